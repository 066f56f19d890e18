package org.etp.prescriber.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;

import org.etp.ac.login.FailureStoreChecks;
import org.etp.db.testing.LoginForm;
import org.etp.db.testing.LoginForm.Answer;
import org.etp.db.testing.SignInComparison;
import org.etp.prescriber.support.PrescriberIntegrationTest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.mock.web.MockHttpSession;

/**
 * The prescriber's sign-ins throttled as the pharmacy's (issue 28); each test signs in from addresses of its own,
 * a lock's end is reached by moving the stored lock into the past, and every count is forgotten after each test, so
 * that no other test finds a demo account locked.
 */
class LoginThrottlingIntegrationTests extends PrescriberIntegrationTest {

    private static final String WRONG = "Wrong username or password.";
    private static final String LOCKED = "Too many failed sign-ins: try again after ";

    @Autowired
    SigningReauthentication reauthentication;

    @Autowired
    LoginFailures failures;

    @AfterEach
    void forgetTheCounts() {
        jdbc.update("DELETE FROM login_failure");
    }

    @Test
    void locksAnAccountAfterFiveWrongPasswordsAndRefusesTheRightOneUntilTheLockEnds() throws Exception {
        for (int i = 1; i <= 4; i++) {
            assertThat(signIn("okafor", "wrong", "10.5.0." + i).said()).isEqualTo(WRONG);
        }
        assertThat(signIn("okafor", "wrong", "10.5.0.5").said()).startsWith(LOCKED);
        Answer right = signIn("okafor", "okafor-demo", "10.5.0.6");
        assertThat(right.redirect()).isEqualTo("/login?error");
        assertThat(right.said()).startsWith(LOCKED);

        jdbc.update("UPDATE login_failure SET locked_until = now() - interval '1 second' WHERE subject = 'okafor'");
        assertThat(signIn("okafor", "okafor-demo", "10.5.0.7").redirect()).isEqualTo("/prescriptions/new");
    }

    @Test
    void answersAnUnknownAccountExactlyAsAKnownOneAtEveryStepInComparableTime() throws Exception {
        signIn("warm-up", "wrong", "10.6.9.1");
        signIn("hart", "hart-demo", "10.6.9.2");
        SignInComparison.assertAnsweredAlike(6, 4, 5, n -> signIn("Vane", "wrong", "10.6.1." + n),
                n -> signIn("no-such-prescriber", "wrong", "10.6.2." + n));
    }

    @Test
    void locksAnAddressAfterTwentyFailuresWhateverTheAccounts() throws Exception {
        for (int i = 1; i < 20; i++) {
            assertThat(signIn("guess" + i, "wrong", "10.7.0.1").said()).isEqualTo(WRONG);
        }
        assertThat(signIn("guess20", "wrong", "10.7.0.1").said()).startsWith(LOCKED);
        assertThat(signIn("patel", "patel-demo", "10.7.0.1").said()).startsWith(LOCKED);
        assertThat(signIn("patel", "patel-demo", "10.7.0.2").redirect()).isEqualTo("/prescriptions/new");
    }

    @Test
    void countsTheWrongPasswordsAskedAgainBeforeSigningAsFailedSignIns() {
        MockHttpSession session = new MockHttpSession();
        for (int i = 1; i <= 4; i++) {
            assertThat(reauthentication.refusal(session, "hart", "wrong")).contains("That password is not right."
                    + " Nothing was signed.");
        }
        assertThat(reauthentication.refusal(session, "hart", "wrong")).get().asString().startsWith(LOCKED);
        assertThat(reauthentication.refusal(session, "hart", "hart-demo")).get().asString().startsWith(LOCKED);

        jdbc.update("UPDATE login_failure SET locked_until = now() - interval '1 second' WHERE subject = 'hart'");
        assertThat(reauthentication.refusal(session, "hart", "hart-demo")).isEmpty();
    }

    @Test
    void storesEveryKindOfSubject() {
        FailureStoreChecks.storesEveryKind(failures);
    }

    private Answer signIn(String username, String password, String address) throws Exception {
        return LoginForm.signIn(mvc, csrf(), username, password, address);
    }
}
