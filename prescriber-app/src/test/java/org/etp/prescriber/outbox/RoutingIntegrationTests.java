package org.etp.prescriber.outbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.etp.prescriber.support.PrescriptionRequests.nominating;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;

import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.prescriber.history.StatusLabels;
import org.etp.prescriber.signing.Signer;
import org.etp.prescriber.support.FakeIntake;
import org.etp.prescriber.support.PrescriberIntegrationTest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** Each prescription goes to the pharmacy it nominates, and only there (two pharmacies are configured). */
class RoutingIntegrationTests extends PrescriberIntegrationTest {

    private static final Duration PATIENCE = Duration.ofSeconds(10);

    @Autowired
    FakeIntake intake;

    @Autowired
    OutboxRepository outbox;

    @Autowired
    Signer signer;

    @Autowired
    StatusLabels labels;

    @AfterEach
    void resetIntake() {
        intake.reset();
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
        mvc.perform(nominating(mvc, "hart", pharmacy)).andExpect(redirectedUrl("/prescriptions"));
        return jdbc.queryForObject("SELECT prescription_id FROM outbox ORDER BY id DESC LIMIT 1", String.class);
    }

    private String status(String id) {
        return jdbc.queryForObject("SELECT status FROM outbox WHERE prescription_id = ?", String.class, id);
    }

    private int attempts(String id) {
        return jdbc.queryForObject("SELECT attempts FROM outbox WHERE prescription_id = ?", Integer.class, id);
    }
}
