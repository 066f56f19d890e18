package org.etp.ac.verification;

import java.time.Clock;
import java.time.Instant;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.ValidityPeriod;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.trust.PrescriberRegistry;
import org.etp.ac.trust.TrustedPrescriber;

/**
 * Decides whether a received certificate is a genuine prescription: strictly decoded, signed by the
 * registered key of the prescriber it names (the key comes from the {@link PrescriberRegistry}, never
 * from the message), by an allowed algorithm, valid now, and with valid content that names its signer.
 * Fails closed; thread-safe.
 */
public final class PrescriptionVerifier {

    private final PrescriberRegistry registry;
    private final VerificationPolicy policy;
    private final Clock clock;

    public PrescriptionVerifier(PrescriberRegistry registry, VerificationPolicy policy, Clock clock) {
        this.registry = registry;
        this.policy = policy;
        this.clock = clock;
    }

    /**
     * Verifies {@code encoded} as a certificate in {@code format}.
     *
     * @throws VerificationException with the reason of the first check that failed
     */
    public VerifiedPrescription verify(WireFormat format, byte[] encoded) throws VerificationException {
        Instant now = clock.instant();
        long start = System.nanoTime();
        DecodedCertificate decoded = format.codec().decode(encoded);
        long decodedAt = System.nanoTime();
        TrustedPrescriber signer = checkSignature(decoded, now);
        long verifiedAt = System.nanoTime();
        PrescriptionCertificate certificate = decoded.parse();
        long parsedAt = System.nanoTime();
        checkValidity(certificate.validity(), now);
        if (signer != null) {
            checkContentNames(certificate, signer.identity());
        }
        var timings = new StageNanos(decodedAt - start, verifiedAt - decodedAt, parsedAt - verifiedAt);
        return new VerifiedPrescription(certificate, format, signer, encoded, now, timings);
    }

    private TrustedPrescriber checkSignature(DecodedCertificate decoded, Instant now) throws VerificationException {
        if (decoded.signatureAlgorithm().isEmpty()) {
            if (policy.acceptUnsigned()) {
                return null;
            }
            throw new VerificationException(Reason.UNSIGNED, "the certificate carries no signature");
        }
        SignatureAlgorithm algorithm = decoded.signatureAlgorithm().get();
        if (!policy.allowedAlgorithms().contains(algorithm)) {
            throw new VerificationException(Reason.DISALLOWED_ALGORITHM, algorithm.id() + " is not allowed here");
        }
        TrustedPrescriber signer = registry.lookup(decoded.issuer(), algorithm, now);
        decoded.verifySignature(signer.publicKey());
        return signer;
    }

    private void checkValidity(ValidityPeriod validity, Instant now) throws VerificationException {
        if (now.plus(policy.clockSkew()).isBefore(validity.notBefore())) {
            throw new VerificationException(Reason.NOT_YET_VALID, "the certificate is valid from " + validity.notBefore());
        }
        if (now.isAfter(validity.notAfter())) {
            throw new VerificationException(Reason.EXPIRED, "the certificate expired at " + validity.notAfter());
        }
    }

    /** A prescriber may sign only prescriptions that name them and their own organisation. */
    private static void checkContentNames(PrescriptionCertificate certificate, PrescriberIdentity signer)
            throws VerificationException {
        Prescription prescription = certificate.prescription().orElse(null);
        if (prescription == null) {
            return;
        }
        if (!prescription.prescriber().equals(signer.prescriber())) {
            throw new VerificationException(Reason.BAD_CONTENT, "the prescription names a prescriber other than its signer");
        }
        if (!prescription.organisation().equals(signer.organisation())) {
            throw new VerificationException(Reason.BAD_CONTENT,
                    "the prescription names an organisation other than its signer's");
        }
    }
}
