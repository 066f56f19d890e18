package org.etp.pharmacy.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.Map;
import org.etp.pharmacy.account.AccountProperties.Account;
import org.junit.jupiter.api.Test;

class AccountPropertiesTests {

    private static final String HASH = "{bcrypt}$2a$10$olgI6qtS4sRaunH09SDLh.8sqXM7woTFkznzMTm6bDOgUu3NOizOm";

    @Test
    void hasNoAccountsUnlessConfigured() {
        assertThat(new AccountProperties(null).accounts()).isEmpty();
    }

    @Test
    void refusesPlainAndNoopPasswords() {
        assertThatIllegalArgumentException().isThrownBy(() -> new Account("secret", CounterRole.PHARMACIST));
        assertThatIllegalArgumentException().isThrownBy(() -> new Account("{noop}secret", CounterRole.PHARMACIST));
        assertThat(new Account(HASH, CounterRole.TECHNICIAN).role()).isEqualTo(CounterRole.TECHNICIAN);
    }

    @Test
    void needsARole() {
        assertThatIllegalArgumentException().isThrownBy(() -> new Account(HASH, null));
    }

    @Test
    void refusesUsernamesOutsideTheSafeAlphabet() {
        Account account = new Account(HASH, CounterRole.PHARMACIST);
        assertThatIllegalArgumentException().isThrownBy(() -> new AccountProperties(Map.of("Shah <b>", account)));
    }

    @Test
    void keepsThePasswordHashOutOfToString() {
        assertThat(new Account(HASH, CounterRole.PHARMACIST).toString()).doesNotContain("$2a$");
    }
}
