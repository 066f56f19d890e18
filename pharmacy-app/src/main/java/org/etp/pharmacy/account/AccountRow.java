package org.etp.pharmacy.account;

import java.time.Instant;
import java.util.Set;

/**
 * An account as the administrator's list shows it: never its password hash.
 *
 * @param origin {@code CONFIGURATION} (imported from {@code etp.accounts.*}) or {@code ADMINISTRATOR}
 */
public record AccountRow(String username, Set<CounterRole> roles, boolean enabled, boolean mustChangePassword,
        String origin, Instant createdAt, Instant changedAt) {

    public AccountRow {
        roles = CounterRole.inOrder(roles);
    }

    public boolean has(CounterRole role) {
        return roles.contains(role);
    }
}
