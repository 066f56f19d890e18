package org.etp.ac.der;

import static org.etp.ac.rejection.Reason.BAD_CONTENT;
import static org.etp.ac.rejection.Reason.BAD_SIGNATURE;
import static org.etp.ac.rejection.Reason.DISALLOWED_ALGORITHM;
import static org.etp.ac.rejection.Reason.MALFORMED;

import java.io.IOException;
import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.PublicKey;
import java.security.Signature;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.ASN1Primitive;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.der.DerCursor.Element;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.prescription.ValidityPeriod;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * A DER certificate that passed {@linkplain AttributeCertificateReader decoding}. It keeps the received
 * bytes and checks the signature over the AttributeCertificateInfo exactly as it arrived — a slice of
 * those bytes, never a re-encoding — with a {@link Signature} cached per thread. Immutable, so it may be
 * verified and parsed from any thread.
 */
final class DerDecodedCertificate implements DecodedCertificate {

    /** Where decoding found the elements that {@link #parse()} turns into the model. */
    record Body(Element serialNumber, Element holderName, Element validity, Profile profile, Element value) {
    }

    private final byte[] encoded;
    private final Element info;
    private final byte[] signatureValue;
    private final Optional<SignatureAlgorithm> algorithm;
    private final X500Principal issuer;
    private final Body body;

    /** Takes {@code encoded} and {@code signatureValue} without copying: the decoder made both for it alone. */
    DerDecodedCertificate(byte[] encoded, Element info, byte[] signatureValue, Optional<SignatureAlgorithm> algorithm,
            X500Principal issuer, Body body) {
        this.encoded = encoded;
        this.info = info;
        this.signatureValue = signatureValue;
        this.algorithm = algorithm;
        this.issuer = issuer;
        this.body = body;
    }

    @Override
    public WireFormat format() {
        return WireFormat.DER;
    }

    @Override
    public X500Principal issuer() {
        return issuer;
    }

    @Override
    public Optional<SignatureAlgorithm> signatureAlgorithm() {
        return algorithm;
    }

    @Override
    public void verifySignature(PublicKey key) throws VerificationException {
        Objects.requireNonNull(key, "a signature is verified with a key");
        if (algorithm.isEmpty()) {
            throw new VerificationException(BAD_SIGNATURE, "the certificate is unsigned");
        }
        SignatureAlgorithm expected = algorithm.get();
        if (!expected.fits(key)) {
            throw new VerificationException(DISALLOWED_ALGORITHM, "the key is no allowed " + expected.id() + " key");
        }
        boolean valid;
        try {
            Signature signature = SignatureCache.get(expected);
            signature.initVerify(key);
            signature.update(encoded, info.start(), info.length());
            valid = signature.verify(signatureValue);
        } catch (InvalidKeyException e) {
            throw new VerificationException(DISALLOWED_ALGORITHM, "the provider refuses the key for "
                    + expected.id(), e);
        } catch (GeneralSecurityException | RuntimeException e) {
            // a signature value that is not even of the algorithm's shape (a bad ECDSA DER sequence, ...)
            throw new VerificationException(BAD_SIGNATURE, "the signature value is malformed", e);
        }
        if (!valid) {
            throw new VerificationException(BAD_SIGNATURE, "the signature does not verify");
        }
    }

    /**
     * {@inheritDoc} A value of the right type that the model refuses is {@code BAD_CONTENT}; its message and
     * cause are left out, since the model names the offending value and that may be patient data.
     */
    @Override
    public PrescriptionCertificate parse() throws VerificationException {
        try {
            Fields validity = Fields.of(asn1(body.validity()), "AttCertValidityPeriod", 2);
            return new PrescriptionCertificate(new BigInteger(contents(body.serialNumber())), issuer,
                    HolderName.read(asn1(body.holderName())),
                    new ValidityPeriod(validity.time("notBeforeTime"), validity.time("notAfterTime")),
                    Contents.read(body.profile(), asn1(body.value())));
        } catch (IllegalArgumentException e) {
            throw new VerificationException(BAD_CONTENT, "a value of the content is refused by the prescription model");
        } catch (RuntimeException e) {
            throw new VerificationException(MALFORMED, "the content does not have the module's structure", e);
        }
    }

    /**
     * The element as Bouncy Castle objects. The bytes passed {@link CanonicalDer}, so parsing cannot meet a
     * form that would read differently from how it was verified.
     */
    private ASN1Primitive asn1(Element element) throws VerificationException {
        try {
            return ASN1Primitive.fromByteArray(Arrays.copyOfRange(encoded, element.start(), element.end()));
        } catch (IOException e) {
            throw new VerificationException(MALFORMED, "the content is not well-formed ASN.1", e);
        }
    }

    private byte[] contents(Element element) {
        return Arrays.copyOfRange(encoded, element.contentStart(), element.end());
    }

    @Override
    public String toString() {
        return "DerDecodedCertificate[issuer=" + issuer.getName() + ", algorithm="
                + algorithm.map(SignatureAlgorithm::id).orElse("unsigned") + "]";
    }
}
