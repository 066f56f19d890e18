package org.etp.prescriber.account;

import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PrescriberEntry;
import org.etp.ac.trust.PrescriberIdentity;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * The configured accounts, checked against the PKI at start-up: every prescriber id exists, the ids of
 * one account name one person, and no account holds two keys of one algorithm. A misconfiguration
 * stops the app with a message naming the account, rather than failing at the first signature.
 */
@Component
public class PrescriberAccounts {

    private static final Logger log = LoggerFactory.getLogger(PrescriberAccounts.class);

    private final Map<String, PrescriberAccount> accounts = new LinkedHashMap<>();

    PrescriberAccounts(AccountProperties properties, PkiDirectory pki) {
        Map<String, PrescriberEntry> entries = new LinkedHashMap<>();
        pki.prescribers().forEach(entry -> entries.put(entry.id(), entry));
        properties.accounts().forEach((username, account) ->
                accounts.put(username, resolve(username, account, entries, pki)));
        if (accounts.isEmpty()) {
            log.warn("No prescriber accounts are configured (etp.accounts.*): nobody can sign in."
                    + " Start with the 'demo' profile for the demo prescribers.");
        }
    }

    /** The usernames of the configured accounts, in the order configured. */
    public Set<String> usernames() {
        return Collections.unmodifiableSet(accounts.keySet());
    }

    public Optional<PrescriberAccount> find(String username) {
        return Optional.ofNullable(accounts.get(username));
    }

    public PrescriberAccount get(String username) {
        return find(username).orElseThrow(() -> new IllegalArgumentException("no account " + username));
    }

    private static PrescriberAccount resolve(String username, AccountProperties.Account account,
            Map<String, PrescriberEntry> entries, PkiDirectory pki) {
        Map<SignatureAlgorithm, String> ids = new EnumMap<>(SignatureAlgorithm.class);
        PrescriberIdentity identity = null;
        for (String id : account.prescriberIds()) {
            PrescriberEntry entry = entries.get(id);
            if (entry == null) {
                throw new IllegalStateException("account " + username + ": no prescriber '" + id + "' in " + pki.path()
                        + " (it has " + String.join(", ", entries.keySet()) + ")");
            }
            if (identity != null && !identity.equals(entry.identity())) {
                throw new IllegalStateException("account " + username + ": prescriber ids name different people");
            }
            identity = entry.identity();
            if (ids.put(entry.algorithm(), id) != null) {
                throw new IllegalStateException("account " + username + " holds two " + entry.algorithm().id()
                        + " keys");
            }
        }
        return new PrescriberAccount(username, identity, ids);
    }
}
