package org.etp.prescriber.passkeys;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.etp.prescriber.support.PrescriptionRequests.newPatient;
import static org.etp.prescriber.support.PrescriptionRequests.openForm;
import static org.etp.prescriber.support.PrescriptionRequests.prescription;
import static org.hamcrest.Matchers.containsString;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;

import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.etp.ac.codec.WireFormat;
import org.etp.prescriber.support.PrescriberIntegrationTest;
import org.etp.prescriber.support.SoftwarePasskey;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.security.web.webauthn.management.PublicKeyCredentialUserEntityRepository;
import org.springframework.security.web.webauthn.management.UserCredentialRepository;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;

/**
 * Several prescriptions confirmed with one passkey assertion, over the hash of their hashes: each form added to the
 * session's batch is prepared and nothing is signed; the batch page's challenge is the SHA-256 of the digests their
 * signatures will cover, in order; one assertion over it signs all of them, each keeping the assertion and the
 * batch's digests as evidence that the database itself checks. An assertion over anything else — one
 * prescription's own digest, the batch before one was taken out, the same batch again — signs nothing, and a
 * refused one leaves the batch as it was. The same patient's same medicine twice in one batch, and a replacement
 * (confirmed on its own, as it cancels another), are refused.
 */
class BatchConfirmationIntegrationTests extends PrescriberIntegrationTest {

    private static final String PRESCRIBER = "okafor";
    private static final Pattern CHALLENGE = Pattern.compile("data-challenge=\"([^\"]+)\"");
    private static final Pattern ENTRY = Pattern.compile("class=\"batch-entry\" data-prescription-id=\"([^\"]+)\"");

    @Autowired
    private PublicKeyCredentialUserEntityRepository users;

    @Autowired
    private UserCredentialRepository credentials;

    private String origin;
    private SoftwarePasskey passkey;
    private final MockHttpSession session = new MockHttpSession();

    @BeforeEach
    void passkey(@Autowired PasskeyProperties properties) {
        origin = properties.origins().get(0);
        passkey = SoftwarePasskey.create("localhost");
        passkey.registerFor(PRESCRIBER, "Surgery laptop", users, credentials);
    }

    @AfterEach
    void forgetPasskeys() {
        jdbc.update("DELETE FROM user_credentials");
        jdbc.update("DELETE FROM user_entities");
    }

    @Test
    void signsEveryPrescriptionOfTheBatchOnceOneAssertionConfirmedTheHashOfTheirHashes() throws Exception {
        List<String> patients = List.of(newPatient(), newPatient(), newPatient());
        for (String patient : patients) {
            added(patient, "xml");
        }
        assertThat(signedFor(patients)).as("nothing signed before the confirmation").isEmpty();
        mvc.perform(get("/prescriptions/new").with(user(PRESCRIBER)).session(session))
                .andExpect(content().string(containsString("3 prescriptions wait in your batch")));
        List<String> ids = entries();
        byte[] challenge = challenge();

        mvc.perform(confirm(passkey.assertion(challenge, origin, true))).andExpect(redirectedUrl("/prescriptions"));

        assertThat(signedFor(patients)).containsExactlyElementsOf(ids);
        MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
        for (String id : ids) {
            byte[] payload = jdbc.queryForObject("SELECT payload FROM outbox WHERE prescription_id = ?", byte[].class,
                    id);
            sha256.update(WireFormat.XML.codec().decode(payload).signedDigest().orElseThrow());
        }
        assertThat(sha256.digest()).as("the challenge is the hash of the signed digests, in order")
                .isEqualTo(challenge);
        List<Map<String, Object>> evidence = jdbc.queryForList("SELECT c.challenge, c.batch_digests FROM"
                + " passkey_confirmation c JOIN outbox o ON o.id = c.outbox_id WHERE o.prescription_id IN (?, ?, ?)",
                ids.toArray());
        assertThat(evidence).hasSize(3).allSatisfy(row -> {
            assertThat((byte[]) row.get("challenge")).isEqualTo(challenge);
            assertThat(ConfirmedDigests.fromConcatenated((byte[]) row.get("batch_digests")).challenge())
                    .isEqualTo(challenge);
        });
        mvc.perform(get("/prescriptions/" + ids.get(1)).with(user(PRESCRIBER)))
                .andExpect(content().string(containsString("in a batch of 3 confirmed together")));
        assertThat(jdbc.queryForObject("SELECT signature_count FROM user_credentials WHERE credential_id = ?",
                Long.class, passkey.credentialId())).as("one assertion for the whole batch").isEqualTo(1L);
    }

