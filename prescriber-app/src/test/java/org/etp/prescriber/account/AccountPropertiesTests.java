package org.etp.prescriber.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AccountPropertiesTests {

    private static final String HASH = "{bcrypt}$2a$10$RlhwsQi3RVVUVDRteZWYCeGPCh0jKJ8scLUG5K8teTcy0VHD61912";

    @Test
    void holdsNoAccountsUnlessConfigured() {
        assertThat(new AccountProperties(null).accounts()).isEmpty();
    }

    @Test
    void refusesAPlainOrNoopPassword() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> new AccountProperties.Account("hart-demo", List.of("hart-rsa2048")));
        assertThatIllegalArgumentException()
                .isThrownBy(() -> new AccountProperties.Account("{noop}hart-demo", List.of("hart-rsa2048")));
    }

    @Test
    void keepsThePasswordHashOutOfItsText() {
        assertThat(new AccountProperties.Account(HASH, List.of("hart-rsa2048")).toString()).doesNotContain("$2a$");
    }

    @Test
    void refusesAnAccountWithoutAKey() {
        assertThatIllegalArgumentException().isThrownBy(() -> new AccountProperties.Account(HASH, List.of()));
    }

    @Test
    void refusesAUsernameThatCouldNotBeTyped() {
        assertThatIllegalArgumentException().isThrownBy(() -> new AccountProperties(
                Map.of("Dr Hart", new AccountProperties.Account(HASH, List.of("hart-rsa2048")))));
    }
}
