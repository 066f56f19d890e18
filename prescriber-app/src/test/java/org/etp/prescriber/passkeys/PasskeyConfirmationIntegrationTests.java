package org.etp.prescriber.passkeys;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.prescriber.support.PrescriptionRequests.newPatient;
import static org.etp.prescriber.support.PrescriptionRequests.prescription;
import static org.hamcrest.Matchers.containsString;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.delete;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.security.SecureRandom;
import java.util.Base64;
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
import org.springframework.mock.web.MockHttpSession;
import org.springframework.security.web.webauthn.management.PublicKeyCredentialUserEntityRepository;
import org.springframework.security.web.webauthn.management.UserCredentialRepository;
import org.springframework.test.web.servlet.ResultActions;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;

/**
 * Each signature confirmed with the prescriber's passkey over the prescription's own hash, here as the demo
 * profile's {@code etp.signing.passkey=if-registered} has it for a prescriber with a passkey: nothing is signed until
 * an assertion passes that is this prescriber's, over exactly the SHA-256 the signature covers, from this origin,
 * with the user verified and the counter counting up; the assertion is kept as evidence; a refused or repeated one
 * signs nothing. The shared context is kept (a second one's outbox sender would take the other classes' rows), and
 * every passkey is forgotten after each test. {@code required} is {@link PasskeysTests}'.
 */
class PasskeyConfirmationIntegrationTests extends PrescriberIntegrationTest {

    /** The prescriber who signs in these tests; hart has a passkey of his own in some. */
    private static final String PRESCRIBER = "okafor";
    private static final Pattern CHALLENGE = Pattern.compile("data-challenge=\"([^\"]+)\"");

    @Autowired
    private PublicKeyCredentialUserEntityRepository users;

    @Autowired
    private UserCredentialRepository credentials;

    /** The origin the app's pages are served from, as the browser would name it. */
    private String origin;

    @BeforeEach
    void origin(@Autowired PasskeyProperties properties) {
        origin = properties.origins().get(0);
    }

    @AfterEach
    void forgetPasskeys() {
        jdbc.update("DELETE FROM user_credentials");
        jdbc.update("DELETE FROM user_entities");
    }

    @Test
    void signsOnlyOnceThePasskeyConfirmedThePrescriptionsOwnHashAndKeepsTheAssertion() throws Exception {
        SoftwarePasskey passkey = registered("okafor", "Surgery laptop");
        String patient = newPatient();

        MockHttpSession session = submit(prescription(mvc, "okafor", "xml", "rsa2048", patient),
                "/prescriptions/confirm");
        byte[] challenge = challenge(session);
        assertThat(prescriptionsFor(patient)).as("nothing signed before the confirmation").isEmpty();
        mvc.perform(confirm(session, passkey.assertion(challenge, origin, true)))
                .andExpect(redirectedUrl("/prescriptions"));

        String id = prescriptionsFor(patient).get(0);
        byte[] signed = jdbc.queryForObject("SELECT payload FROM outbox WHERE prescription_id = ?", byte[].class, id);
        assertThat(WireFormat.XML.codec().decode(signed).signedDigest()).hasValue(challenge);
        assertThat(jdbc.queryForObject("SELECT c.challenge FROM passkey_confirmation c JOIN outbox o ON o.id ="
                + " c.outbox_id WHERE o.prescription_id = ?", byte[].class, id)).isEqualTo(challenge);
        assertThat(jdbc.queryForObject("SELECT signature_count FROM user_credentials WHERE credential_id = ?",
                Long.class, passkey.credentialId())).isEqualTo(1L);
        mvc.perform(get("/prescriptions/" + id).with(user("okafor")))
                .andExpect(content().string(containsString("Confirmed with passkey Surgery laptop at")));
    }

    @Test
    void refusesTheSameAssertionPostedAgainAndSignsNothingMore() throws Exception {
        SoftwarePasskey passkey = registered("okafor", "Surgery laptop");
        String patient = newPatient();
        MockHttpSession session = waiting(patient);
        Map<String, String> assertion = passkey.assertion(challenge(session), origin, true);
        mvc.perform(confirm(session, assertion)).andExpect(redirectedUrl("/prescriptions"));

        mvc.perform(confirm(session, assertion)).andExpect(redirectedUrl("/prescriptions/new"));
        form(session).andExpect(content().string(containsString("Nothing was waiting for a passkey confirmation")));
        // And over the next prescription of the session, it confirms other bytes.
        MockHttpSession next = waiting(newPatient());
        refused(next, assertion, "confirms other content than this prescription");
        assertThat(prescriptionsFor(patient)).hasSize(1);
    }

