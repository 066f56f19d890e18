package org.etp.prescriber.receipts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.List;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.AuditRecord;
import org.etp.ac.prescription.DispenseEvent;
import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.prescription.Profile;
import org.etp.ac.prescription.Quantity;
import org.etp.ac.prescription.StatusChange;
import org.etp.ac.prescription.ValidityPeriod;
import org.etp.ac.prescription.VerificationResult;
import org.etp.ac.receipt.EncodedReceipt;
import org.etp.ac.receipt.VerifiedReceipt;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.trust.PrescriberIdentity;
import org.junit.jupiter.api.Test;

class ReceiptOutcomesTests {

    private static final X500Principal PHARMACY = new X500Principal(
            "CN=Riverside Pharmacy, OU=FA123, O=ETP Demo Pharmacy, C=GB");
    private static final X500Principal PRESCRIBER = new X500Principal(
            "CN=Dr Ada Hart, SERIALNUMBER=GMC 7012345, T=general_practitioner, OU=A81001, O=Hart Surgery, C=GB");
    private static final Instant AT = Instant.now().truncatedTo(ChronoUnit.SECONDS).minusSeconds(60);

    @Test
    void addsUpEachItemsSuppliesAndCountsAnItemWithNoneAsNothingSupplied() {
        Prescription prescription = prescription(26_500_301);
        Item first = prescription.items().get(0);
        Quantity two = Quantity.of("2", first.quantity().unit());
        VerifiedReceipt receipt = receipt(prescription, List.of(new DispenseEvent(1, two, AT, "shah", "supplied"),
                new DispenseEvent(1, two, AT, "shah", "supplied")), PrescriptionStatus.PARTIALLY_DISPENSED);

        ReceiptOutcome outcome = ReceiptOutcomes.of(receipt);

        assertThat(outcome.status()).isEqualTo(PrescriptionStatus.PARTIALLY_DISPENSED);
        assertThat(outcome.pharmacyName()).isEqualTo("Riverside Pharmacy (FA123)");
        assertThat(outcome.issuedAt()).isEqualTo(AT);
        assertThat(outcome.items()).hasSize(prescription.items().size());
        assertThat(outcome.items().get(0).supplied()).isEqualByComparingTo("4");
        assertThat(outcome.items().get(0).prescribed()).isEqualTo(first.quantity());
        assertThat(outcome.items().subList(1, outcome.items().size()))
                .allSatisfy(item -> assertThat(item.supplied()).isZero());
    }

    @Test
    void refusesAReceiptWithoutAFinalOutcomeOrSuppliedInAnotherUnit() {
        Prescription prescription = prescription(26_500_302);
        assertThatThrownBy(() -> ReceiptOutcomes.of(receipt(prescription, List.of(), PrescriptionStatus.RECEIVED)))
                .isInstanceOf(IllegalArgumentException.class);

        DispenseEvent inMillilitres = new DispenseEvent(1, Quantity.of("1", "ml-other"), AT, "shah", "supplied");
        assertThatThrownBy(() -> ReceiptOutcomes.of(receipt(prescription, List.of(inMillilitres),
                PrescriptionStatus.DISPENSED))).isInstanceOf(IllegalArgumentException.class);
    }

    private static Prescription prescription(long seed) {
        return (Prescription) new SampleGenerator(seed, "FA123").certificate(Profile.PRESCRIPTION,
                PrescriberIdentity.fromSubject(PRESCRIBER), LocalDate.now()).content();
    }

    private static VerifiedReceipt receipt(Prescription prescription, List<DispenseEvent> dispensed,
            PrescriptionStatus outcome) {
        AuditRecord record = new AuditRecord(prescription,
                List.of(new VerificationResult("certificate-sha256", true, AT, "00")), dispensed,
                List.of(new StatusChange(PrescriptionStatus.RECEIVED, AT.minusSeconds(60), "intake", "verified"),
                        new StatusChange(outcome, AT, "shah", "counter")));
        PrescriptionCertificate certificate = new PrescriptionCertificate(BigInteger.valueOf(26_500_303), PHARMACY,
                prescription.patient().holder(), new ValidityPeriod(AT, AT.plusSeconds(3600)), record);
        return new VerifiedReceipt(certificate, new EncodedReceipt(WireFormat.DER, new byte[] {1}), true);
    }
}
