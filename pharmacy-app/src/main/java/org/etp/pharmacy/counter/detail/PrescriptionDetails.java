package org.etp.pharmacy.counter.detail;

import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.trust.TrustedPrescriber;
import org.etp.pharmacy.counter.dispensing.CounterAudit;
import org.etp.pharmacy.measurement.MetricsQueries;
import org.etp.pharmacy.prescription.Prescriptions;
import org.etp.pharmacy.prescription.StoredCertificate;
import org.etp.pharmacy.prescription.StoredPrescription;
import org.etp.pharmacy.verification.CurrentTrust;
import org.springframework.stereotype.Service;

/**
 * Assembles a {@link PrescriptionDetail}: the stored prescription and its items, its verification outcome,
 * its audit trail from dispensing, its measurements from measurement, and a check of its signature now
 * against the prescriber registry.
 */
@Service
class PrescriptionDetails {

    private final Prescriptions prescriptions;
    private final VerificationOutcomes outcomes;
    private final CounterAudit audit;
    private final MetricsQueries metrics;
    private final CurrentTrust trust;

    PrescriptionDetails(Prescriptions prescriptions, VerificationOutcomes outcomes, CounterAudit audit,
            MetricsQueries metrics, CurrentTrust trust) {
        this.prescriptions = prescriptions;
        this.outcomes = outcomes;
        this.audit = audit;
        this.metrics = metrics;
        this.trust = trust;
    }

    Optional<PrescriptionDetail> find(String prescriptionId) {
        return prescriptions.find(prescriptionId).map(this::detail);
    }

    /** The stored bytes and their form, exactly as received. */
    Optional<StoredCertificate> certificate(String prescriptionId) {
        return prescriptions.find(prescriptionId).map(StoredPrescription::certificate);
    }

    private PrescriptionDetail detail(StoredPrescription stored) {
        long id = stored.state().id();
        StoredCertificate certificate = stored.certificate();
        Optional<DecodedCertificate> decoded = certificate.decode();
        Recheck now = recheck(decoded, stored.receivedAt(), id);
        VerificationEvidence evidence = new VerificationEvidence(certificate.format().name(), certificate.algorithm(),
                outcomes.of(id), now.sentence(), now.passed());
        return new PrescriptionDetail(stored, decoded.flatMap(StoredCertificate::parse), prescriptions.items(id),
                evidence, metrics.timingsOf(id), EncodingDump.of(certificate.format(), certificate.raw()),
                audit.trail(id));
    }

    /** What a check of the signature over the stored bytes says now, in a sentence. */
    private record Recheck(String sentence, boolean passed) {
    }

    /**
     * Checks the signature over the stored bytes again, with the signer judged as at {@code receivedAt}: the
     * registered certificate of the issuer, or, for a prescriber in no PKI directory, the certificate that came with
     * the message, as the store kept it.
     */
    private Recheck recheck(Optional<DecodedCertificate> decoded, Instant receivedAt, long id) {
        String recheck;
        boolean passed = false;
        try {
            DecodedCertificate certificate = decoded.orElseThrow(() -> new IllegalStateException("undecodable"));
            SignatureAlgorithm algorithm = certificate.signatureAlgorithm()
                    .orElseThrow(() -> new IllegalStateException("unsigned"));
            recheck = verified(certificate, algorithm, receivedAt, id);
            passed = true;
        } catch (VerificationException e) {
            recheck = "The signature over the stored bytes does not verify now: " + e.reason() + ".";
        } catch (IllegalStateException e) {
            recheck = "The stored certificate is " + e.getMessage() + "; there is no signature to check.";
        }
        return new Recheck(recheck, passed);
    }

    /** Verifies the signature, saying with which key. */
    private String verified(DecodedCertificate certificate, SignatureAlgorithm algorithm, Instant receivedAt, long id)
            throws VerificationException {
        try {
            // The prescriber's certificate is judged as at receipt, as the intake judged it.
            TrustedPrescriber signer = trust.registry().lookup(certificate.issuer(), algorithm, receivedAt);
            certificate.verifySignature(signer.publicKey());
            return "The signature over the stored bytes verifies now with the registered " + algorithm.id()
                    + " key of the signer.";
        } catch (VerificationException notRegistered) {
            X509Certificate carried = notRegistered.reason() == Reason.UNKNOWN_PRESCRIBER
                    ? outcomes.signerCertificate(id).orElseThrow(() -> notRegistered) : null;
            if (carried == null || !carried.getSubjectX500Principal().equals(certificate.issuer())) {
                throw notRegistered;
            }
            certificate.verifySignature(carried.getPublicKey());
            return "The signature over the stored bytes verifies now with the " + algorithm.id() + " key of the"
                    + " certificate that came with it (serial " + carried.getSerialNumber().toString(16)
                    .toUpperCase(Locale.ROOT) + "), validated at receipt.";
        }
    }
}