    @Test
    void refusesAnAssertionOverOtherBytesAndUsesUpTheConfirmation() throws Exception {
        SoftwarePasskey passkey = registered("okafor", "Surgery laptop");
        String patient = newPatient();
        MockHttpSession session = submit(prescription(mvc, "okafor", "oer", "rsa2048", patient),
                "/prescriptions/confirm");
        byte[] challenge = challenge(session);
        byte[] other = new byte[32];
        new SecureRandom().nextBytes(other);

        refused(session, passkey.assertion(other, origin, true), "confirms other content than this prescription");

        mvc.perform(confirm(session, passkey.assertion(challenge, origin, true)))
                .andExpect(redirectedUrl("/prescriptions/new"));
        assertThat(prescriptionsFor(patient)).isEmpty();
    }

    @Test
    void refusesAnotherPrescribersPasskey() throws Exception {
        SoftwarePasskey harts = registered("hart", "Hart's key");
        registered(PRESCRIBER, "Surgery laptop");

        refusedAndNothingSigned(session -> harts.assertion(challenge(session), origin, true),
                "That passkey is not one of yours");
    }

    @Test
    void refusesAnAssertionWithoutUserVerification() throws Exception {
        SoftwarePasskey passkey = registered(PRESCRIBER, "Surgery laptop");

        refusedAndNothingSigned(session -> passkey.assertion(challenge(session), origin, false), "did not verify you");
    }

    @Test
    void refusesASignatureCounterThatDoesNotCountUp() throws Exception {
        SoftwarePasskey passkey = registered("okafor", "Surgery laptop");
        String patient = newPatient();
        MockHttpSession first = waiting(patient);
        mvc.perform(confirm(first, passkey.assertion(challenge(first), origin, true, 7)))
                .andExpect(redirectedUrl("/prescriptions"));
        MockHttpSession second = waiting(newPatient());

        refused(second, passkey.assertion(challenge(second), origin, true, 7), "signature counter did not count up");
        assertThat(jdbc.queryForObject("SELECT signature_count FROM user_credentials WHERE credential_id = ?",
                Long.class, passkey.credentialId())).isEqualTo(7L);
    }

    @Test
    void refusesAnAssertionMadeForAnotherOrigin() throws Exception {
        SoftwarePasskey passkey = registered(PRESCRIBER, "Surgery laptop");

        refusedAndNothingSigned(session -> passkey.assertion(challenge(session), "https://prescriber.example.net",
                true), "made for another site");
    }

    @Test
    void removesAPasskeyForItsOwnerOnly() throws Exception {
        SoftwarePasskey harts = registered("hart", "Hart's key");

        mvc.perform(delete("/webauthn/register/" + harts.credentialId()).with(user("okafor")).with(csrf()))
                .andExpect(status().isForbidden());
        mvc.perform(delete("/webauthn/register/" + harts.credentialId()).with(user("hart")).with(csrf()))
                .andExpect(status().isNoContent());
        assertThat(jdbc.queryForObject("SELECT count(*) FROM user_credentials", Long.class)).isZero();
    }

    @Test
    void replacesTheEarlierPrescriptionOnlyOnceTheNewOneIsConfirmed() throws Exception {
        SoftwarePasskey passkey = registered(PRESCRIBER, "Surgery laptop");
        String patient = newPatient();
        MockHttpSession first = waiting(patient);
        mvc.perform(confirm(first, passkey.assertion(challenge(first), origin, true)))
                .andExpect(redirectedUrl("/prescriptions"));
        String earlier = prescriptionsFor(patient).get(0);
        jdbc.update("UPDATE outbox SET status = 'ACCEPTED', acknowledged_at = now() WHERE prescription_id = ?",
                earlier);

        MockHttpSession second = submit(prescription(mvc, PRESCRIBER, "der", "rsa2048", patient)
                .param("replace", earlier), "/prescriptions/confirm");
        assertThat(cancellationsOf(earlier)).as("nothing cancelled before the confirmation").isEmpty();
        mvc.perform(confirm(second, passkey.assertion(challenge(second), origin, true)))
                .andExpect(redirectedUrl("/prescriptions"));

        assertThat(cancellationsOf(earlier)).containsExactly("0001");
        assertThat(prescriptionsFor(patient)).hasSize(2);
        // One assertion confirmed both, over the hash of the new prescription's hash and the cancellation's.
        String replacing = prescriptionsFor(patient).get(1);
        byte[] digests = jdbc.queryForObject("SELECT c.batch_digests FROM passkey_confirmation c JOIN outbox o ON"
                + " o.id = c.outbox_id WHERE o.prescription_id = ? AND o.kind = 'SUBMIT'", byte[].class, replacing);
        assertThat(jdbc.queryForObject("SELECT c.batch_digests FROM passkey_confirmation c JOIN outbox o ON"
                + " o.id = c.outbox_id WHERE o.prescription_id = ? AND o.kind = 'CANCEL'", byte[].class, earlier))
                .isEqualTo(digests);
        assertThat(ConfirmedDigests.fromConcatenated(digests).covers(signedDigest(replacing, "SUBMIT"))).isTrue();
        assertThat(ConfirmedDigests.fromConcatenated(digests).covers(signedDigest(earlier, "CANCEL"))).isTrue();
    }

