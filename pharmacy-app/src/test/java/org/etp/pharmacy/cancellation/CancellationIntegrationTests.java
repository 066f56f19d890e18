package org.etp.pharmacy.cancellation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.math.BigInteger;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.Cancellation;
import org.etp.ac.prescription.CancellationReason;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.support.Arrivals;
import org.etp.pharmacy.support.CounterAppTest;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.PharmacyDatabase;
import org.etp.pharmacy.support.TestPki;
import org.hamcrest.Matchers;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.request.RequestPostProcessor;

/**
 * Cancellations over the real intake socket, verified by the real verifier, applied to PostgreSQL, and the
 * counter's view of the result. Seeds and serials 24_500_000 onwards.
 */
@CounterAppTest
class CancellationIntegrationTests {

    private static final RequestPostProcessor PHARMACIST = user("shah").roles("PHARMACIST");
    private static final AtomicLong SERIALS = new AtomicLong(24_500_000);

    @Autowired
    IntakeServer intake;

    @Autowired
    MockMvc mvc;

    @Test
    void cancelsAnUndispensedPrescriptionOnlyAfterCommitAndTheCounterRefusesToDispenseIt() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 24_500_001);

        ResponseFrame answer = cancel(id, "hart-rsa2048", WireFormat.XML, CancellationReason.PATIENT_REQUEST);

        assertThat(answer.status()).isEqualTo(ResponseStatus.ACCEPTED);
        assertThat(answer.prescriptionId()).contains(new PrescriptionId(id));
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription WHERE prescription_id = ?"
                + " AND status = 'CANCELLED' AND cancellation_reason = '0005' AND status_changed_at IS NOT NULL", id))
                .isOne();
        mvc.perform(get("/prescriptions/" + id).with(PHARMACIST)).andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("at the patient&#39;s request")))
                .andExpect(content().string(Matchers.containsString("Cancelled by its prescriber <b>Dr ")))
                .andExpect(content().string(Matchers.containsString("cancelled: not to be dispensed")))
                .andExpect(content().string(Matchers.not(Matchers.containsString("<s>"))))
                .andExpect(content().string(Matchers.not(Matchers.containsString("valid now"))))
                .andExpect(content().string(Matchers.not(Matchers.containsString("id=\"dispense\""))));
        mvc.perform(post("/prescriptions/" + id + "/dispense").param("confirmed", "true").with(PHARMACIST)
                .with(csrf()));
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM dispense_event d JOIN prescription p"
                + " ON p.id = d.prescription WHERE p.prescription_id = ?", id)).isZero();
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription WHERE prescription_id = ?"
                + " AND status = 'CANCELLED'", id)).isOne();
    }

    @Test
    void aSecondCancellationIsDuplicateAndKeepsTheFirstReason() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.OER, Profile.PRESCRIPTION, 24_500_002);

        assertThat(cancel(id, "hart-ecp256", WireFormat.OER, CancellationReason.PRESCRIBING_ERROR).status())
                .isEqualTo(ResponseStatus.ACCEPTED);
        ResponseFrame again = cancel(id, "hart-ed25519", WireFormat.DER, CancellationReason.CLINICAL_GROUNDS);

        assertThat(again.status()).isEqualTo(ResponseStatus.DUPLICATE);
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription WHERE prescription_id = ?"
                + " AND cancellation_reason = '0001'", id)).isOne();
    }

    @Test
    void refusesACancellationAfterDispensingWithAlreadyDispensed() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 24_500_003);
        mvc.perform(post("/prescriptions/" + id + "/dispense").param("confirmed", "true").with(PHARMACIST)
                .with(csrf()));

        ResponseFrame answer = cancel(id, "hart-rsa2048", WireFormat.DER, CancellationReason.CLINICAL_GROUNDS);

        assertThat(answer.status()).isEqualTo(ResponseStatus.REJECTED);
        assertThat(answer.reason()).contains(Reason.ALREADY_DISPENSED);
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription WHERE prescription_id = ?"
                + " AND status = 'DISPENSED' AND cancellation_reason IS NULL", id)).isOne();
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM counter_audit a JOIN prescription p"
                + " ON p.id = a.prescription WHERE p.prescription_id = ? AND a.action = 'LATE_CANCELLATION'"
                + " AND a.outcome = 'REFUSED' AND a.detail LIKE '%clinical grounds%'", id)).isOne();
        mvc.perform(get("/prescriptions/" + id).with(PHARMACIST))
                .andExpect(content().string(Matchers.containsString("The prescriber tried to cancel this after it was"
                        + " dispensed: clinical grounds")))
                .andExpect(content().string(Matchers.containsString("Cancellation by the prescriber, after dispensing")));
        long named = 0;
        for (int tries = 0; tries < 100 && named == 0; tries++) {
            Thread.sleep(100);
            named = PharmacyDatabase.count("SELECT count(*) FROM rejected_message WHERE detail LIKE ?", "%" + id + "%");
        }
        assertThat(named).as("rejections naming the prescription ID").isOne();
        mvc.perform(get("/rejections").with(PHARMACIST)).andExpect(content().string(Matchers.containsString(
                "the prescription was dispensed before the cancellation arrived")));
    }

    @Test
    void refusesACancellationByAnotherPrescriberAndChangesNothing() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 24_500_004);

        ResponseFrame answer = cancel(id, "okafor-rsa2048", WireFormat.DER, CancellationReason.PRESCRIBING_ERROR);

        assertThat(answer.status()).isEqualTo(ResponseStatus.REJECTED);
        assertThat(answer.reason()).contains(Reason.UNKNOWN_PRESCRIBER);
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription WHERE prescription_id = ?"
                + " AND status = 'RECEIVED' AND cancellation_reason IS NULL", id)).isOne();
    }

    @Test
    void refusesACancellationOfAnUnknownIdAndStoresNothing() throws Exception {
        long before = PharmacyDatabase.count("SELECT count(*) FROM prescription");
        String unknown = PrescriptionId.of(0x24_5000, "Y12345", 5).value();

        ResponseFrame answer = cancel(unknown, "hart-rsa2048", WireFormat.DER, CancellationReason.PRESCRIBING_ERROR);

        assertThat(answer.status()).isEqualTo(ResponseStatus.REJECTED);
        assertThat(answer.reason()).contains(Reason.UNKNOWN_PRESCRIBER);
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription")).isEqualTo(before);
    }

    @Test
    void refusesACancellationSentAsASubmissionAndAPrescriptionSentAsACancel() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 24_500_005);
        SigningIdentity hart = TestPki.signer(DemoPki.defaultSignerId(SignatureAlgorithm.RSA2048));
        byte[] cancellation = cancellation(id, hart, WireFormat.DER, CancellationReason.PRESCRIBING_ERROR);
        byte[] prescription = TestPki.signed(WireFormat.DER, Profile.PRESCRIPTION, SignatureAlgorithm.RSA2048,
                24_500_006);

        try (IntakeSocket socket = new IntakeSocket(intake.port())) {
            ResponseFrame submitted = socket.submit(WireFormat.DER, cancellation);
            ResponseFrame asCancel = socket.submit(RequestFrame.cancel(WireFormat.DER, 99, prescription));

            assertThat(submitted.reason()).contains(Reason.BAD_CONTENT);
            assertThat(asCancel.reason()).contains(Reason.BAD_CONTENT);
        }
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription WHERE prescription_id = ?"
                + " AND status = 'RECEIVED'", id)).isOne();
    }

    private ResponseFrame cancel(String id, String signerId, WireFormat format, CancellationReason reason)
            throws Exception {
        byte[] certificate = cancellation(id, TestPki.signer(signerId), format, reason);
        try (IntakeSocket socket = new IntakeSocket(intake.port())) {
            return socket.submit(RequestFrame.cancel(format, 1, certificate));
        }
    }

    private static byte[] cancellation(String id, SigningIdentity signer, WireFormat format,
            CancellationReason reason) {
        var certificate = new Cancellation(new PrescriptionId(id), reason).certificate(
                BigInteger.valueOf(SERIALS.incrementAndGet()), signer.certificate().getSubjectX500Principal(),
                Cancellation.PATIENT_NOT_STATED, Instant.now());
        return TestPki.sign(format, certificate, signer);
    }
}
