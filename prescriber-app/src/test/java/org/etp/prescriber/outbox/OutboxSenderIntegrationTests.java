package org.etp.prescriber.outbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.etp.prescriber.support.PrescriptionRequests.nominating;
import static org.etp.prescriber.support.PrescriptionRequests.prescription;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;

import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.StageTimings;
import org.etp.prescriber.history.StatusLabels;
import org.etp.prescriber.signing.Signer;
import org.etp.prescriber.support.FakeIntake;
import org.etp.prescriber.support.PrescriberIntegrationTest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;

class OutboxSenderIntegrationTests extends PrescriberIntegrationTest {

    private static final Duration PATIENCE = Duration.ofSeconds(10);

    @Autowired
    FakeIntake intake;

    @Autowired
    OutboxRepository outbox;

    @Autowired
    StatusLabels labels;

    @Autowired
    Signer signer;

    @AfterEach
    void resetIntake() {
        intake.reset();
    }

    @Test
    void recordsTheAcceptanceWithThePharmacysTimingsAndTheRoundTrip() throws Exception {
        String id = write("der", "ecp256");

        await().atMost(PATIENCE).until(() -> status(id).equals("ACCEPTED"));
        Map<String, Object> row = row(id);
        assertThat(row.get("pharmacy_store_micros")).isEqualTo(44L);
        assertThat(row.get("pharmacy_total_micros")).isEqualTo(150L);
        assertThat((Long) row.get("round_trip_micros")).isNotNegative();
        assertThat(row.get("attempts")).isEqualTo(1);
        assertThat(row.get("acknowledged_at")).isNotNull();
        assertThat(intake.received()).filteredOn(s -> s.id().value().equals(id)).singleElement()
                .extracting(FakeIntake.Submission::attachment).as("no responder named: no staple, nothing attached")
                .isEqualTo(Optional.empty());
    }

    @Test
    void retriesWhileThePharmacyIsDownAndDeliversOnceItIsBack() throws Exception {
        intake.down();
        String id = write("xml", "rsa2048");

        await().atMost(PATIENCE).until(() -> status(id).equals("RETRYING") && attempts(id) >= 2);
        assertThat(row(id).get("last_error").toString()).contains("Connection refused");
        intake.up();

        await().atMost(PATIENCE).until(() -> status(id).equals("ACCEPTED"));
        assertThat(intake.received()).filteredOn(s -> s.id().value().equals(id)).hasSize(1);
    }

