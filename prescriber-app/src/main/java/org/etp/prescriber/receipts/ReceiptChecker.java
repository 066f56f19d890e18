package org.etp.prescriber.receipts;

import java.time.Clock;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.receipt.EncodedReceipt;
import org.etp.ac.receipt.ReceiptVerifier;
import org.etp.ac.receipt.VerifiedReceipt;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.TrustException;
import org.etp.prescriber.notices.Notices;
import org.etp.prescriber.outbox.AwaitingReceipt;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Verifies a receipt against the prescription's own stored certificate and stores it only if it verifies:
 * signed by the pharmacy signing certificate of the app's PKI directory (chained through the service CA to the
 * root), naming this prescription and the SHA-256 of the exact bytes this app sent. A receipt that fails is
 * refused with a WARN naming the prescription ID and the reason code, nothing else, and nothing is stored. A
 * stored receipt that refers the prescription back to its prescriber raises a notice they must acknowledge.
 */
@Component
class ReceiptChecker {

    private static final Logger log = LoggerFactory.getLogger(ReceiptChecker.class);

    private final PkiDirectory pki;
    private final ReceiptRepository receipts;
    private final Notices notices;
    private final Clock clock;
    private volatile ReceiptVerifier verifier;

    ReceiptChecker(PkiDirectory pki, ReceiptRepository receipts, Notices notices, Clock clock) {
        this.pki = pki;
        this.receipts = receipts;
        this.notices = notices;
        this.clock = clock;
    }

    /**
     * The verifier, from the PKI's pharmacy signing certificate, checked once.
     *
     * @throws TrustException when the PKI holds no usable pharmacy signing certificate: no receipt can be trusted
     */
    ReceiptVerifier verifier() throws TrustException {
        ReceiptVerifier current = verifier;
        if (current == null) {
            current = ReceiptVerifier.fromPki(pki, clock.instant());
            verifier = current;
        }
        return current;
    }

    /**
     * Verifies {@code receipt} as the answer about {@code prescription} and stores it; returns whether it was
     * stored (false when it failed, stated no final outcome, or the prescription had a receipt already).
     */
    boolean accept(AwaitingReceipt prescription, EncodedReceipt receipt)
            throws TrustException {
        VerifiedReceipt verified;
        try {
            verified = verifier().verify(receipt, new PrescriptionId(prescription.prescriptionId()),
                    prescription.certificate());
        } catch (VerificationException e) {
            log.warn("Refused the receipt for prescription {}: {}", prescription.prescriptionId(), e.reason());
            return false;
        }
        ReceiptOutcome outcome;
        try {
            outcome = ReceiptOutcomes.of(verified);
        } catch (IllegalArgumentException e) {
            log.warn("Refused the receipt for prescription {}: {}", prescription.prescriptionId(),
                    "it states no final outcome that fits the prescription");
            return false;
        }
        boolean stored = receipts.insert(new NewReceipt(prescription, outcome, receipt.format(), receipt.bytes()));
        if (stored) {
            log.info("Receipt for prescription {}: {}", prescription.prescriptionId(), outcome.status());
            if (outcome.referred()) {
                notices.raise(prescription.outboxId(), outcome.pharmacyName(), outcome.reason());
            }
        }
        return stored;
    }
}
