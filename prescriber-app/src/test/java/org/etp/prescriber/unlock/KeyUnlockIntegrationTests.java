package org.etp.prescriber.unlock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.etp.ac.testing.MovableClock;
import org.etp.ac.testing.SoftHsm;
import org.etp.db.testing.TestDatabase;
import org.etp.prescriber.signing.KeyLockedException;
import org.etp.prescriber.signing.Signer;
import org.etp.prescriber.signing.SigningSession;
import org.etp.prescriber.signing.UnlockedKeys;
import org.etp.prescriber.support.PrescriberTestSupport;
import org.etp.prescriber.support.PrescriptionRequests;
import org.etp.prescriber.support.TokenPkiDirectory;
import org.etp.prescriber.support.WebSession;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Primary;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.authority.AuthorityUtils;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

/**
 * Two prescribers, hart and okafor, each with their keys in a SoftHSM2 token of their own, over real HTTP sessions:
 * a key signs only after its prescriber unlocked it in that session, and not after sign-out or an idle time; wrong
 * PINs are counted, atomically, and lock the key; one prescriber's session never signs with the other's key, however
 * the request is crafted; the PIN is in no log.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("demo")
@Import({PrescriberTestSupport.class, KeyUnlockIntegrationTests.Clocks.class})
@ExtendWith(OutputCaptureExtension.class)
// A database of its own, and closed after the class: this app's outbox sender and receipt poller and the other test
// classes' app, which runs beside it, must not take each other's rows.
@DirtiesContext
class KeyUnlockIntegrationTests {

    static final MovableClock CLOCK = new MovableClock(Instant.now());

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    Signer signer;

    @Autowired
    KeyUnlock unlock;

    @Autowired
    UnlockFailures failures;

    @Autowired
    UnlockedKeys unlocked;

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        PrescriberTestSupport.register(registry, TokenPkiDirectory::path);
        TestDatabase database = TestDatabase.create("etp_unlock_test");
        registry.add("spring.datasource.url", database::url);
        registry.add("spring.datasource.username", database::username);
        registry.add("spring.datasource.password", database::password);
        registry.add("etp.signing.pkcs11.library", SoftHsm.LIBRARY::toString);
    }

    @BeforeEach
    @AfterEach
    void everyKeyLockedAndNoWrongPins() {
        CLOCK.set(Instant.now());
        jdbc.update("DELETE FROM signing_key_failure");
        unlocked.lockUser("hart", "test");
        unlocked.lockUser("okafor", "test");
        SecurityContextHolder.clearContext();
        RequestContextHolder.resetRequestAttributes();
    }

    @Test
    void signsOnlyOnceTheSessionHasUnlockedItsPrescribersKey() throws Exception {
        WebSession hart = WebSession.signedIn(port, "hart");
        String before = PrescriptionRequests.newPatient();

        assertThat(WebSession.location(sign(hart, before, "rsa2048"))).isEqualTo("/prescriptions/new");
        assertThat(hart.page("/prescriptions/new")).contains("Your signing key is locked").contains("key-locked-link");
        assertThat(outbox(before)).isEmpty();

        assertThat(WebSession.location(unlock(hart, SoftHsm.PIN))).isEqualTo("/prescriptions/new");
        String after = PrescriptionRequests.newPatient();
        assertThat(WebSession.location(sign(hart, after, "rsa2048"))).isEqualTo("/prescriptions");
        assertThat(outbox(after)).containsExactly("hart-rsa2048");
    }

    @Test
    void locksTheKeyAtSignOut() throws Exception {
        WebSession hart = WebSession.signedIn(port, "hart");
        unlock(hart, SoftHsm.PIN);
        assertThat(signer.backgroundIdentity("hart-rsa2048")).isPresent();

        hart.post("/logout", "/prescriptions/new", Map.of());

        assertThat(signer.backgroundIdentity("hart-rsa2048")).as("no session holds the key").isEmpty();
        WebSession again = WebSession.signedIn(port, "hart");
        String patient = PrescriptionRequests.newPatient();
        assertThat(WebSession.location(sign(again, patient, "rsa2048"))).isEqualTo("/prescriptions/new");
        assertThat(outbox(patient)).isEmpty();
    }

    @Test
    void locksTheKeyAfterTheIdleTimeWithoutASignature() throws Exception {
        WebSession hart = WebSession.signedIn(port, "hart");
        unlock(hart, SoftHsm.PIN);
        CLOCK.move(Duration.ofMinutes(16));
        hart.page("/prescriptions/new");

        String patient = PrescriptionRequests.newPatient();
        assertThat(WebSession.location(sign(hart, patient, "rsa2048"))).isEqualTo("/prescriptions/new");
        assertThat(hart.page("/prescriptions/new")).contains("locked after 15 minutes unused");
        assertThat(outbox(patient)).isEmpty();

        unlock(hart, SoftHsm.PIN);
        CLOCK.move(Duration.ofMinutes(16));
        assertThat(unlocked.lockIdle()).as("the sweep locks it without a use").isEqualTo(1);
        assertThat(signer.backgroundIdentity("hart-rsa2048")).isEmpty();
    }

    @Test
    void countsWrongPinsLocksTheKeyAtFiveAndSaysUntilWhen(CapturedOutput output) throws Exception {
        WebSession okafor = WebSession.signedIn(port, "okafor");
        unlock(okafor, SoftHsm.PIN);
        unlock(okafor, "wrong-pin-1");
        assertThat(okafor.page("/signing-key")).contains("That PIN is not right").contains("4 more wrong PINs lock");
        String patient = PrescriptionRequests.newPatient();
        assertThat(WebSession.location(sign(okafor, patient, "rsa2048")))
                .as("a wrong PIN after a right one leaves the key locked").isEqualTo("/prescriptions/new");
        for (int n = 2; n <= 4; n++) {
            unlock(okafor, "wrong-pin-" + n);
        }
        assertThat(failures.failures("okafor")).isEqualTo(4);

        unlock(okafor, "wrong-pin-5");
        assertThat(okafor.page("/signing-key")).contains("your signing key is locked").contains("Try again after");
        unlock(okafor, SoftHsm.PIN);
        String page = okafor.page("/signing-key");
        assertThat(page).contains("key-locked-out").doesNotContain("id=\"pin\"");
        assertThat(WebSession.location(sign(okafor, patient, "rsa2048"))).isEqualTo("/prescriptions/new");
        assertThat(outbox(patient)).isEmpty();

        CLOCK.move(Duration.ofMinutes(31));
        assertThat(WebSession.location(unlock(okafor, SoftHsm.PIN))).isEqualTo("/prescriptions/new");
        assertThat(failures.failures("okafor")).isZero();
        assertThat(output).doesNotContain(SoftHsm.PIN).doesNotContain("wrong-pin-");
    }

    @Test
    void countsWrongPinsTriedAtOnceEachOnceAndTriesNoneAfterTheLock() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Callable<KeyUnlock.Attempt>> attempts = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                SigningSession session = new SigningSession("okafor", "session-" + i);
                attempts.add(() -> unlock.unlock(session, "wrong-pin".toCharArray()));
            }
            List<String> sentences = new ArrayList<>();
            for (Future<KeyUnlock.Attempt> attempt : pool.invokeAll(attempts)) {
                sentences.add(attempt.get().sentence());
            }
            assertThat(sentences).filteredOn(each -> each.startsWith("That PIN is not right")).hasSize(5);
            assertThat(sentences).filteredOn(each -> each.startsWith("Your signing key is locked")).hasSize(3);
            assertThat(failures.failures("okafor")).isEqualTo(5);

            List<Callable<Integer>> counted = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                counted.add(() -> failures.failed("patel", CLOCK.instant(), 100, CLOCK.instant()));
            }
            pool.invokeAll(counted);
            assertThat(failures.failures("patel")).as("the database counts each at once").isEqualTo(20);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void unlockingInASecondSessionMovesTheUnlockThere() throws Exception {
        WebSession first = WebSession.signedIn(port, "hart");
        WebSession second = WebSession.signedIn(port, "hart");
        unlock(first, SoftHsm.PIN);

        String patient = PrescriptionRequests.newPatient();
        assertThat(WebSession.location(sign(second, patient, "rsa2048"))).isEqualTo("/prescriptions/new");
        unlock(second, SoftHsm.PIN);

        assertThat(WebSession.location(sign(first, patient, "rsa2048"))).isEqualTo("/prescriptions/new");
        assertThat(WebSession.location(sign(second, patient, "rsa2048"))).isEqualTo("/prescriptions");
        assertThat(outbox(patient)).containsExactly("hart-rsa2048");
    }

    @Test
    void neverSignsWithAnotherPrescribersKeyWhateverTheRequestSays() throws Exception {
        WebSession hart = WebSession.signedIn(port, "hart");
        WebSession okafor = WebSession.signedIn(port, "okafor");
        unlock(hart, SoftHsm.PIN);
        Map<String, String> crafted = Map.of("pin", SoftHsm.PIN, "username", "hart", "prescriberId", "hart-rsa2048");
        okafor.post("/signing-key?username=hart", "/signing-key", crafted);

        String patient = PrescriptionRequests.newPatient();
        Map<String, String> form = prescription(patient, "ecp256");
        form.putAll(Map.of("prescriberId", "hart-ecp256", "username", "hart", "signer", "hart-ecp256"));
        okafor.post("/prescriptions?prescriberId=hart-ecp256", "/prescriptions/new", form);
        assertThat(outbox(patient)).as("okafor holds no ecp256 key, and hart's is not his").isEmpty();
        form.put("algorithm", "rsa2048");
        okafor.post("/prescriptions", "/prescriptions/new", form);
        assertThat(outbox(patient)).containsExactly("okafor-rsa2048");

        // The signing path itself: who signs is the signed-in user of the request, whatever session id it carries.
        serving("okafor", hart.sessionId());
        assertThatExceptionOfType(KeyLockedException.class).isThrownBy(() -> signer.identity("hart-rsa2048"));
        serving("hart", okafor.sessionId());
        assertThatExceptionOfType(KeyLockedException.class).isThrownBy(() -> signer.identity("hart-rsa2048"));
        serving("hart", hart.sessionId());
        assertThat(signer.identity("hart-rsa2048").inToken()).isTrue();
        RequestContextHolder.resetRequestAttributes();
        assertThatExceptionOfType(KeyLockedException.class).as("no request, no session: no key")
                .isThrownBy(() -> signer.identity("hart-rsa2048"));
    }

    @Test
    void showsTheUnlockPageWithItsLabelledPinFieldAndNoneForAKeyInSoftware() throws Exception {
        WebSession hart = WebSession.signedIn(port, "hart");
        String page = hart.page("/signing-key");
        assertThat(page).contains("<label for=\"pin\">").contains("type=\"password\"").contains("name=\"_csrf\"")
                .contains("id=\"nav-signing-key\"");
        WebSession patel = WebSession.signedIn(port, "patel");
        assertThat(patel.page("/signing-key")).contains("key-in-software").doesNotContain("id=\"pin\"");
        assertThat(patel.page("/prescriptions/new")).doesNotContain("nav-signing-key");
    }

    private static void serving(String username, String sessionId) {
        SecurityContextHolder.getContext().setAuthentication(UsernamePasswordAuthenticationToken.authenticated(
                username, null, AuthorityUtils.createAuthorityList("ROLE_PRESCRIBER")));
        MockHttpServletRequest request = new MockHttpServletRequest();
        request.setSession(new MockHttpSession(null, sessionId));
        RequestContextHolder.setRequestAttributes(new ServletRequestAttributes(request));
    }

    private static HttpResponse<String> unlock(WebSession session, String pin) {
        return session.post("/signing-key", "/signing-key", Map.of("pin", pin));
    }

    private static HttpResponse<String> sign(WebSession session, String patient, String algorithm) {
        return session.post("/prescriptions", "/prescriptions/new", prescription(patient, algorithm));
    }

    private static Map<String, String> prescription(String patient, String algorithm) {
        Map<String, String> form = new LinkedHashMap<>(Map.of("nhsNumber", patient, "givenName", "Olivia",
                "familyName", "Taylor", "birthDate", "1961-04-12", "addressLine1", "12 Mill Lane", "town", "Leeds",
                "postcode", "LS6 2AB", "type", "ACUTE", "pharmacy", "FA123"));
        form.putAll(Map.of("items[0].dmdCode", PrescriptionRequests.AMOXICILLIN, "items[0].quantity", "21",
                "items[0].dosage", "One capsule three times a day for 7 days", "format", "der", "algorithm",
                algorithm, "signAnyway", "true"));
        return form;
    }

    private List<String> outbox(String patient) {
        return jdbc.queryForList("SELECT prescriber_id FROM outbox WHERE nhs_number = ? ORDER BY id", String.class,
                patient);
    }

    @TestConfiguration(proxyBeanMethods = false)
    static class Clocks {

        @Bean
        @Primary
        Clock movableClock() {
            return CLOCK;
        }
    }
}
