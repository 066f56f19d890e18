package org.etp.prescriber.cancelling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.etp.prescriber.support.PrescriptionRequests.prescription;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.flash;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Optional;
import org.etp.ac.prescription.Cancellation;
import org.etp.ac.prescription.CancellationReason;
import org.etp.ac.rejection.Reason;
import org.etp.ac.wire.MessageKind;
import org.etp.ac.wire.ResponseFrame;
import org.etp.prescriber.support.FakeIntake;
import org.etp.prescriber.support.PrescriberIntegrationTest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The prescriber cancels from the prescription's page: a reason must be chosen and the cancellation confirmed;
 * the signed cancellation goes through the outbox as a CANCEL frame, and the pharmacy's answer shows in words.
 */
class CancelIntegrationTests extends PrescriberIntegrationTest {

    @Autowired
    FakeIntake intake;

    @AfterEach
    void reset() {
        intake.reset();
    }

    @Test
    void cancelsWithAReasonThroughTheOutboxAsACancelFrame() throws Exception {
        String id = write();
        mvc.perform(get("/prescriptions/" + id).with(user("hart"))).andExpect(status().isOk())
                .andExpect(content().string(containsString("id=\"cancel-form\"")))
                .andExpect(content().string(containsString("<option value=\"\" selected disabled>")))
                .andExpect(content().string(not(containsString("value=\"0001\" selected"))));

        mvc.perform(post("/prescriptions/" + id + "/cancel").param("confirmed", "true").with(user("hart"))
                .with(csrf())).andExpect(flash().attribute("cancelError", "Choose why the prescription is cancelled."));
        mvc.perform(post("/prescriptions/" + id + "/cancel").param("reason", "0001").with(user("hart"))
                .with(csrf())).andExpect(flash().attribute("cancelError", "Tick the box to confirm the cancellation."));
        assertThat(cancellations(id)).isZero();

        mvc.perform(post("/prescriptions/" + id + "/cancel").param("reason", "0001").param("confirmed", "true")
                .with(user("hart")).with(csrf())).andExpect(redirectedUrl("/prescriptions/" + id));

        await().atMost(Duration.ofSeconds(20)).until(() -> "ACCEPTED".equals(cancellationStatus(id)));
        Optional<FakeIntake.Submission> sent = intake.received().stream()
                .filter(s -> s.kind() == MessageKind.CANCEL).findFirst();
        assertThat(sent).isPresent();
        var cancellation = sent.get().format().codec().decode(sent.get().certificate()).parse();
        assertThat(cancellation.content()).isEqualTo(new Cancellation(sent.get().id(),
                CancellationReason.PRESCRIBING_ERROR));
        assertThat(sent.get().id().value()).isEqualTo(id);
        // numbered as prescriptions are, from the one serial source
        assertThat(jdbc.queryForList("SELECT serial FROM outbox WHERE prescription_id = ?", BigDecimal.class,
                id)).hasSize(2).allSatisfy(serial -> assertThat(serial.toBigInteger().bitLength()).isEqualTo(126));
        mvc.perform(get("/prescriptions/" + id).with(user("hart")))
                .andExpect(content().string(containsString("Cancelled (prescribing error): the pharmacy will not"
                        + " dispense it.")))
                .andExpect(content().string(not(containsString("id=\"cancel-form\""))));
        mvc.perform(get("/prescriptions").with(user("hart"))).andExpect(status().isOk());

        mvc.perform(post("/prescriptions/" + id + "/cancel").param("reason", "0004").param("confirmed", "true")
                .with(user("hart")).with(csrf()))
                .andExpect(flash().attribute("cancelError", "This prescription has a cancellation already."));
        assertThat(cancellations(id)).isOne();
    }

    @Test
    void showsInPlainWordsThatThePharmacyHadDispensedIt() throws Exception {
        String id = write();
        intake.answer(s -> s.kind() == MessageKind.CANCEL
                ? ResponseFrame.rejected(0, Reason.ALREADY_DISPENSED, Optional.of(s.id()), FakeIntake.TIMINGS)
                : ResponseFrame.accepted(0, s.id(), FakeIntake.TIMINGS));

        mvc.perform(post("/prescriptions/" + id + "/cancel").param("reason", "0005").param("confirmed", "true")
                .with(user("hart")).with(csrf())).andExpect(redirectedUrl("/prescriptions/" + id));

        await().atMost(Duration.ofSeconds(20)).until(() -> "REJECTED".equals(cancellationStatus(id)));
        mvc.perform(get("/prescriptions/" + id).with(user("hart")))
                .andExpect(content().string(containsString("already dispensed — the pharmacy had dispensed it before"
                        + " the cancellation arrived")));
    }

    @Test
    void offersNoCancellationUntilThePharmacyHasThePrescription() throws Exception {
        intake.down();
        mvc.perform(prescription(mvc, "hart", "der", "rsa2048")).andExpect(status().isFound());
        String id = jdbc.queryForObject("SELECT prescription_id FROM outbox WHERE username = 'hart' AND kind = 'SUBMIT'"
                + " ORDER BY id DESC LIMIT 1", String.class);

        mvc.perform(get("/prescriptions/" + id).with(user("hart")))
                .andExpect(content().string(not(containsString("id=\"cancel-form\""))));
        mvc.perform(post("/prescriptions/" + id + "/cancel").param("reason", "0001").param("confirmed", "true")
                .with(user("hart")).with(csrf()))
                .andExpect(flash().attribute("cancelError", "It can be cancelled once the pharmacy has it."));
        assertThat(cancellations(id)).isZero();
        intake.up();
    }

    @Test
    void anotherPrescriberCannotCancelIt() throws Exception {
        String id = write();

        mvc.perform(post("/prescriptions/" + id + "/cancel").param("reason", "0001").param("confirmed", "true")
                .with(user("okafor")).with(csrf())).andExpect(status().isNotFound());
        assertThat(cancellations(id)).isZero();
    }

    private String write() throws Exception {
        mvc.perform(prescription(mvc, "hart", "der", "rsa2048")).andExpect(status().isFound());
        String id = jdbc.queryForObject("SELECT prescription_id FROM outbox WHERE username = 'hart' AND kind = 'SUBMIT'"
                + " ORDER BY id DESC LIMIT 1", String.class);
        await().atMost(Duration.ofSeconds(20)).until(() -> "ACCEPTED".equals(jdbc.queryForObject(
                "SELECT status FROM outbox WHERE prescription_id = ? AND kind = 'SUBMIT'", String.class, id)));
        return id;
    }

    private long cancellations(String id) {
        return jdbc.queryForObject("SELECT count(*) FROM outbox WHERE prescription_id = ? AND kind = 'CANCEL'",
                Long.class, id);
    }

    private String cancellationStatus(String id) {
        return jdbc.query("SELECT status FROM outbox WHERE prescription_id = ? AND kind = 'CANCEL'",
                (row, n) -> row.getString(1), id).stream().findFirst().orElse(null);
    }
}
