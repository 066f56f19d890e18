package org.etp.ac.codec;

import java.security.PublicKey;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * A certificate that passed strict decoding and awaits its trust decision. It names its issuer,
 * so that the caller can look the issuer up in the trusted registry, and then checks the signature
 * with the key the registry holds — never with a key from the message.
 */
public interface DecodedCertificate {

    WireFormat format();

    /** The issuer the certificate names; not trusted until the signature verifies with its registered key. */
    X500Principal issuer();

    /** The signature algorithm, or empty for an unsigned certificate. */
    Optional<SignatureAlgorithm> signatureAlgorithm();

    /**
     * Checks the signature over exactly the received bytes with {@code key}.
     *
     * @throws VerificationException {@code BAD_SIGNATURE} when it does not verify or the certificate is
     *         unsigned, {@code DISALLOWED_ALGORITHM} when the key does not fit the algorithm
     */
    void verifySignature(PublicKey key) throws VerificationException;

    /**
     * The value the certificate carries, read from exactly the structure that was verified.
     *
     * @throws VerificationException {@code MALFORMED} or {@code BAD_CONTENT}
     */
    PrescriptionCertificate parse() throws VerificationException;
}