    @Test
    void cancelsOnlyOnceThePasskeyConfirmedTheCancellationsOwnHashAndKeepsTheAssertion() throws Exception {
        SoftwarePasskey passkey = registered(PRESCRIBER, "Surgery laptop");
        String id = delivered(passkey, newPatient());

        MockHttpSession session = cancelling(id);
        assertThat(cancellationsOf(id)).as("nothing cancelled before the confirmation").isEmpty();
        mvc.perform(confirmCancellation(session, id, passkey.assertion(cancellationChallenge(session, id), origin,
                true))).andExpect(redirectedUrl("/prescriptions/" + id));

        assertThat(cancellationsOf(id)).containsExactly("0002");
        assertThat(jdbc.queryForObject("SELECT c.challenge FROM passkey_confirmation c JOIN outbox o ON o.id ="
                + " c.outbox_id WHERE o.prescription_id = ? AND o.kind = 'CANCEL'", byte[].class, id))
                .isEqualTo(signedDigest(id, "CANCEL"));
        mvc.perform(get("/prescriptions/" + id).with(user(PRESCRIBER)).session(session))
                .andExpect(content().string(containsString("is signed and queued, confirmed with passkey Surgery"
                        + " laptop")));
    }

    @Test
    void refusesACancellationsAssertionOverOtherBytesAndUsesItUp() throws Exception {
        SoftwarePasskey passkey = registered(PRESCRIBER, "Surgery laptop");
        String id = delivered(passkey, newPatient());
        MockHttpSession session = cancelling(id);
        byte[] challenge = cancellationChallenge(session, id);

        mvc.perform(confirmCancellation(session, id, passkey.assertion(signedDigest(id, "SUBMIT"), origin, true)))
                .andExpect(redirectedUrl("/prescriptions/" + id));
        mvc.perform(get("/prescriptions/" + id).with(user(PRESCRIBER)).session(session))
                .andExpect(content().string(containsString("The passkey confirmation was refused.")));
        mvc.perform(confirmCancellation(session, id, passkey.assertion(challenge, origin, true)))
                .andExpect(redirectedUrl("/prescriptions/" + id));

        assertThat(cancellationsOf(id)).isEmpty();
    }

    @Test
    void anotherPrescriberCannotReachACancellationWaitingForConfirmation() throws Exception {
        SoftwarePasskey passkey = registered(PRESCRIBER, "Surgery laptop");
        String id = delivered(passkey, newPatient());
        MockHttpSession session = cancelling(id);
        byte[] challenge = cancellationChallenge(session, id);

        mvc.perform(get("/prescriptions/" + id + "/cancel/confirm").with(user("hart")).session(session))
                .andExpect(status().isNotFound());
        mvc.perform(confirmCancellation(session, id, passkey.assertion(challenge, origin, true)).with(user("hart")))
                .andExpect(status().isNotFound());
        assertThat(cancellationsOf(id)).isEmpty();
    }

    /** A prescription for {@code patient} confirmed with {@code passkey}, signed and delivered to the pharmacy. */
    private String delivered(SoftwarePasskey passkey, String patient) throws Exception {
        MockHttpSession session = waiting(patient);
        mvc.perform(confirm(session, passkey.assertion(challenge(session), origin, true)))
                .andExpect(redirectedUrl("/prescriptions"));
        String id = prescriptionsFor(patient).get(0);
        jdbc.update("UPDATE outbox SET status = 'ACCEPTED', acknowledged_at = now() WHERE prescription_id = ?", id);
        return id;
    }

    /** Asks to cancel {@code id} (clinical grounds): its confirmation page opens; returns the session. */
    private MockHttpSession cancelling(String id) throws Exception {
        return submit(post("/prescriptions/" + id + "/cancel").with(user(PRESCRIBER)).with(csrf())
                .param("reason", "0002").param("confirmed", "true"), "/prescriptions/" + id + "/cancel/confirm");
    }

    private byte[] cancellationChallenge(MockHttpSession session, String id) throws Exception {
        String page = mvc.perform(get("/prescriptions/" + id + "/cancel/confirm").with(user(PRESCRIBER))
                .session(session)).andReturn().getResponse().getContentAsString();
        Matcher challenge = CHALLENGE.matcher(page);
        assertThat(challenge.find()).as("the cancellation's confirmation page carries its challenge").isTrue();
        return Base64.getUrlDecoder().decode(challenge.group(1));
    }

