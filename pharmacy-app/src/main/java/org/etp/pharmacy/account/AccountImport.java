package org.etp.pharmacy.account;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Copies the accounts configured under {@code etp.accounts.*} into the {@code account} table at start, each only when
 * no account of its name is there: configuration never overwrites an account, so that a password changed or an
 * account disabled at the counter stays so across restarts. Runs once all beans are made (the database migrated)
 * and before the web server takes requests; nodes starting together each add what is missing, once. The log names
 * the usernames and counts, never a hash.
 */
@Component
class AccountImport implements SmartInitializingSingleton {

    static final String ORIGIN = "CONFIGURATION";

    private static final Logger log = LoggerFactory.getLogger(AccountImport.class);

    private final AccountProperties configured;
    private final Accounts accounts;
    private final TransactionTemplate transaction;

    AccountImport(AccountProperties configured, Accounts accounts, TransactionTemplate transaction) {
        this.configured = configured;
        this.accounts = accounts;
        this.transaction = transaction;
    }

    @Override
    public void afterSingletonsInstantiated() {
        List<String> added = new ArrayList<>();
        List<String> kept = new ArrayList<>();
        Map<String, AccountProperties.Account> sorted = new TreeMap<>(configured.accounts());
        transaction.executeWithoutResult(status -> sorted.forEach((username, account) ->
                (accounts.addIfAbsent(username, account.password(), Set.of(account.role()), ORIGIN, false)
                        ? added : kept).add(username)));
        if (!sorted.isEmpty()) {
            log.info("Counter accounts from etp.accounts.*: {} imported into the database {}, {} already there and"
                    + " left as they are {}", added.size(), added, kept.size(), kept);
        }
        List<AccountRow> all = accounts.list();
        if (all.isEmpty()) {
            log.warn("No counter accounts, in the database or configured (etp.accounts.*): nobody can sign in."
                    + " Start with the 'demo' profile for the demo accounts.");
        } else if (all.stream().noneMatch(row -> row.enabled() && row.has(CounterRole.ADMINISTRATOR))) {
            log.warn("No enabled counter account has the role ADMINISTRATOR: nobody can manage accounts at the"
                    + " counter. docs/operations.md says how to create the first one (etp.accounts.*).");
        }
    }
}
