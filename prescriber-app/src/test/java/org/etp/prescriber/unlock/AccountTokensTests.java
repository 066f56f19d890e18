package org.etp.prescriber.unlock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** One token per account and one account per token, or the start stops saying which account and tokens. */
class AccountTokensTests {

    private static final Map<String, String> LABELS = Map.of("hart-rsa2048", "etp-hart", "hart-ecp256", "etp-hart",
            "okafor-rsa2048", "etp-okafor", "okafor-ecp256", "etp-hart");

    @Test
    void findsEachAccountsOneTokenAndLeavesKeysInSoftwareOut() {
        Map<String, KeyUnlock.TokenKey> keys = AccountTokens.of(Map.of("hart", List.of("hart-rsa2048", "hart-ecp256",
                "hart-ed25519"), "patel", List.of("patel-rsa2048")), id -> Optional.ofNullable(LABELS.get(id)));

        assertThat(keys).containsOnlyKeys("hart");
        assertThat(keys.get("hart")).isEqualTo(new KeyUnlock.TokenKey("etp-hart", List.of("hart-ecp256",
                "hart-rsa2048")));
    }

    @Test
    void stopsTheStartWhenOneAccountsKeysAreInTwoTokens() {
        assertThatIllegalStateException().isThrownBy(() -> AccountTokens.of(Map.of("okafor", List.of("okafor-rsa2048",
                "okafor-ecp256")), id -> Optional.ofNullable(LABELS.get(id))))
                .withMessage("account okafor: its keys are in the tokens etp-hart, etp-okafor; a prescriber's keys are"
                        + " in one token of their own");
    }

    @Test
    void stopsTheStartWhenOneTokenHoldsTwoAccountsKeys() {
        assertThatIllegalStateException().isThrownBy(() -> AccountTokens.of(Map.of("hart", List.of("hart-rsa2048"),
                "okafor", List.of("okafor-ecp256")), id -> Optional.ofNullable(LABELS.get(id))))
                .withMessageContaining("the token 'etp-hart' holds keys of the accounts hart and okafor");
    }
}