    @Test
    void refusesAnAssertionOverOnePrescriptionsOwnDigestAndKeepsTheBatch() throws Exception {
        List<String> patients = List.of(newPatient(), newPatient());
        patients.forEach(this::added);
        String page = batchPage();
        String firstDigest = firstFullDigest(page);

        refused(passkey.assertion(HexFormat.of().parseHex(firstDigest), origin, true),
                "confirms other content than these prescriptions");

        assertThat(signedFor(patients)).isEmpty();
        assertThat(entries()).as("a refused confirmation leaves the batch as it was").hasSize(2);
        mvc.perform(confirm(passkey.assertion(challenge(), origin, true))).andExpect(redirectedUrl("/prescriptions"));
        assertThat(signedFor(patients)).hasSize(2);
    }

    @Test
    void refusesTheBatchAsItWasBeforeOneWasTakenOut() throws Exception {
        List<String> patients = List.of(newPatient(), newPatient(), newPatient());
        patients.forEach(this::added);
        byte[] before = challenge();
        String second = entries().get(1);

        mvc.perform(post("/prescriptions/batch").with(user(PRESCRIBER)).with(csrf()).session(session)
                .param("remove", second)).andExpect(redirectedUrl("/prescriptions/batch"));
        assertThat(entries()).hasSize(2).doesNotContain(second);
        refused(passkey.assertion(before, origin, true), "confirms other content");

        assertThat(signedFor(patients)).isEmpty();
    }

    @Test
    void refusesTheSameAssertionPostedAgain() throws Exception {
        List<String> patients = List.of(newPatient(), newPatient());
        patients.forEach(this::added);
        Map<String, String> assertion = passkey.assertion(challenge(), origin, true);
        mvc.perform(confirm(assertion)).andExpect(redirectedUrl("/prescriptions"));

        mvc.perform(confirm(assertion)).andExpect(redirectedUrl("/prescriptions/new"));
        List<String> next = List.of(newPatient(), newPatient());
        next.forEach(this::added);
        refused(assertion, "confirms other content");

        assertThat(signedFor(patients)).hasSize(2);
        assertThat(signedFor(next)).isEmpty();
    }

    @Test
    void refusesTheSamePatientsSameMedicineTwiceInOneBatch() throws Exception {
        String patient = newPatient();
        added(patient);
        String kept = entries().get(0);

        mvc.perform(prescription(openForm(mvc, PRESCRIBER, session), PRESCRIBER, "der", "rsa2048", patient)
                .param("batch", "1")).andExpect(redirectedUrl("/prescriptions/new"));
        mvc.perform(get("/prescriptions/new").with(user(PRESCRIBER)).session(session))
                .andExpect(content().string(containsString("The batch holds a prescription of Amoxicillin")));
        assertThat(entries()).containsExactly(kept);
    }

