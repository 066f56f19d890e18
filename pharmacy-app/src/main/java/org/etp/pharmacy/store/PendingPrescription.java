package org.etp.pharmacy.store;

import java.util.concurrent.CompletableFuture;
import org.etp.ac.verification.VerifiedPrescription;

/** A verified prescription waiting for its group commit, and the future its connection waits on. */
record PendingPrescription(VerifiedPrescription prescription, long handedOverAt, CompletableFuture<StoreResult> result) {

    PendingPrescription(VerifiedPrescription prescription, long handedOverAt) {
        this(prescription, handedOverAt, new CompletableFuture<>());
    }

    String prescriptionId() {
        return prescription.certificate().prescriptionId().value();
    }

    void complete(StoreResult outcome) {
        result.complete(outcome);
    }
}
