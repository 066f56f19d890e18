package org.etp.pharmacy.counter.dispensing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.pharmacy.counter.dispensing.ActionResult.Outcome;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.prescription.NotDispensedReason;
import org.etp.pharmacy.prescription.PrescribedItem;
import org.etp.pharmacy.prescription.Prescriptions;
import org.etp.pharmacy.prescription.ReturnReason;
import org.etp.pharmacy.support.Arrivals;
import org.etp.pharmacy.support.CounterAppTest;
import org.etp.pharmacy.support.PharmacyDatabase;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.security.authorization.AuthorizationDeniedException;
import org.springframework.security.test.context.support.WithMockUser;

@CounterAppTest
@WithMockUser(username = "shah", roles = "PHARMACIST")
class CounterActionsIntegrationTests {

    @Autowired
    CounterActions actions;

    @Autowired
    Prescriptions prescriptions;

    @Autowired
    IntakeServer intake;

    @Test
    void refusesToDispenseAnExpiredPrescriptionAndMarksItExpired() throws Exception {
        Instant notAfter = Instant.now().plusSeconds(2).truncatedTo(ChronoUnit.SECONDS);
        String id = Arrivals.sendValidUntil(intake.port(), notAfter, 530_001);
        while (!Instant.now().isAfter(notAfter.plusMillis(200))) {
            Thread.sleep(100);
        }

        ActionResult result = actions.dispense(id, "shah");

        assertThat(result.outcome()).isEqualTo(Outcome.EXPIRED);
        // One format for a time across the counter, in the pharmacy's zone and naming it.
        assertThat(result.message()).matches("This prescription expired at \\d{1,2} [A-Z][a-z]{2,3} \\d{4}, \\d{2}:\\d{2}:\\d{2}"
                + " (GMT|BST); it cannot be dispensed\\.");
        assertThat(status(id)).isEqualTo("EXPIRED");
        assertThat(actions.dispense(id, "shah").outcome()).isEqualTo(Outcome.ALREADY_HANDLED);
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM counter_audit a JOIN prescription p"
                + " ON p.id = a.prescription WHERE p.prescription_id = ? AND a.action = 'EXPIRE'", id)).isOne();
        assertThat(actions.giveBack(id, ReturnReason.PRESCRIPTION_EXPIRED, "", "shah").done()).isTrue();
        assertThat(status(id)).isEqualTo("RETURNED");
    }

    @Test
    void recordsAPartialDispenseItemByItem() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 530_002);
        List<PrescribedItem> items = prescriptions.items(prescriptions.state(id).orElseThrow().id());
        List<ItemSupply> supplies = items.stream().map(item -> item.number() == 1
                ? new ItemSupply(1, BigDecimal.ZERO, Optional.of(NotDispensedReason.NOT_REQUIRED))
                : ItemSupply.full(item)).toList();
        if (items.size() == 1) {
            supplies = List.of(new ItemSupply(1, items.get(0).quantity().subtract(BigDecimal.ONE).max(BigDecimal.ONE)
                    .min(items.get(0).quantity()), Optional.of(NotDispensedReason.NOT_REQUIRED)));
        }

        ActionResult result = actions.dispensePartly(id, supplies, "shah");

        assertThat(result.done()).isTrue();
        List<PrescribedItem> after = prescriptions.items(prescriptions.state(id).orElseThrow().id());
        assertThat(after).allMatch(PrescribedItem::dispensed);
        assertThat(after.get(0).notDispensedReason()).isEqualTo("NOT_REQUIRED");
        assertThat(status(id)).isIn("PARTIALLY_DISPENSED", "DISPENSED");
        assertThat(actions.dispense(id, "shah").outcome()).isEqualTo(Outcome.ALREADY_HANDLED);
    }

    @Test
    void refusesMoreThanWasPrescribed() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 530_003);
        List<PrescribedItem> items = prescriptions.items(prescriptions.state(id).orElseThrow().id());
        List<ItemSupply> tooMuch = items.stream()
                .map(item -> new ItemSupply(item.number(), item.quantity().add(BigDecimal.ONE), Optional.empty()))
                .toList();

        assertThat(actions.dispensePartly(id, tooMuch, "shah").outcome()).isEqualTo(Outcome.INVALID);
        assertThat(status(id)).isEqualTo("RECEIVED");
    }

    @Test
    void returnsWithAReasonAndThenRefusesToDispense() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.XML, Profile.PRESCRIPTION, 530_004);

        assertThat(actions.giveBack(id, ReturnReason.INVALID_DIGITAL_SIGNATURE, "checked twice", "shah").done())
                .isTrue();

        assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription WHERE prescription_id = ?"
                + " AND status = 'RETURNED' AND return_reason = 'INVALID_DIGITAL_SIGNATURE'", id)).isOne();
        assertThat(actions.dispense(id, "shah").outcome()).isEqualTo(Outcome.ALREADY_HANDLED);
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM counter_audit a JOIN prescription p"
                + " ON p.id = a.prescription WHERE p.prescription_id = ? AND a.action = 'RETURN' AND a.outcome = 'DONE'"
                + " AND a.actor = 'shah' AND a.detail = 'Invalid digital signature: checked twice'", id)).isOne();
    }

    @Test
    @WithMockUser(username = "lee", roles = "TECHNICIAN")
    void refusesTheReadOnlyRoleAtTheServiceToo() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 530_005);

        assertThatExceptionOfType(AuthorizationDeniedException.class).isThrownBy(() -> actions.dispense(id, "lee"));
        assertThat(status(id)).isEqualTo("RECEIVED");
    }

    private String status(String id) {
        return prescriptions.state(id).orElseThrow().status().name();
    }
}