    private MockHttpServletRequestBuilder confirmCancellation(MockHttpSession session, String id,
            Map<String, String> fields) {
        MockHttpServletRequestBuilder request = post("/prescriptions/" + id + "/cancel/confirm")
                .with(user(PRESCRIBER)).with(csrf()).session(session);
        fields.forEach(request::param);
        return request;
    }

    private byte[] signedDigest(String prescriptionId, String kind) throws Exception {
        Map<String, Object> row = jdbc.queryForMap("SELECT payload, format FROM outbox WHERE prescription_id = ?"
                + " AND kind = ?", prescriptionId, kind);
        return WireFormat.valueOf((String) row.get("format")).codec().decode((byte[]) row.get("payload"))
                .signedDigest().orElseThrow();
    }

    @Test
    void registersPasskeysForTheSignedInPrescriberOnly() throws Exception {
        mvc.perform(post("/webauthn/register/options").with(csrf())).andExpect(status().isBadRequest());

        mvc.perform(post("/webauthn/register/options").with(user(PRESCRIBER)).with(csrf()))
                .andExpect(status().isOk())
                .andExpect(content().string(containsString("\"name\":\"" + PRESCRIBER + "\"")))
                .andExpect(content().string(containsString("\"id\":\"localhost\"")));
        assertThat(jdbc.queryForList("SELECT name FROM user_entities", String.class)).containsExactly(PRESCRIBER);
    }

    @Test
    void aPasskeyIsNoWayToSignIn() throws Exception {
        SoftwarePasskey harts = registered("hart", "Hart's key");

        mvc.perform(post("/login/webauthn").with(csrf()).contentType("application/json")
                .content("{\"id\":\"" + harts.credentialId() + "\"}"))
                .andExpect(redirectedUrl("/login"));
    }

    private SoftwarePasskey registered(String username, String label) {
        SoftwarePasskey passkey = SoftwarePasskey.create("localhost");
        passkey.registerFor(username, label, users, credentials);
        return passkey;
    }

    /** A DER prescription for {@code patient}, posted from its form: prepared, waiting for its confirmation. */
    private MockHttpSession waiting(String patient) throws Exception {
        return submit(prescription(mvc, PRESCRIBER, "der", "rsa2048", patient), "/prescriptions/confirm");
    }

    /** Posts {@code request}, expects a redirect to {@code to}, and returns the session it was posted in. */
    private MockHttpSession submit(MockHttpServletRequestBuilder request, String to) throws Exception {
        return (MockHttpSession) mvc.perform(request).andExpect(redirectedUrl(to)).andReturn().getRequest()
                .getSession();
    }

    private byte[] challenge(MockHttpSession session) throws Exception {
        String page = mvc.perform(get("/prescriptions/confirm").with(user(PRESCRIBER)).session(session))
                .andReturn().getResponse().getContentAsString();
        Matcher challenge = CHALLENGE.matcher(page);
        assertThat(challenge.find()).as("the confirmation page carries its challenge").isTrue();
        return Base64.getUrlDecoder().decode(challenge.group(1));
    }

    private MockHttpServletRequestBuilder confirm(MockHttpSession session, Map<String, String> fields) {
        MockHttpServletRequestBuilder request = post("/prescriptions/confirm").with(user(PRESCRIBER))
                .with(csrf()).session(session);
        fields.forEach(request::param);
        return request;
    }

    /** An assertion made for a prescription waiting for confirmation is refused, and nothing is signed. */
    private void refusedAndNothingSigned(AssertionFor assertion, String why) throws Exception {
        String patient = newPatient();
        MockHttpSession session = waiting(patient);
        refused(session, assertion.of(session), why);
        assertThat(prescriptionsFor(patient)).isEmpty();
    }

    @FunctionalInterface
    private interface AssertionFor {
        Map<String, String> of(MockHttpSession session) throws Exception;
    }

    private void refused(MockHttpSession session, Map<String, String> assertion, String why) throws Exception {
        mvc.perform(confirm(session, assertion)).andExpect(redirectedUrl("/prescriptions/new"));
        form(session).andExpect(content().string(containsString("The passkey confirmation was refused.")))
                .andExpect(content().string(containsString(why)));
    }

    private ResultActions form(MockHttpSession session) throws Exception {
        return mvc.perform(get("/prescriptions/new").with(user(PRESCRIBER)).session(session));
    }

    private List<String> cancellationsOf(String prescriptionId) {
        return jdbc.queryForList("SELECT cancellation_reason FROM outbox WHERE kind = 'CANCEL' AND prescription_id = ?",
                String.class, prescriptionId);
    }

    private List<String> prescriptionsFor(String nhsNumber) {
        return jdbc.queryForList("SELECT prescription_id FROM outbox WHERE kind = 'SUBMIT' AND nhs_number = ?"
                + " ORDER BY id", String.class, nhsNumber);
    }
}