    @Test
    void countsOnlyTheFailedAttemptsAsFailedWhileARetryIsInFlight() throws Exception {
        intake.down();
        String id = write("der", "rsa2048");
        await().atMost(PATIENCE).until(() -> status(id).equals("RETRYING"));
        CountDownLatch inFlight = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        intake.answer(s -> {
            inFlight.countDown();
            try {
                release.await(PATIENCE.toSeconds(), TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return ResponseFrame.accepted(0, s.id(), FakeIntake.TIMINGS);
        });
        try {
            intake.up();
            assertThat(inFlight.await(PATIENCE.toSeconds(), TimeUnit.SECONDS)).isTrue();

            OutboxEntry sending = outbox.find("hart", id).orElseThrow();
            int failed = sending.failedAttempts();
            assertThat(failed).isPositive();
            assertThat(sending.attempts()).isEqualTo(failed + 1);
            assertThat(labels.detail(sending)).startsWith("Not delivered yet: " + failed + (failed == 1
                    ? " attempt failed" : " attempts failed")).endsWith("Sending it again now.");
            assertThat(labels.attempts(sending)).isEqualTo((failed + 1) + " (" + failed + " failed, 1 under way)");
        } finally {
            release.countDown();
        }
        await().atMost(PATIENCE).until(() -> status(id).equals("ACCEPTED"));
        OutboxEntry delivered = outbox.find("hart", id).orElseThrow();
        assertThat(delivered.attempts()).isEqualTo(delivered.failedAttempts() + 1);
        assertThat(labels.detail(delivered)).isEmpty();
    }

    @Test
    void retriesAfterThePharmacysErrorAndSendsTheSameBytesAgain() throws Exception {
        intake.answer(FakeIntake::error);
        String id = write("der", "rsa2048");

        await().atMost(PATIENCE).until(() -> attempts(id) >= 2);
        assertThat(status(id)).isIn("RETRYING", "SENDING");
        intake.answer(s -> ResponseFrame.duplicate(0, s.id(), StageTimings.NONE));

        await().atMost(PATIENCE).until(() -> status(id).equals("DUPLICATE"));
        var sent = intake.received().stream().filter(s -> s.id().value().equals(id)).toList();
        assertThat(sent.size()).isGreaterThanOrEqualTo(2);
        assertThat(sent).allSatisfy(s -> assertThat(s.certificate()).isEqualTo(sent.get(0).certificate()));
        assertThat(row(id).get("payload")).isEqualTo(sent.get(0).certificate());
    }

    @Test
    void resendsOnANewConnectionWhatADyingConnectionLeftUnanswered() throws Exception {
        intake.loseNextAnswer();
        // The pharmacy committed the first send; the resend finds it stored.
        intake.answer(s -> ResponseFrame.duplicate(0, s.id(), StageTimings.NONE));
        String id = write("der", "ecp256");

        await().atMost(PATIENCE).until(() -> status(id).equals("DUPLICATE"));
        var sent = intake.received().stream().filter(s -> s.id().value().equals(id)).toList();
        assertThat(sent).hasSize(2);
        assertThat(sent.get(1).certificate()).isEqualTo(sent.get(0).certificate());
        assertThat(sent.get(1).connection()).as("the resend went on a new connection")
                .isGreaterThan(sent.get(0).connection());
        assertThat(attempts(id)).isEqualTo(2);
    }

    @Test
    void keepsARejectionWithItsReasonAndDoesNotResend() throws Exception {
        intake.answer(s -> ResponseFrame.rejected(0, Reason.REVOKED, Optional.of(s.id()), StageTimings.NONE));
        String id = write("der", "rsa2048");

        await().atMost(PATIENCE).until(() -> status(id).equals("REJECTED"));
        assertThat(row(id).get("reason")).isEqualTo("REVOKED");
        Thread.sleep(500);
        assertThat(intake.received()).filteredOn(s -> s.id().value().equals(id)).hasSize(1);
    }

    @Test
    void sendsTheSameBytesAgainWhenThePharmacyCouldNotCheckTheRevocationStatus() throws Exception {
        intake.answer(s -> ResponseFrame.rejected(0, Reason.REVOCATION_UNKNOWN, Optional.of(s.id()),
                StageTimings.NONE));
        String id = write("der", "rsa2048");

        await().atMost(PATIENCE).until(() -> attempts(id) >= 2);
        assertThat(status(id)).isIn("RETRYING", "SENDING");
        assertThat(outbox.find("hart", id).orElseThrow().lastError())
                .isEqualTo("the pharmacy could not check the prescriber's revocation status just now");
        intake.answer(s -> ResponseFrame.accepted(0, s.id(), StageTimings.NONE));

        await().atMost(PATIENCE).until(() -> status(id).equals("ACCEPTED"));
        var sent = intake.received().stream().filter(s -> s.id().value().equals(id)).toList();
        assertThat(sent).allSatisfy(s -> assertThat(s.certificate()).isEqualTo(sent.get(0).certificate()));
    }

    @Test
    void sendsEachPrescriptionToItsNominatedPharmacyOnly() throws Exception {
        String toMarketStreet = write("FCK42");
        String toRiverside = write("FA123");

        await().atMost(PATIENCE).until(() -> status(toMarketStreet).equals("ACCEPTED")
                && status(toRiverside).equals("ACCEPTED"));
        assertThat(intake.received()).filteredOn(s -> s.id().value().equals(toMarketStreet))
                .extracting(FakeIntake.Submission::pharmacy).containsExactly("FCK42");
        assertThat(intake.received()).filteredOn(s -> s.id().value().equals(toRiverside))
                .extracting(FakeIntake.Submission::pharmacy).containsExactly("FA123");
    }

    @Test
    void keepsAPrescriptionForAPharmacyWithNoLinkInTheOutboxAndSendsItNowhereElse() throws Exception {
        // Nominated to Hillside (FWD07), which this practice no longer has a link to (etp.pharmacies).
        PrescriberIdentity hart = PrescriberIdentity.fromSubject(signer.identity("hart-rsa2048").subject());
        PrescriptionCertificate certificate = new SampleGenerator(24_000_400, "FWD07").certificate(
                Profile.PRESCRIPTION, hart, LocalDate.now(ZoneOffset.UTC));
        outbox.insert(new NewOutboxEntry("hart", signer.sign(certificate, "hart-rsa2048", WireFormat.DER),
                "Hillside Community Pharmacy"));
        String id = certificate.prescriptionId().value();

        await().atMost(PATIENCE).until(() -> status(id).equals("RETRYING") && attempts(id) >= 2);
        OutboxEntry waiting = outbox.find("hart", id).orElseThrow();
        assertThat(waiting.lastError()).isEqualTo("no link to the nominated pharmacy FWD07 is configured"
                + " (etp.pharmacies); it is sent there only, once one is");
        assertThat(labels.detail(waiting)).contains("no link to the nominated pharmacy FWD07");
        assertThat(intake.received()).noneMatch(s -> s.id().value().equals(id));
    }

    private String write(String pharmacy) throws Exception {
        return signed(nominating(mvc, "hart", pharmacy));
    }

    private String write(String format, String algorithm) throws Exception {
        return signed(prescription(mvc, "hart", format, algorithm));
    }

    /** Posts the form and returns the prescription ID it was signed under. */
    private String signed(MockHttpServletRequestBuilder form) throws Exception {
        mvc.perform(form).andExpect(redirectedUrl("/prescriptions"));
        return jdbc.queryForObject("SELECT prescription_id FROM outbox ORDER BY id DESC LIMIT 1", String.class);
    }

    private String status(String id) {
        return jdbc.queryForObject("SELECT status FROM outbox WHERE prescription_id = ?", String.class, id);
    }

    private int attempts(String id) {
        return jdbc.queryForObject("SELECT attempts FROM outbox WHERE prescription_id = ?", Integer.class, id);
    }

    private Map<String, Object> row(String id) {
        return jdbc.queryForMap("SELECT * FROM outbox WHERE prescription_id = ?", id);
    }
}
