package org.etp.ac.der;

import static org.etp.ac.rejection.Reason.MALFORMED;

import java.io.IOException;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.ASN1Primitive;
import org.etp.ac.codec.SignedInfoCertificate;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.der.DerCursor.Element;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * A DER certificate that passed {@linkplain AttributeCertificateReader decoding}. It keeps the received
 * bytes and checks the signature over the AttributeCertificateInfo exactly as it arrived — a slice of
 * those bytes, never a re-encoding ({@link SignedInfoCertificate}). Immutable, so it may be
 * verified and parsed from any thread.
 */
final class DerDecodedCertificate extends SignedInfoCertificate {

    /** Where decoding found the elements that {@link #parse()} turns into the model. */
    record Body(Element serialNumber, Element holderName, Element validity, Profile profile, Element value) {
    }

    private final byte[] encoded;
    private final Body body;

    /** Takes {@code encoded} and {@code signatureValue} without copying: the decoder made both for it alone. */
    DerDecodedCertificate(byte[] encoded, Element info, byte[] signatureValue, Optional<SignatureAlgorithm> algorithm,
            X500Principal issuer, Optional<SignerCertificateId> signerCertificate, Body body) {
        super(encoded, info.start(), info.length(), signatureValue, algorithm, issuer, signerCertificate);
        this.encoded = encoded;
        this.body = body;
    }

    @Override
    public WireFormat format() {
        return WireFormat.DER;
    }

    /** {@inheritDoc} The values are read as every form reads them ({@link Asn1Mapping#certificate}). */
    @Override
    public PrescriptionCertificate parse() throws VerificationException {
        return Asn1Mapping.certificate(new BigInteger(contents(body.serialNumber())), issuer(),
                asn1(body.holderName()), asn1(body.validity()), body.profile(), asn1(body.value()));
    }

    /**
     * The element as Bouncy Castle objects. The bytes passed {@link CanonicalDer}, so parsing cannot meet a
     * form that would read differently from how it was verified.
     */
    private ASN1Primitive asn1(Element element) throws VerificationException {
        try {
            return Asn1Reading.read(encoded, element.start(), element.end());
        } catch (IOException e) {
            throw new VerificationException(MALFORMED, "the content is not well-formed ASN.1", e);
        }
    }

    private byte[] contents(Element element) {
        return Arrays.copyOfRange(encoded, element.contentStart(), element.end());
    }
}