    @Test
    void refusesAReplacementInABatch() throws Exception {
        String other = newPatient();
        added(other);
        mvc.perform(confirm(passkey.assertion(challenge(), origin, true))).andExpect(redirectedUrl("/prescriptions"));
        String earlier = signedFor(List.of(other)).get(0);
        jdbc.update("UPDATE outbox SET status = 'ACCEPTED', acknowledged_at = now() WHERE prescription_id = ?",
                earlier);
        mvc.perform(prescription(openForm(mvc, PRESCRIBER, session), PRESCRIBER, "der", "rsa2048", other)
                .param("batch", "1").param("replace", earlier)).andExpect(redirectedUrl("/prescriptions/new"));
        mvc.perform(get("/prescriptions/new").with(user(PRESCRIBER)).session(session))
                .andExpect(content().string(containsString("A prescription that replaces another is confirmed on its"
                        + " own")));
        assertThat(jdbc.queryForList("SELECT prescription_id FROM outbox WHERE kind = 'CANCEL' AND prescription_id"
                + " = ?", String.class, earlier)).as("nothing cancelled").isEmpty();
        assertThat(signedFor(List.of(other))).containsExactly(earlier);
        assertThat(entries()).isEmpty();
    }

    @Test
    void theDatabaseRefusesBatchEvidenceWhoseChallengeIsNotTheHashOfItsDigests() throws Exception {
        List<String> patients = List.of(newPatient(), newPatient());
        patients.forEach(this::added);
        mvc.perform(confirm(passkey.assertion(challenge(), origin, true))).andExpect(redirectedUrl("/prescriptions"));
        long row = jdbc.queryForObject("SELECT c.outbox_id FROM passkey_confirmation c JOIN outbox o ON o.id ="
                + " c.outbox_id WHERE o.prescription_id = ?", Long.class, signedFor(patients).get(0));

        assertThatThrownBy(() -> jdbc.update("UPDATE passkey_confirmation"
                + " SET batch_digests = ? WHERE outbox_id = ?", new byte[64], row))
                .isInstanceOf(DataIntegrityViolationException.class);
    }

    /** Writes a DER prescription for {@code patient} in the session and presses Add to batch. */
    private void added(String patient) {
        added(patient, "der");
    }

    private void added(String patient, String format) {
        try {
            mvc.perform(prescription(openForm(mvc, PRESCRIBER, session), PRESCRIBER, format, "rsa2048", patient)
                    .param("batch", "1")).andExpect(redirectedUrl("/prescriptions/new"));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private String batchPage() throws Exception {
        return mvc.perform(get("/prescriptions/batch").with(user(PRESCRIBER)).session(session)).andReturn()
                .getResponse().getContentAsString();
    }

    private byte[] challenge() throws Exception {
        Matcher challenge = CHALLENGE.matcher(batchPage());
        assertThat(challenge.find()).as("the batch page carries its challenge").isTrue();
        return Base64.getUrlDecoder().decode(challenge.group(1));
    }

    private List<String> entries() throws Exception {
        List<String> ids = new ArrayList<>();
        Matcher entry = ENTRY.matcher(batchPage());
        while (entry.find()) {
            ids.add(entry.group(1));
        }
        return ids;
    }

    private static String firstFullDigest(String page) {
        Matcher full = Pattern.compile("in full: ([0-9a-f]{64})").matcher(page);
        assertThat(full.find()).isTrue();
        return full.group(1);
    }

    private MockHttpServletRequestBuilder confirm(Map<String, String> fields) {
        MockHttpServletRequestBuilder request = post("/prescriptions/batch").with(user(PRESCRIBER)).with(csrf())
                .session(session);
        fields.forEach(request::param);
        return request;
    }

    private void refused(Map<String, String> assertion, String why) throws Exception {
        mvc.perform(confirm(assertion)).andExpect(redirectedUrl("/prescriptions/batch"));
        mvc.perform(get("/prescriptions/batch").with(user(PRESCRIBER)).session(session))
                .andExpect(content().string(containsString("The passkey confirmation was refused.")))
                .andExpect(content().string(containsString(why)));
    }

    private List<String> signedFor(List<String> nhsNumbers) {
        return jdbc.queryForList("SELECT prescription_id FROM outbox WHERE kind = 'SUBMIT' AND nhs_number IN ("
                + String.join(", ", nhsNumbers.stream().map(each -> "?").toList()) + ") ORDER BY id", String.class,
                nhsNumbers.toArray());
    }
}
