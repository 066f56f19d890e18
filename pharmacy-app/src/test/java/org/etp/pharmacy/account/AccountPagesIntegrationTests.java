package org.etp.pharmacy.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.sql.Connection;
import org.etp.ac.audit.AccessChainWalk;
import org.etp.ac.audit.StoredAccessChain;
import org.etp.db.testing.TestDatabase;
import org.etp.pharmacy.identity.PharmacyKey;
import org.etp.pharmacy.support.CounterAppTest;
import org.etp.pharmacy.support.PharmacyDatabase;
import org.hamcrest.Matchers;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.request.RequestPostProcessor;

/**
 * The administrator's pages and the account's own password page, through the real filter chain and the real table.
 * Each test makes accounts of its own ({@code acc-...}) and signs in from addresses of its own; the demo's one
 * administrator, {@code reid}, stays the only enabled one.
 */
@CounterAppTest
class AccountPagesIntegrationTests {

    private static final RequestPostProcessor ADMIN = user("reid").roles("ADMINISTRATOR");
    private static final String TEMPORARY = "lantern-quarry-velvet-41";
    private static final String OWN = "marble orchid tundra 7";

    @Autowired
    MockMvc mvc;

    @Autowired
    PharmacyKey pharmacy;

    @AfterEach
    void forgetFailedSignIns() throws Exception {
        try (Connection connection = TestDatabase.get().connect(); var statement = connection.createStatement()) {
            statement.executeUpdate("DELETE FROM login_failure WHERE subject LIKE 'acc-%' OR subject LIKE '10.28.%'");
        }
    }

    @Test
    void refusesTheAccountPagesToEveryRoleButAdministrator() throws Exception {
        for (RequestPostProcessor other : new RequestPostProcessor[] {user("shah").roles("PHARMACIST"),
                user("lee").roles("TECHNICIAN"), user("patel").roles("PRIVACY_OFFICER")}) {
            mvc.perform(get("/accounts").with(other)).andExpect(status().isForbidden());
            mvc.perform(get("/accounts/lee").with(other)).andExpect(status().isForbidden());
            mvc.perform(post("/accounts").with(other).with(csrf()).param("username", "acc-sneak")
                    .param("roles", "ADMINISTRATOR").param("password", TEMPORARY).param("confirmation", TEMPORARY))
                    .andExpect(status().isForbidden());
            mvc.perform(post("/accounts/reid/disable").with(other).with(csrf())).andExpect(status().isForbidden());
        }
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM account WHERE username = 'acc-sneak'")).isZero();
        mvc.perform(post("/accounts/lee/disable").with(ADMIN)).andExpect(status().isForbidden());
    }

