package org.etp.ac.oer;

import java.math.BigInteger;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.ASN1Encodable;
import org.etp.ac.codec.SignedInfoCertificate;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.der.Asn1Mapping;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * An OER certificate that passed {@linkplain AttributeCertificateOerReader decoding}. Its signature covers the
 * AttributeCertificateInfo exactly as it arrived, the first bytes of the certificate, since a SEQUENCE without
 * OPTIONAL components has no preamble ({@link SignedInfoCertificate}); it reads the model from the values
 * decoding checked, as the DER form reads them ({@link Asn1Mapping#certificate}). Immutable, so it may be
 * verified and parsed from any thread.
 */
final class OerDecodedCertificate extends SignedInfoCertificate {

    /** The module's values that {@link #parse()} turns into the model. */
    record Body(BigInteger serialNumber, ASN1Encodable holderName, ASN1Encodable validity, Profile profile,
            ASN1Encodable value) {
    }

    private final Body body;

    /** Takes {@code encoded} and {@code signatureValue} without copying: the decoder made both for it alone. */
    OerDecodedCertificate(byte[] encoded, int infoLength, byte[] signatureValue,
            Optional<SignatureAlgorithm> algorithm, X500Principal issuer,
            Optional<SignerCertificateId> signerCertificate, Body body) {
        super(encoded, 0, infoLength, signatureValue, algorithm, issuer, signerCertificate);
        this.body = body;
    }

    @Override
    public WireFormat format() {
        return WireFormat.OER;
    }

    @Override
    public PrescriptionCertificate parse() throws VerificationException {
        return Asn1Mapping.certificate(body.serialNumber(), issuer(), body.holderName(), body.validity(),
                body.profile(), body.value());
    }
}
