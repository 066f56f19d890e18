package org.etp.prescriber.receipts;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.receipt.EncodedReceipt;
import org.etp.ac.receipt.PharmacyReceipts;
import org.etp.ac.receipt.StatusEntry;
import org.etp.ac.receipt.VerifiedReceipt;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.trust.PharmacySigners;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.RevocationSettings;
import org.etp.ac.trust.RevocationSource;
import org.etp.ac.trust.TrustException;
import org.etp.prescriber.notices.Notices;
import org.etp.prescriber.outbox.AwaitingReceipt;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Verifies a receipt against the prescription's own stored certificate and stores it only if it verifies
 * ({@link PharmacyReceipts}): signed by the certificate that came with it, validated to the PKI directory's trust
 * anchors for pharmacy signing and naming the ODS code of the pharmacy asked — or, when none came, by the directory's
 * own pharmacy signing certificate under the same ODS rule — naming this prescription and the SHA-256 of the exact
 * bytes this app sent. A receipt that fails is refused with a WARN naming the prescription ID and the reason, nothing
 * else, and nothing is stored. A stored receipt that refers the prescription back to its prescriber raises a notice
 * they must acknowledge. The trusted signers are read again from the directory at most once a minute, so that a new
 * CRL or anchor takes effect soon; revocation is asked of {@code etp.trust.*}'s sources ({@link RevocationSettings}).
 */
@Component
class ReceiptChecker {

    private static final Logger log = LoggerFactory.getLogger(ReceiptChecker.class);

    private static final Duration FRESH = Duration.ofMinutes(1);

    private final PkiDirectory pki;
    private final RevocationSettings revocation;
    private final List<RevocationSource> sources;
    private final ReceiptRepository receipts;
    private final Notices notices;
    private final Clock clock;
    private PharmacyReceipts verifier;
    private Instant madeAt;

    ReceiptChecker(PkiDirectory pki, RevocationSettings revocation, ReceiptRepository receipts, Notices notices,
            Clock clock) {
        this.pki = pki;
        this.revocation = revocation;
        this.sources = revocation.sources();
        this.receipts = receipts;
        this.notices = notices;
        this.clock = clock;
    }

    /**
     * The verifier, from the PKI's trust anchors (those of {@code etp.trust.anchors} in place of its root) and
     * pharmacy signing certificate, made again once a minute.
     *
     * @throws TrustException when the PKI holds no usable pharmacy signing certificate: no receipt can be trusted
     */
    synchronized PharmacyReceipts verifier() throws TrustException {
        Instant now = clock.instant();
        if (verifier == null || madeAt.plus(FRESH).isBefore(now)) {
            PkiDirectory directory = pki.reopen();
            verifier = new PharmacyReceipts(PharmacySigners.fromPki(directory, revocation.rootAnchors(directory),
                    sources, revocation.softFail(), now));
            madeAt = now;
        }
        return verifier;
    }

    /**
     * Verifies the receipt of {@code entry}, which the pharmacy {@code odsCode} sent when asked, as the answer about
     * {@code prescription} and stores it; returns whether it was stored (false when it failed, stated no final
     * outcome, or the prescription had a receipt already).
     */
    boolean accept(String odsCode, AwaitingReceipt prescription, StatusEntry entry) throws TrustException {
        EncodedReceipt receipt = entry.receipt().orElseThrow(() -> new IllegalArgumentException("no receipt"));
        VerifiedReceipt verified;
        try {
            verified = verifier().verify(odsCode, receipt, entry.signer(),
                    new PrescriptionId(prescription.prescriptionId()), prescription.certificate(), clock.instant());
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
