package org.etp.ac.prescription;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BoundsTests {

    private static final Instant AT = Instant.parse("2026-11-22T09:00:00Z");
    private static final StatusChange RECEIVED = new StatusChange(PrescriptionStatus.RECEIVED, AT, "pharmacy intake",
            "verified and stored");
    private static final Prescription PRESCRIPTION = new Prescription(PrescriptionId.of(0xA1B2C3, "Y12345", 42),
            new Patient(new NhsNumber("9434765919"), "Jane", "Smith", LocalDate.of(1970, 3, 1),
                    new Address(List.of("1 High Street", "Salford"), "m5 4wt")),
            new Prescriber("Dr Amelia Hart", "GMC 7012345", PrescriberRole.GENERAL_PRACTITIONER),
            new Organisation("Y12345", "Riverside Medical Practice"),
            List.of(new Item("323509004", "Amoxicillin 500mg capsules", Quantity.of("21", "capsule"),
                    "One capsule three times a day")), PrescriptionType.ACUTE,
            Optional.of(new Organisation("FA123", "Riverside Pharmacy")));

    @Test
    void productionHoldsAStatusHistoryToThirtyTwoChanges() {
        assertThatCode(() -> Bounds.PRODUCTION.check(audit(32))).doesNotThrowAnyException();
        assertThatIllegalArgumentException().isThrownBy(() -> Bounds.PRODUCTION.check(audit(33)))
                .withMessage("status history must hold 1 to 32 entries, not 33");
    }

    @Test
    void noBoundsPassTheCeiling() {
        assertThatIllegalArgumentException().isThrownBy(() -> new Bounds(Bounds.CEILING_STATUS_HISTORY + 1, 1 << 20))
                .withMessageContaining("status history bound must be 1 to 10000");
        assertThatIllegalArgumentException().isThrownBy(() -> new Bounds(32, Bounds.CEILING_DOCUMENT_BYTES + 1))
                .withMessageContaining("document bound");
        assertThatIllegalArgumentException().isThrownBy(() -> new Bounds(0, 1 << 20));
    }

    @Test
    void anAuditRecordHoldsNoMoreThanTheCeiling() {
        assertThatCode(() -> audit(Bounds.CEILING_STATUS_HISTORY)).doesNotThrowAnyException();
        assertThatIllegalArgumentException().isThrownBy(() -> audit(Bounds.CEILING_STATUS_HISTORY + 1))
                .withMessage("status history must hold 1 to 10000 entries, not 10001");
        assertThatIllegalArgumentException().isThrownBy(() -> audit(0))
                .withMessageContaining("status history must hold");
    }

    private static AuditRecord audit(int statusChanges) {
        return new AuditRecord(PRESCRIPTION, List.of(new VerificationResult("signature", true, AT, "verified")),
                List.of(), Collections.nCopies(statusChanges, RECEIVED));
    }
}
