package org.etp.pharmacy.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;

import org.etp.ac.login.FailureStoreChecks;
import org.etp.db.testing.LoginForm;
import org.etp.db.testing.LoginForm.Answer;
import org.etp.db.testing.SignInComparison;
import org.etp.db.testing.TestDatabase;
import org.etp.pharmacy.support.CounterAppTest;
import org.etp.pharmacy.support.PharmacyDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;

/**
 * Throttled sign-ins through the login form (issue 28): each test signs in from addresses of its own, so that the
 * per-address count of one does not reach another; a lock's end is reached by moving the stored lock into the past,
 * and every count is forgotten after each test, so that no other test finds a demo account locked.
 */
@CounterAppTest
class LoginThrottlingIntegrationTests {

    @Autowired
    MockMvc mvc;

    @Autowired
    LoginFailures failures;

    @AfterEach
    void forgetTheCounts() throws Exception {
        execute("DELETE FROM login_failure");
    }

    @Test
    void locksAnAccountAfterFiveWrongPasswordsAndRefusesTheRightOneUntilTheLockEnds() throws Exception {
        for (int i = 1; i <= 4; i++) {
            assertThat(signIn("ng", "wrong", "10.1.0." + i).said()).isEqualTo("Wrong username or password.");
        }
        Answer fifth = signIn("ng", "wrong", "10.1.0.5");
        assertThat(fifth.redirect()).isEqualTo("/login?error");
        assertThat(fifth.said()).startsWith("Too many failed sign-ins: try again after ");

        Answer right = signIn("ng", "ng-demo", "10.1.0.6");
        assertThat(right.redirect()).isEqualTo("/login?error");
        assertThat(right.said()).isEqualTo(fifth.said());

        execute("UPDATE login_failure SET locked_until = now() - interval '1 second' WHERE subject = 'ng'");
        assertThat(signIn("ng", "ng-demo", "10.1.0.7").redirect()).isEqualTo("/queue");
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM login_failure WHERE kind = 'ACCOUNT'"
                + " AND subject = 'ng'")).isZero();
    }

    @Test
    void answersAnUnknownAccountExactlyAsAKnownOneAtEveryStepInComparableTime() throws Exception {
        signIn("warm-up", "wrong", "10.2.9.1");
        signIn("shah", "shah-demo", "10.2.9.2");
        SignInComparison.assertAnsweredAlike(6, 4, 5, n -> signIn("Patel", "wrong", "10.2.1." + n),
                n -> signIn("nobody-here", "wrong", "10.2.2." + n));
    }

    @Test
    void locksAnAddressAfterTwentyFailuresWhateverTheAccounts() throws Exception {
        for (int i = 1; i < 20; i++) {
            assertThat(signIn("guess" + i, "wrong", "10.3.0.1").said()).isEqualTo("Wrong username or password.");
        }
        assertThat(signIn("guess20", "wrong", "10.3.0.1").said()).startsWith("Too many failed sign-ins");
        assertThat(signIn("lee", "lee-demo", "10.3.0.1").said()).startsWith("Too many failed sign-ins");
        assertThat(signIn("lee", "lee-demo", "10.3.0.2").redirect()).isEqualTo("/queue");
    }

    @Test
    void recordsSignInsFailuresAndLocksInTheAccessAudit() throws Exception {
        signIn("lee", "wrong", "10.4.0.1");
        signIn("lee", "lee-demo", "10.4.0.1");
        for (int i = 0; i < 5; i++) {
            signIn("audited-nobody", "wrong", "10.4.0.2");
        }
        signIn("audited-nobody", "wrong", "10.4.0.2");

        assertThat(audited("lee", "10.4.0.1", "FAILED")).isOne();
        assertThat(audited("lee", "10.4.0.1", "SIGNED_IN")).isOne();
        assertThat(audited("audited-nobody", "10.4.0.2", "FAILED")).isEqualTo(4);
        assertThat(audited("audited-nobody", "10.4.0.2", "LOCKED")).isOne();
        assertThat(audited("audited-nobody", "10.4.0.2", "REFUSED_LOCKED")).isOne();
    }

    @Test
    void storesEveryKindOfSubject() {
        FailureStoreChecks.storesEveryKind(failures);
    }

    private Answer signIn(String username, String password, String address) throws Exception {
        return LoginForm.signIn(mvc, csrf(), username, password, address);
    }

    private static void execute(String sql) throws Exception {
        try (var connection = TestDatabase.get().connect(); var statement = connection.createStatement()) {
            statement.executeUpdate(sql);
        }
    }

    private static long audited(String account, String source, String outcome) {
        return PharmacyDatabase.count("SELECT count(*) FROM access_audit WHERE kind = 'SIGN_IN' AND account = ?"
                + " AND source = ? AND outcome = ?", account, source, outcome);
    }
}
