package org.etp.ac.der;

import static org.etp.ac.rejection.Reason.MALFORMED;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.util.Objects;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.ASN1InputStream;
import org.bouncycastle.asn1.ASN1Primitive;
import org.bouncycastle.asn1.util.ASN1Dump;
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
import org.etp.ac.signing.SigningIdentity;

/**
 * The DER form: an RFC 5755 attribute certificate whose one attribute carries the content, as the ASN.1
 * module {@code org/etp/ac/der/etp-prescription.asn} (a resource beside this class) specifies it, field by
 * field; {@link AttributeCertificateWriter} quotes the RFC 5755 structure around the content.
 *
 * <p>Security guarantees. {@link #decode} accepts the one DER encoding of a well-formed ETP certificate
 * and nothing else — BER, trailing bytes, unknown critical extensions, algorithms outside the allow-list
 * (or spelled with other parameters) and any input that is no certificate at all are refused with a
 * {@link VerificationException}, never another exception. The signature is verified over the
 * AttributeCertificateInfo exactly as received, so what verifies is what {@code parse()} reads. The codec
 * does not say whether the issuer is trusted or the certificate is valid now: that is the verifier's job,
 * with the key from the trusted registry.
 *
 * <p>Thread-safe and stateless but for one cached {@code Signature} per thread and algorithm.
 */
public final class DerCertificateCodec implements CertificateCodec {

    private static final DerCertificateCodec INSTANCE = new DerCertificateCodec();
    private static final FormDescription DESCRIPTION = new FormDescription(1, "der", "application/pkix-attr-cert",
            "der", "0x30", "ASN.1 dump", "ASN.1 dump");
    private static final byte SEQUENCE = 0x30;

    private DerCertificateCodec() {
    }

    public static DerCertificateCodec instance() {
        return INSTANCE;
    }

    @Override
    public WireFormat format() {
        return WireFormat.DER;
    }

    /** Code 1; RFC 5755's media type {@code application/pkix-attr-cert}. */
    @Override
    public FormDescription description() {
        return DESCRIPTION;
    }

    /** A DER certificate starts with a SEQUENCE tag, {@code 0x30}. */
    @Override
    public boolean recognises(byte[] head) {
        return head.length > 0 && head[0] == SEQUENCE;
    }

    /** Bouncy Castle's ASN.1 dump. */
    @Override
    public String dump(byte[] encoded) throws CodecException {
        try (ASN1InputStream in = new ASN1InputStream(encoded)) {
            return ASN1Dump.dumpAsString(in.readObject(), true);
        } catch (IOException | RuntimeException e) {
            throw new CodecException("not well-formed DER: " + e.getMessage(), e);
        }
    }

    @Override
    public byte[] encode(PrescriptionCertificate certificate, SigningIdentity signer) throws CodecException {
        ASN1Primitive algorithm = AlgorithmIdentifiers.of(signer.algorithm());
        byte[] info = signedInfo(certificate, signer, algorithm);
        byte[] signatureValue;
        try {
            signatureValue = DetachedSignatures.sign(signer, info);
        } catch (GeneralSecurityException e) {
            throw new CodecException("could not sign with " + signer.algorithm().id(), e);
        }
        return certificate(info, algorithm, signatureValue);
    }

    /** {@inheritDoc} The AttributeCertificateInfo {@link #encode} signs, encoded the same way. */
    @Override
    public byte[] digestToSign(PrescriptionCertificate certificate, SigningIdentity signer) throws CodecException {
        return Sha256.of(signedInfo(certificate, signer, AlgorithmIdentifiers.of(signer.algorithm())));
    }

    @Override
    public byte[] encodeUnsigned(PrescriptionCertificate certificate) throws CodecException {
        Objects.requireNonNull(certificate, "certificate");
        byte[] info = info(certificate, certificate.issuer(), Optional.empty(), AlgorithmIdentifiers.UNSIGNED);
        return certificate(info, AlgorithmIdentifiers.UNSIGNED, new byte[0]);
    }

    /** Decodes a copy of {@code encoded}; see the class comment for what is refused. */
    @Override
    public DecodedCertificate decode(byte[] encoded) throws VerificationException {
        if (encoded == null) {
            throw new VerificationException(MALFORMED, "there is no certificate");
        }
        return AttributeCertificateReader.read(encoded.clone());
    }

    private static byte[] signedInfo(PrescriptionCertificate certificate, SigningIdentity signer,
            ASN1Primitive algorithm) throws CodecException {
        CertificateCodec.checkSigner(certificate, signer);
        return info(certificate, signer.subject(), Optional.of(SignerCertificateId.of(signer.certificate())),
                algorithm);
    }

    private static byte[] info(PrescriptionCertificate certificate, X500Principal issuer,
            Optional<SignerCertificateId> signerCertificate, ASN1Primitive algorithm) throws CodecException {
        try {
            // the name as DER, should the prescriber's certificate spell its subject in another encoding
            ASN1Primitive issuerName = ASN1Primitive.fromByteArray(issuer.getEncoded());
            return AttributeCertificateWriter.info(certificate, issuerName, signerCertificate, algorithm);
        } catch (IOException | IllegalArgumentException e) {
            throw new CodecException("could not encode the certificate in DER", e);
        }
    }

    private static byte[] certificate(byte[] info, ASN1Primitive algorithm, byte[] signatureValue)
            throws CodecException {
        try {
            return AttributeCertificateWriter.certificate(info, algorithm, signatureValue);
        } catch (IOException e) {
            throw new CodecException("could not encode the certificate in DER", e);
        }
    }
}
