package org.etp.ac.der;

import static org.etp.ac.rejection.Reason.BAD_CONTENT;
import static org.etp.ac.rejection.Reason.MALFORMED;

import java.io.IOException;
import java.math.BigInteger;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.ASN1Primitive;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.x509.AlgorithmIdentifier;
import org.etp.ac.codec.IssuerNames;
import org.etp.ac.prescription.Holder;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.prescription.ValidityPeriod;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * The module's values as Bouncy Castle ASN.1 objects, for the other encodings of {@code etp-prescription.asn}
 * (the OER form): they write and read exactly the values the DER form does, through the same classes, so that
 * every form of one certificate decodes to equal Java values and a content is refused for the same reasons
 * whichever form carried it. The values are DER-typed (PrintableString, GeneralizedTime, OBJECT IDENTIFIER);
 * how another encoding carries them is its own business.
 */
public final class Asn1Mapping {

    private Asn1Mapping() {
    }

    /** The attribute type that carries {@code profile}. */
    public static ASN1ObjectIdentifier attributeType(Profile profile) {
        return Contents.attributeType(profile);
    }

    /** The profile an attribute type carries, or empty for a type that is none of ETP's. */
    public static Optional<Profile> profile(ASN1ObjectIdentifier type) {
        for (Profile profile : Profile.values()) {
            if (Contents.attributeType(profile).equals(type)) {
                return Optional.of(profile);
            }
        }
        return Optional.empty();
    }

    /** The attribute value of the certificate's content. */
    public static ASN1Encodable content(PrescriptionCertificate certificate) {
        return Contents.write(certificate.content());
    }

    /** The AttCertValidityPeriod. */
    public static ASN1Sequence validity(ValidityPeriod validity) {
        return Values.sequence(Values.time(validity.notBefore()), Values.time(validity.notAfter()));
    }

    /** The DER of the holder's directoryName. */
    public static byte[] holderName(Holder holder) {
        return Values.der(HolderName.write(holder));
    }

    /** The DER of {@code name}, whatever encoding its certificate spelled it in. */
    public static byte[] name(X500Principal name) throws IOException {
        return Values.der(Asn1Reading.read(name.getEncoded()));
    }

    /** The one AlgorithmIdentifier of {@code algorithm}; empty is {@code id-etp-alg-unsigned}. */
    public static AlgorithmIdentifier algorithmIdentifier(Optional<SignatureAlgorithm> algorithm) {
        return AlgorithmIdentifier.getInstance(algorithm.map(AlgorithmIdentifiers::of)
                .orElse(AlgorithmIdentifiers.UNSIGNED));
    }

    /**
     * Checks that {@code der} is canonical DER of the kinds an ETP certificate holds, as {@link #canonicalDer}
     * does, without building its value.
     *
     * @throws VerificationException {@code MALFORMED} or {@code NON_CANONICAL}; {@code what} names the value
     */
    public static void checkCanonicalDer(byte[] der, String what) throws VerificationException {
        try {
            CanonicalDer.check(der);
        } catch (VerificationException e) {
            throw new VerificationException(e.reason(), what + ": " + e.getMessage(), e);
        }
    }

    /**
     * Received DER, checked as strictly as a DER certificate is ({@link CanonicalDer}) and read.
     *
     * @throws VerificationException {@code NON_CANONICAL} or {@code MALFORMED}, naming {@code what}
     */
    public static ASN1Primitive canonicalDer(byte[] der, String what) throws VerificationException {
        checkCanonicalDer(der, what);
        try {
            return Asn1Reading.read(der);
        } catch (IOException e) {
            throw new VerificationException(MALFORMED, what + " is not well-formed ASN.1", e);
        }
    }

    /** A received issuer name, already {@linkplain #canonicalDer checked}, as a principal. */
    public static X500Principal principal(byte[] der) throws VerificationException {
        try {
            return IssuerNames.fromDer(der);
        } catch (IllegalArgumentException e) {
            throw new VerificationException(MALFORMED, "the issuer's name is not an X.500 name", e);
        }
    }

    /**
     * The certificate these received values make. A value of the right type that the model refuses is
     * {@code BAD_CONTENT}; its message and cause are left out, since the model names the offending value and
     * that may be patient data.
     *
     * @throws VerificationException {@code MALFORMED} or {@code BAD_CONTENT}
     */
    public static PrescriptionCertificate certificate(BigInteger serialNumber, X500Principal issuer,
            ASN1Encodable holderName, ASN1Encodable validity, Profile profile, ASN1Encodable value)
            throws VerificationException {
        try {
            Fields times = Fields.of(validity, "AttCertValidityPeriod", 2);
            return new PrescriptionCertificate(serialNumber, issuer, HolderName.read(holderName),
                    new ValidityPeriod(times.time("notBeforeTime"), times.time("notAfterTime")),
                    Contents.read(profile, value));
        } catch (IllegalArgumentException e) {
            throw new VerificationException(BAD_CONTENT, "a value of the content is refused by the prescription model");
        } catch (RuntimeException e) {
            throw new VerificationException(MALFORMED, "the content does not have the module's structure", e);
        }
    }
}
