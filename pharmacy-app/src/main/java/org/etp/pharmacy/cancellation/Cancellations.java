package org.etp.pharmacy.cancellation;

import java.time.Clock;
import java.util.Optional;
import org.etp.ac.prescription.Cancellation;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.trust.Names;
import org.etp.ac.trust.TrustedPrescriber;
import org.etp.ac.verification.VerifiedPrescription;
import org.etp.pharmacy.counter.dispensing.CounterAudit;
import org.etp.pharmacy.prescription.Change;
import org.etp.pharmacy.prescription.PrescriptionRepository;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Applies verified cancellations through the prescription's repository, which locks the stored prescription's row
 * first, so a cancellation and a dispensing at the same moment are serialised: whichever commits first wins and
 * the other sees its result. A cancellation commits together with its pharmacy-signed receipt; one that comes
 * after the prescription was dispensed is refused and written to its audit trail, where the pharmacist sees it.
 */
@Service
public class Cancellations {

    private static final Logger log = LoggerFactory.getLogger(Cancellations.class);

    private final PrescriptionRepository repository;
    private final Clock clock;
    private final CounterAudit audit;

    Cancellations(PrescriptionRepository repository, Clock clock, CounterAudit audit) {
        this.repository = repository;
        this.clock = clock;
        this.audit = audit;
    }

    /** Cancels the prescription {@code verified} names when its signer signed that prescription. */
    @Transactional
    public CancelOutcome cancel(VerifiedPrescription verified) {
        if (!(verified.certificate().content() instanceof Cancellation cancellation)) {
            throw new IllegalArgumentException("not a cancellation: " + verified.certificate().profile().id());
        }
        Optional<TrustedPrescriber> signer = verified.signer();
        if (signer.isEmpty()) {
            return CancelOutcome.UNSIGNED;
        }
        String id = cancellation.prescriptionId().value();
        String issuer = Names.readable(signer.get().subject());
        Optional<Change> change = repository.cancel(id, issuer, cancellation.reason().code(), clock.instant());
        if (change.isEmpty()) {
            return CancelOutcome.NOT_THE_SIGNER;
        }
        if (change.get().done()) {
            log.info("Cancellation: {} cancelled by its prescriber ({})", id, cancellation.reason().code());
            return CancelOutcome.CANCELLED;
        }
        if (change.get().found().status() == PrescriptionStatus.CANCELLED) {
            return CancelOutcome.ALREADY_CANCELLED;
        }
        // Nothing else stops a cancellation but a supply: the prescription was dispensed, in full or in part.
        audit.lateCancellation(change.get().found().id(), issuer, cancellation.reason().label(), clock.instant());
        log.info("Cancellation: {} refused, already dispensed ({})", id, cancellation.reason().code());
        return CancelOutcome.ALREADY_DISPENSED;
    }
}
