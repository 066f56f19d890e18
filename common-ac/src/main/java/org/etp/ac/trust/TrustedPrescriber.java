package org.etp.ac.trust;

import java.security.PublicKey;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * A prescriber certificate the registry validated once, with the evidence of that validation.
 *
 * @param certificate   the prescriber certificate
 * @param publicKey     its key, made by the provider {@code algorithm} verifies with
 * @param algorithm     the one algorithm the key may be used with
 * @param identity    the prescriber and organisation the subject names
 * @param chain       the subjects of the validated path, this certificate first, the trust anchor last
 * @param validatedAt when the PKIX validation ran
 * @param revocation  its revocation status as a {@link RevocationSource} gave it, known: a revoked prescriber is
 *                    kept so that a refusal can say {@code REVOKED} rather than {@code UNKNOWN_PRESCRIBER}; after
 *                    the status's next update the registry no longer vouches for the certificate
 * @param certificateId the certificate's issuer and serial, as a message's {@code baseCertificateID} names it
 * @param notBefore   the start of the certificate's validity
 * @param notAfter    the end of the certificate's validity
 */
public record TrustedPrescriber(X509Certificate certificate, PublicKey publicKey, SignatureAlgorithm algorithm,
        PrescriberIdentity identity, List<X500Principal> chain, Instant validatedAt, RevocationStatus revocation,
        SignerCertificateId certificateId, Instant notBefore, Instant notAfter) {

    /**
     * The certificate's identifier and validity are read from it once, here: the JDK's certificate answers each of
     * those getters by looking the field up by name, which every message would otherwise pay for.
     */
    public TrustedPrescriber {
        if (certificate == null || publicKey == null || algorithm == null || identity == null || chain == null
                || validatedAt == null || revocation == null || certificateId == null || notBefore == null
                || notAfter == null) {
            throw new IllegalArgumentException("a trusted prescriber needs every field");
        }
        if (!certificateId.names(certificate) || !notBefore.equals(certificate.getNotBefore().toInstant())
                || !notAfter.equals(certificate.getNotAfter().toInstant())) {
            throw new IllegalArgumentException("the identifier or validity is not the certificate's");
        }
        if (!revocation.known()) {
            throw new IllegalArgumentException("a trusted prescriber's revocation status is known");
        }
        if (!Arrays.equals(publicKey.getEncoded(), certificate.getPublicKey().getEncoded())) {
            throw new IllegalArgumentException("the public key is not the certificate's");
        }
        if (SignatureAlgorithm.forKey(publicKey).orElse(null) != algorithm) {
            throw new IllegalArgumentException("the key is not a " + algorithm.id() + " key");
        }
        if (!identity.subject().equals(certificate.getSubjectX500Principal())) {
            throw new IllegalArgumentException("the identity is not the one the certificate's subject names");
        }
        chain = List.copyOf(chain);
        // the canonical form, cached inside the principal, is what a message's named issuer is compared with
        certificateId.issuer().hashCode();
    }

    /** A certificate validated at {@code validatedAt}, its identifier and validity read from it. */
    public TrustedPrescriber(X509Certificate certificate, PublicKey publicKey, SignatureAlgorithm algorithm,
            PrescriberIdentity identity, List<X500Principal> chain, Instant validatedAt, RevocationStatus revocation) {
        this(certificate, publicKey, algorithm, identity, chain, validatedAt, revocation,
                SignerCertificateId.of(certificate), certificate.getNotBefore().toInstant(),
                certificate.getNotAfter().toInstant());
    }

    /** The same validation with a newer revocation status, as a source gave it. */
    TrustedPrescriber withRevocation(RevocationStatus status) {
        return new TrustedPrescriber(certificate, publicKey, algorithm, identity, chain, validatedAt, status,
                certificateId, notBefore, notAfter);
    }

    /** Whether its revocation source says it is revoked. */
    public boolean revoked() {
        return revocation.revoked();
    }

    public X500Principal subject() {
        return certificate.getSubjectX500Principal();
    }

    /**
     * Why this certificate may not verify a signature checked at {@code at}, or null when it may:
     * {@code REVOKED} (for a compromise), {@code NOT_YET_VALID}, {@code EXPIRED}, {@code REVOCATION_UNKNOWN} once the
     * revocation status that vouched for it has gone stale, or, for a revocation for any other reason, a
     * {@link RevokedSinceException}, which the verifier may lift for a signature made before the revocation.
     */
    VerificationException refusalAt(Instant at) {
        if (revocation.revoked() && revocation.revocation().compromise()) {
            return new VerificationException(Reason.REVOKED, "the certificate of " + who() + " is revoked");
        }
        if (at.isBefore(notBefore())) {
            return new VerificationException(Reason.NOT_YET_VALID,
                    "the certificate of " + who() + " is not valid before " + notBefore());
        }
        if (at.isAfter(notAfter())) {
            return new VerificationException(Reason.EXPIRED, "the certificate of " + who() + " expired at " + notAfter());
        }
        if (!revocation.currentAt(at)) {
            return new VerificationException(Reason.REVOCATION_UNKNOWN, "the revocation status of " + who()
                    + " is unknown: " + revocation.wentStale() + "; reload the registry");
        }
        if (revocation.revoked()) {
            Instant since = revocation.revocation().at();
            return new RevokedSinceException(this, since, "the certificate of " + who() + " is revoked since " + since
                    + " (" + revocation.revocation().reason().name().toLowerCase(Locale.ROOT).replace('_', ' ')
                    + "), before which its signatures hold");
        }
        return null;
    }

    /** Who this is, in a refusal's words: made only for a refusal, since formatting a name costs microseconds. */
    private String who() {
        return Names.readable(subject()) + " (serial " + serialNumber() + ")";
    }

    /** The serial number in upper-case hex, as certificate viewers show it. */
    public String serialNumber() {
        return certificateId.serial().toString(16).toUpperCase(Locale.ROOT);
    }
}
