package org.etp.ac.codec;

import java.security.PublicKey;
import java.util.List;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * A certificate that passed strict decoding and awaits its trust decision. It names its issuer,
 * so that the caller can look the issuer up in the trusted registry, and then checks the signature
 * with the key the registry holds — never with a key from the message.
 *
 * <p>It also says how it was served ({@link #servedBy()}), and carries two hooks for a form with several
 * engines: a fast path names the trusted path that decides when the receiver refuses it
 * ({@link #decideAgain()}), and an engine that learns from accepted messages learns when the receiver accepts
 * one ({@link #accepted}). A form with one way to decode keeps the defaults.
 */
public interface DecodedCertificate {

    WireFormat format();

    /** The issuer the certificate names; not trusted until the signature verifies with its registered key. */
    X500Principal issuer();

    /**
     * The signer's certificate as the certificate names it ({@code V2Form.baseCertificateID}), or empty when it names
     * only the signer's directory name. A claim, checked against the certificate whose key verifies the signature.
     */
    default Optional<SignerCertificateId> signerCertificate() {
        return Optional.empty();
    }

    /**
     * The DER X.509 certificates the message itself carries for its signer (an XML signature's
     * {@code KeyInfo/X509Data}), the signer's first; empty when it carries none. Untrusted: the receiver validates
     * them to a trust anchor before it takes a key from one.
     */
    default List<byte[]> carriedCertificates() {
        return List.of();
    }

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

    /**
     * The SHA-256 of the bytes this certificate's signature covers, as they arrived: the AttributeCertificateInfo of
     * DER and OER, the DigestValue of XML's one Reference when its DigestMethod is SHA-256. Empty for an unsigned
     * certificate, or when the form says no SHA-256. A claim until {@link #verifySignature} passes.
     */
    default Optional<byte[]> signedDigest() {
        return Optional.empty();
    }

    /** The way this certificate was decoded: its form's {@linkplain ServedBy#CODEC codec} unless an engine says. */
    default ServedBy servedBy() {
        return ServedBy.CODEC;
    }

    /**
     * Called when a check of the receiver refused this certificate: the same bytes decoded by the way that decides
     * instead, to be checked from the start, or empty when the refusal stands (the default). A fast path that might
     * refuse what the trusted path accepts names the trusted path here, so that it never refuses on its own.
     *
     * @throws VerificationException when the way that decides refuses the bytes already in decoding
     */
    default Optional<DecodedCertificate> decideAgain() throws VerificationException {
        return Optional.empty();
    }

    /**
     * The post-acceptance hook: the receiver accepted this certificate, signed by {@code signerKey} (the registry's
     * key, never one from the message). An engine that learns from accepted messages learns here; the answer is how
     * the message was served in the end, {@link #servedBy()} unless the engine learned something.
     */
    default ServedBy accepted(PublicKey signerKey) {
        return servedBy();
    }
}
