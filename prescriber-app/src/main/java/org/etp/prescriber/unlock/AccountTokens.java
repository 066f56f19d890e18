package org.etp.prescriber.unlock;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Each account's keys held in a token, checked at start: one token per account (one PIN unlocks all of a
 * prescriber's keys) and one account per token (no PIN unlocks another prescriber's key). A set-up that breaks
 * either stops the start with a sentence naming the account and the tokens.
 */
final class AccountTokens {

    private AccountTokens() {
    }

    /**
     * The token key of each account that has one, from each account's prescriber IDs and the label of the token that
     * holds each ID's key (empty for a key in software).
     *
     * @throws IllegalStateException when an account's keys are in two tokens, or one token holds two accounts' keys
     */
    static Map<String, KeyUnlock.TokenKey> of(Map<String, ? extends Collection<String>> prescriberIds,
            Function<String, Optional<String>> labelOf) {
        Map<String, KeyUnlock.TokenKey> keys = new HashMap<>();
        Map<String, String> owners = new HashMap<>();
        for (String username : prescriberIds.keySet().stream().sorted().toList()) {
            List<String> ids = prescriberIds.get(username).stream().sorted()
                    .filter(id -> labelOf.apply(id).isPresent()).toList();
            List<String> labels = ids.stream().map(id -> labelOf.apply(id).orElseThrow()).distinct().sorted()
                    .toList();
            if (labels.size() > 1) {
                throw new IllegalStateException("account " + username + ": its keys are in the tokens "
                        + String.join(", ", labels) + "; a prescriber's keys are in one token of their own");
            }
            if (labels.size() == 1) {
                String other = owners.put(labels.get(0), username);
                if (other != null) {
                    throw new IllegalStateException("the token '" + labels.get(0) + "' holds keys of the accounts "
                            + other + " and " + username + ": each prescriber's keys are in a token of their own,"
                            + " unlocked with their own PIN");
                }
                keys.put(username, new KeyUnlock.TokenKey(labels.get(0), ids));
            }
        }
        return Map.copyOf(keys);
    }
}
