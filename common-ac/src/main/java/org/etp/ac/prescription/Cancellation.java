package org.etp.ac.prescription;

import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import javax.security.auth.x500.X500Principal;

/**
 * The {@link Profile#CANCELLATION cancellation} profile: the prescriber withdraws the prescription
 * {@code prescriptionId} for {@code reason}. Like the charge exemption it is one small attribute that names
 * a prescription; the pharmacy honours it only when its issuer signed that prescription.
 */
public record Cancellation(PrescriptionId prescriptionId, CancellationReason reason) implements CertificateContent {

    public Cancellation {
        Check.present(prescriptionId, "prescription ID");
        Check.present(reason, "cancellation reason");
    }

    /**
     * A sender that does not know the patient (the command line) names this holder: an NHS number of the
     * test range. The pharmacy decides a cancellation by the prescription ID and the signer, not the holder.
     */
    public static final Holder PATIENT_NOT_STATED = new Holder(new NhsNumber("9999999999"), "not stated");

    /** How long a cancellation certificate is valid from its issue: long enough for any resend from an outbox. */
    private static final Duration VALIDITY = Duration.ofDays(28);

    @Override
    public Profile profile() {
        return Profile.CANCELLATION;
    }

    /** This cancellation as a certificate by {@code issuer} about {@code holder}, valid from {@code issuedAt}. */
    public PrescriptionCertificate certificate(BigInteger serial, X500Principal issuer, Holder holder,
            Instant issuedAt) {
        Instant from = issuedAt.truncatedTo(ChronoUnit.SECONDS);
        return new PrescriptionCertificate(serial, issuer, holder, new ValidityPeriod(from, from.plus(VALIDITY)), this);
    }
}
