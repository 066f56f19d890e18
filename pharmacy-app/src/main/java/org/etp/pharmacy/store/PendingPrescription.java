package org.etp.pharmacy.store;

import java.util.concurrent.CompletableFuture;
import org.etp.ac.verification.VerifiedPrescription;
import org.etp.pharmacy.prescription.CertificateIdentity;

/**
 * A verified certificate waiting for its group commit, its identity as the store keys it, and the future its
 * connection waits on.
 */
record PendingPrescription(VerifiedPrescription prescription, CertificateIdentity identity, long handedOverAt,
        CompletableFuture<StoreResult> result) {

    PendingPrescription(VerifiedPrescription prescription, long handedOverAt) {
        this(prescription, CertificateIdentity.of(prescription), handedOverAt, new CompletableFuture<>());
    }

    /** The key of {@link #identity()}: pending certificates with the same key are one certificate. */
    String key() {
        return identity.key();
    }

    String prescriptionId() {
        return prescription.certificate().prescriptionId().value();
    }

    void complete(StoreResult outcome) {
        result.complete(outcome);
    }
}
