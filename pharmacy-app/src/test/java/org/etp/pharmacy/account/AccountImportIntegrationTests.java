package org.etp.pharmacy.account;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Set;
import org.etp.pharmacy.support.CounterAppTest;
import org.etp.pharmacy.support.PharmacyDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.transaction.support.TransactionTemplate;

/** Accounts configured under {@code etp.accounts.*} are copied into the table once, and never over a row. */
@CounterAppTest
@ExtendWith(OutputCaptureExtension.class)
class AccountImportIntegrationTests {

    private static final String FIRST = "{bcrypt}$2a$10$olgI6qtS4sRaunH09SDLh.8sqXM7woTFkznzMTm6bDOgUu3NOizOm";
    private static final String SECOND = "{bcrypt}$2a$10$X3Ub6G/wM2RiaNHLaPfQhuC668kc/pG8pFyVUXGOmLs8IIK2MrW4u";

    @Autowired
    Accounts accounts;

    @Autowired
    TransactionTemplate transaction;

    @Test
    void importedTheDemoAccountsAtStartWithTheirRoles() {
        assertThat(accounts.row("shah")).get().extracting(AccountRow::roles, AccountRow::origin)
                .containsExactly(Set.of(CounterRole.PHARMACIST), "CONFIGURATION");
        assertThat(accounts.row("reid")).get().extracting(AccountRow::roles)
                .isEqualTo(Set.of(CounterRole.ADMINISTRATOR));
        assertThat(accounts.row("reid").orElseThrow().mustChangePassword()).isFalse();
    }

    @Test
    void importsAnAbsentAccountOnceAndNeverOverwritesOne(CapturedOutput output) {
        importing(Map.of("imp-ada", new AccountProperties.Account(FIRST, CounterRole.PHARMACIST)));
        assertThat(hash("imp-ada")).isEqualTo(FIRST);
        assertThat(output.getOut()).contains("1 imported into the database [imp-ada]");

        importing(Map.of("imp-ada", new AccountProperties.Account(SECOND, CounterRole.TECHNICIAN),
                "imp-bo", new AccountProperties.Account(SECOND, CounterRole.TECHNICIAN)));

        assertThat(hash("imp-ada")).isEqualTo(FIRST);
        assertThat(accounts.row("imp-ada").orElseThrow().roles()).containsExactly(CounterRole.PHARMACIST);
        assertThat(hash("imp-bo")).isEqualTo(SECOND);
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM account WHERE username = 'imp-ada'")).isOne();
        assertThat(output.getOut()).contains("1 imported into the database [imp-bo], 1 already there and left as they"
                + " are [imp-ada]").doesNotContain("$2a$");
    }

    @Test
    void keepsAnAccountDisabledAtTheCounterDisabledAcrossImports() {
        importing(Map.of("imp-cy", new AccountProperties.Account(FIRST, CounterRole.PHARMACIST)));
        transaction.executeWithoutResult(status -> accounts.setEnabled("imp-cy", false));

        importing(Map.of("imp-cy", new AccountProperties.Account(FIRST, CounterRole.PHARMACIST)));

        assertThat(accounts.find("imp-cy").orElseThrow().isEnabled()).isFalse();
    }

    private void importing(Map<String, AccountProperties.Account> configured) {
        new AccountImport(new AccountProperties(configured), accounts, transaction).afterSingletonsInstantiated();
    }

    private String hash(String username) {
        return accounts.find(username).orElseThrow().getPassword();
    }
}