    @Test
    void showsTheAdministratorNoPatientData() throws Exception {
        mvc.perform(get("/accounts").with(ADMIN)).andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("id=\"account-shah\"")));
        for (String page : new String[] {"/queue", "/prescriptions/X", "/dashboard", "/rejections", "/audit", "/access"}) {
            mvc.perform(get(page).with(ADMIN)).andExpect(status().isForbidden());
        }
        assertThat(mvc.perform(post("/login").with(csrf()).param("username", "reid").param("password", "reid-demo")
                .with(from("10.28.0.1"))).andReturn().getResponse().getRedirectedUrl()).isEqualTo("/accounts");
    }

    @Test
    void aNewAccountSignsInAndMustFirstChooseItsOwnPassword() throws Exception {
        create("acc-new", "PHARMACIST", TEMPORARY).andExpect(redirectedUrl("/accounts/acc-new"));

        MvcResult first = signIn("acc-new", TEMPORARY, "10.28.1.1");
        assertThat(first.getResponse().getRedirectedUrl()).isEqualTo("/password");
        MockHttpSession session = (MockHttpSession) first.getRequest().getSession();
        mvc.perform(get("/queue").session(session)).andExpect(redirectedUrl("/password"));
        mvc.perform(get("/password").session(session)).andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("id=\"must-change\"")));

        changeOwn(session, TEMPORARY, OWN).andExpect(redirectedUrl("/password"));

        mvc.perform(get("/queue").session(session)).andExpect(status().isOk());
        assertThat(signIn("acc-new", OWN, "10.28.1.2").getResponse().getRedirectedUrl()).isEqualTo("/queue");
        assertThat(signIn("acc-new", TEMPORARY, "10.28.1.3").getResponse().getRedirectedUrl())
                .isEqualTo("/login?error");
    }

    @Test
    void aDisabledAccountIsRefusedAndItsOpenSessionEndsAtItsNextRequest() throws Exception {
        MockHttpSession open = ready("acc-dis", "TECHNICIAN");
        mvc.perform(get("/queue").session(open)).andExpect(status().isOk());

        mvc.perform(post("/accounts/acc-dis/disable").with(ADMIN).with(csrf()))
                .andExpect(redirectedUrl("/accounts/acc-dis"));

        mvc.perform(get("/queue").session(open)).andExpect(redirectedUrl("/login"));
        assertThat(open.isInvalid()).isTrue();
        assertThat(signIn("acc-dis", OWN, "10.28.2.2").getResponse().getRedirectedUrl()).isEqualTo("/login?error");
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM access_audit WHERE kind = 'SIGN_IN'"
                + " AND account = 'acc-dis' AND outcome = 'REFUSED_DISABLED'")).isOne();

        mvc.perform(post("/accounts/acc-dis/enable").with(ADMIN).with(csrf()));
        assertThat(signIn("acc-dis", OWN, "10.28.2.3").getResponse().getRedirectedUrl()).isEqualTo("/queue");
    }

    @Test
    void aResetEndsTheSessionsAndForcesAChangeAtTheNextSignIn() throws Exception {
        MockHttpSession open = ready("acc-res", "PHARMACIST");
        String reset = "copper-meadow-signal-88";

        mvc.perform(post("/accounts/acc-res/password").with(ADMIN).with(csrf()).param("password", reset)
                .param("confirmation", reset)).andExpect(redirectedUrl("/accounts/acc-res"));

        mvc.perform(get("/queue").session(open)).andExpect(redirectedUrl("/login"));
        assertThat(signIn("acc-res", OWN, "10.28.3.2").getResponse().getRedirectedUrl()).isEqualTo("/login?error");
        MvcResult again = signIn("acc-res", reset, "10.28.3.3");
        assertThat(again.getResponse().getRedirectedUrl()).isEqualTo("/password");
        mvc.perform(get("/queue").session((MockHttpSession) again.getRequest().getSession()))
                .andExpect(redirectedUrl("/password"));
    }

    @Test
    void holdsNewPasswordsToThePolicyAndChangesNothingWhenRefused() throws Exception {
        create("acc-short", "PHARMACIST", "abcdefghijklmn").andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("id=\"error-summary\"")))
                .andExpect(content().string(Matchers.containsString("at least 15 characters; this one has 14")));
        create("acc-common", "PHARMACIST", "passwordpassword").andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("common or leaked")));
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM account WHERE username IN ('acc-short', 'acc-common')"))
                .isZero();

        create("acc-plain", "TECHNICIAN", "qmzrtwpkxvbnhjd").andExpect(redirectedUrl("/accounts/acc-plain"));
        create("acc-words", "TECHNICIAN", "correct horse battery staple").andExpect(redirectedUrl("/accounts/acc-words"));
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM account WHERE username IN ('acc-plain', 'acc-words')"
                + " AND password LIKE '{argon2@SpringSecurity_v5_8}$argon2id$%' AND must_change_password")).isEqualTo(2);
    }

    @Test
    void protectsTheLastAdministratorAndTheAdministratorThemselves() throws Exception {
        mvc.perform(post("/accounts/reid/disable").with(ADMIN).with(csrf())).andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("You cannot disable your own account.")));
        var another = user("acc-other-admin").roles("ADMINISTRATOR");
        mvc.perform(post("/accounts/reid/disable").with(another).with(csrf())).andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("reid is the last enabled administrator")));
        mvc.perform(post("/accounts/reid/roles").with(another).with(csrf()).param("roles", "PHARMACIST"))
                .andExpect(content().string(Matchers.containsString("reid is the last enabled administrator")));

        assertThat(PharmacyDatabase.count("SELECT count(*) FROM account a JOIN account_role r USING (username)"
                + " WHERE username = 'reid' AND a.enabled AND r.role = 'ADMINISTRATOR'")).isOne();
        assertThat(audited("ACCOUNT_DISABLE", "reid", "acc-other-admin", "REFUSED")).isOne();
        assertThat(audited("ACCOUNT_ROLES", "reid", "acc-other-admin", "REFUSED")).isOne();

        create("acc-admin2", "ADMINISTRATOR", TEMPORARY);
        mvc.perform(post("/accounts/acc-admin2/disable").with(ADMIN).with(csrf()))
                .andExpect(redirectedUrl("/accounts/acc-admin2"));
    }

    @Test
    void auditsEveryChangeNamingTheAccountAndNeverAPassword() throws Exception {
        create("acc-aud", "TECHNICIAN", TEMPORARY);
        mvc.perform(post("/accounts/acc-aud/roles").with(ADMIN).with(csrf()).param("roles", "PHARMACIST")
                .param("roles", "TECHNICIAN"));
        mvc.perform(post("/accounts/acc-aud/password").with(ADMIN).with(csrf()).param("password", OWN)
                .param("confirmation", OWN));
        mvc.perform(post("/accounts/acc-aud/disable").with(ADMIN).with(csrf()));
        mvc.perform(post("/accounts/acc-aud/enable").with(ADMIN).with(csrf()));

        for (String action : new String[] {"ACCOUNT_CREATE", "ACCOUNT_ROLES", "ACCOUNT_PASSWORD_RESET",
                "ACCOUNT_DISABLE", "ACCOUNT_ENABLE"}) {
            assertThat(audited(action, "acc-aud", "reid", "DONE")).as(action).isOne();
        }
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM access_audit a WHERE position(? IN a::text) > 0"
                + " OR position(? IN a::text) > 0", TEMPORARY, OWN)).isZero();
        try (Connection connection = TestDatabase.get().connect()) {
            AccessChainWalk walk = StoredAccessChain.verify(connection, pharmacy.certificate());
            assertThat(walk.entries()).isPositive();
        }
    }

    @Test
    void everyCounterRoleIsAllowedByTheMigration() throws Exception {
        create("acc-roles", "PHARMACIST", TEMPORARY);
        for (CounterRole role : CounterRole.values()) {
            mvc.perform(post("/accounts/acc-roles/roles").with(ADMIN).with(csrf()).param("roles", role.name()))
                    .andExpect(redirectedUrl("/accounts/acc-roles"));
        }
        mvc.perform(post("/accounts/acc-roles/roles").with(ADMIN).with(csrf()).param("roles", "PHARMACIST"));
    }

    /** An account made by the administrator that has signed in and chosen its own password {@link #OWN}. */
    private MockHttpSession ready(String username, String role) throws Exception {
        create(username, role, TEMPORARY).andExpect(redirectedUrl("/accounts/" + username));
        MockHttpSession session = (MockHttpSession) signIn(username, TEMPORARY, "10.28.9.1").getRequest().getSession();
        changeOwn(session, TEMPORARY, OWN).andExpect(redirectedUrl("/password"));
        return session;
    }

    private org.springframework.test.web.servlet.ResultActions create(String username, String role, String password)
            throws Exception {
        return mvc.perform(post("/accounts").with(ADMIN).with(csrf()).param("username", username).param("roles", role)
                .param("password", password).param("confirmation", password));
    }

    private org.springframework.test.web.servlet.ResultActions changeOwn(MockHttpSession session, String current,
            String next) throws Exception {
        return mvc.perform(post("/password").session(session).with(csrf()).param("current", current)
                .param("password", next).param("confirmation", next));
    }

    private MvcResult signIn(String username, String password, String address) throws Exception {
        return mvc.perform(post("/login").with(csrf()).param("username", username).param("password", password)
                .with(from(address))).andReturn();
    }

    private static RequestPostProcessor from(String address) {
        return request -> {
            request.setRemoteAddr(address);
            return request;
        };
    }

    private static long audited(String action, String target, String by, String outcome) {
        return PharmacyDatabase.count("SELECT count(*) FROM access_audit WHERE kind = 'CHANGE' AND action = ?"
                + " AND target_account = ? AND account = ? AND outcome = ?", action, target, by, outcome);
    }
}
