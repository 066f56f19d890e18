package org.etp.ac.oer;

import static org.etp.ac.rejection.Reason.MALFORMED;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.util.Objects;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.codec.CertificateCodec;
import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.FormDescription;
import org.etp.ac.codec.Sha256;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.DetachedSignatures;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;

/**
 * The OER form: the same RFC 5755 attribute certificate and ETP module as the DER form, in canonical OER
 * (ITU-T X.696, COER), written by Bouncy Castle's OER runtime and read by {@link CanonicalOerReader}, both
 * after the definitions in {@link EnvelopeOer} and {@link ContentOer};
 * {@code org/etp/ac/der/etp-prescription-oer.asn} says how each type of the module is mapped and why.
 *
 * <p>Security guarantees. {@link #decode} accepts the one canonical OER encoding of a well-formed ETP
 * certificate and nothing else: any other encoding of the same value (non-minimal lengths, integers or
 * quantities, set padding or presence bits, spelt-out DEFAULTs), trailing bytes, truncation, values outside
 * the module's bounds, lengths larger than the input, names whose DER is not canonical, algorithms outside
 * the allow-list and any input that is no certificate at all are refused with a {@link VerificationException},
 * never another exception. The signature is verified over the AttributeCertificateInfo exactly as received,
 * and {@code parse()} reads the values that decoding checked. Whether the issuer is trusted and the
 * certificate valid now is the verifier's business, with the key from the trusted registry.
 *
 * <p>Thread-safe and stateless but for one cached {@code Signature} per thread and algorithm.
 */
public final class OerCertificateCodec implements CertificateCodec {

    private static final OerCertificateCodec INSTANCE = new OerCertificateCodec();
    private static final FormDescription DESCRIPTION = new FormDescription(3, "oer", "application/octet-stream",
            "oer", "a presence bitmap, then 0x01", "OER dump (X.696, annotated)", "OER dump");
    private static final int UNUSED_PRESENCE_BITS = 0x3F;
    private static final byte VERSION_V2 = 0x01;

    private OerCertificateCodec() {
    }

    public static OerCertificateCodec instance() {
        return INSTANCE;
    }

    @Override
    public WireFormat format() {
        return WireFormat.OER;
    }

    /** Code 3; OER has no registered media type, so {@code application/octet-stream}. */
    @Override
    public FormDescription description() {
        return DESCRIPTION;
    }

    /**
     * An OER certificate starts with the presence bitmap of {@code AttributeCertificateInfo} (two bits for
     * {@code issuerUniqueID} and {@code extensions}, the six unused bits zero, as canonical OER requires) and then
     * its {@code version}, v2, in one octet ({@code 0x01}). Neither DER's {@code 0x30} nor XML's {@code <} has its
     * low bits clear, and neither white space nor a byte-order mark is followed by {@code 0x01}.
     */
    @Override
    public boolean recognises(byte[] head) {
        return head.length > 1 && (head[0] & UNUSED_PRESENCE_BITS) == 0 && head[1] == VERSION_V2;
    }

    /** Bouncy Castle's trace of decoding it, envelope and content ({@link OerDump}). */
    @Override
    public String dump(byte[] encoded) throws CodecException {
        return OerDump.of(encoded);
    }

    @Override
    public byte[] encode(PrescriptionCertificate certificate, SigningIdentity signer) throws CodecException {
        Optional<SignatureAlgorithm> algorithm = Optional.of(signer.algorithm());
        byte[] info = signedInfo(certificate, signer);
        try {
            return AttributeCertificateOerWriter.certificate(info, algorithm, DetachedSignatures.sign(signer, info));
        } catch (GeneralSecurityException e) {
            throw new CodecException("could not sign with " + signer.algorithm().id(), e);
        }
    }

    /** {@inheritDoc} The AttributeCertificateInfo {@link #encode} signs, encoded the same way. */
    @Override
    public byte[] digestToSign(PrescriptionCertificate certificate, SigningIdentity signer) throws CodecException {
        return Sha256.of(signedInfo(certificate, signer));
    }

    @Override
    public byte[] encodeUnsigned(PrescriptionCertificate certificate) throws CodecException {
        Objects.requireNonNull(certificate, "certificate");
        byte[] info = info(certificate, certificate.issuer(), Optional.empty(), Optional.empty());
        return AttributeCertificateOerWriter.certificate(info, Optional.empty(), new byte[0]);
    }

    /** Decodes a copy of {@code encoded}; see the class comment for what is refused. */
    @Override
    public DecodedCertificate decode(byte[] encoded) throws VerificationException {
        if (encoded == null) {
            throw new VerificationException(MALFORMED, "there is no certificate");
        }
        return AttributeCertificateOerReader.read(encoded.clone());
    }

    private static byte[] signedInfo(PrescriptionCertificate certificate, SigningIdentity signer)
            throws CodecException {
        CertificateCodec.checkSigner(certificate, signer);
        return info(certificate, signer.subject(), Optional.of(SignerCertificateId.of(signer.certificate())),
                Optional.of(signer.algorithm()));
    }

    private static byte[] info(PrescriptionCertificate certificate, X500Principal issuer,
            Optional<SignerCertificateId> signerCertificate, Optional<SignatureAlgorithm> algorithm)
            throws CodecException {
        try {
            return AttributeCertificateOerWriter.info(certificate, issuer, signerCertificate, algorithm);
        } catch (IOException | RuntimeException e) {
            throw new CodecException("could not encode the certificate in OER", e);
        }
    }
}
