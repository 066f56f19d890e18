package org.etp.pharmacy.account;

import java.util.Set;
import org.etp.pharmacy.access.AccessLog;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * What an administrator may do to accounts, each change checked once here and appended to the access audit in its own
 * transaction ({@link AccessLog#accountChanged}: who changed which account, never a password). A change that breaks a
 * rule is refused with an {@link AccountChangeException} before anything is written; a refusal by the rules that
 * protect the administrators (no disabling or demoting oneself, never the last enabled administrator) is audited as
 * {@code REFUSED}. The enabled administrators' rows are locked first, so that two administrators acting at once cannot
 * together remove the last one.
 */
@Service
public class AccountAdministration {

    static final String DONE = "DONE";
    static final String REFUSED = "REFUSED";

    private final Accounts accounts;
    private final ChosenPasswords passwords;
    private final AccessLog audit;

    AccountAdministration(Accounts accounts, ChosenPasswords passwords, AccessLog audit) {
        this.accounts = accounts;
        this.passwords = passwords;
        this.audit = audit;
    }

    /** A new account, which must change the password the administrator chose at its first sign-in. */
    @Transactional
    public void create(String username, Set<CounterRole> roles, String password, String confirmation)
            throws AccountChangeException {
        if (username == null || !AccountProperties.USERNAME.matcher(username).matches()) {
            throw new AccountChangeException("username", "Enter a username of lower-case letters, digits, '.', '_' or"
                    + " '-', starting with a letter, at most 64 characters.");
        }
        requireRoles(roles);
        String hash = passwords.hash(username, password, confirmation);
        if (!accounts.addIfAbsent(username, hash, roles, "ADMINISTRATOR", true)) {
            throw new AccountChangeException("username", "An account named " + username + " already exists.");
        }
        audit.accountChanged("ACCOUNT_CREATE", username, DONE);
    }

    /** Disables {@code username}: it cannot sign in, and its open sessions end at their next request. */
    @Transactional
    public void disable(String actor, String username) throws AccountChangeException {
        AccountRow account = existing(username);
        Set<String> administrators = accounts.lockEnabledAdministrators();
        if (username.equals(actor)) {
            refuse("ACCOUNT_DISABLE", username, "You cannot disable your own account.");
        }
        if (administrators.equals(Set.of(username))) {
            refuse("ACCOUNT_DISABLE", username, username + " is the last enabled administrator: give another account"
                    + " the role Administrator first.");
        }
        if (account.enabled()) {
            accounts.setEnabled(username, false);
        }
        audit.accountChanged("ACCOUNT_DISABLE", username, DONE);
    }

    /** Enables {@code username} again. */
    @Transactional
    public void enable(String username) throws AccountChangeException {
        AccountRow account = existing(username);
        if (!account.enabled()) {
            accounts.setEnabled(username, true);
        }
        audit.accountChanged("ACCOUNT_ENABLE", username, DONE);
    }

    /** Sets a password the administrator chose; the account must change it at its next sign-in. */
    @Transactional
    public void resetPassword(String actor, String username, String password, String confirmation)
            throws AccountChangeException {
        existing(username);
        if (username.equals(actor)) {
            throw new AccountChangeException(null, "Change your own password on the Change password page.");
        }
        accounts.setPassword(username, passwords.hash(username, password, confirmation), true);
        audit.accountChanged("ACCOUNT_PASSWORD_RESET", username, DONE);
    }

    /** Gives {@code username} exactly {@code roles}. */
    @Transactional
    public void assignRoles(String actor, String username, Set<CounterRole> roles) throws AccountChangeException {
        existing(username);
        requireRoles(roles);
        Set<String> administrators = accounts.lockEnabledAdministrators();
        if (administrators.contains(username) && !roles.contains(CounterRole.ADMINISTRATOR)) {
            if (username.equals(actor)) {
                refuse("ACCOUNT_ROLES", username, "You cannot take the role Administrator from your own account.");
            }
            if (administrators.size() == 1) {
                refuse("ACCOUNT_ROLES", username, username + " is the last enabled administrator: give another"
                        + " account the role Administrator first.");
            }
        }
        accounts.setRoles(username, roles);
        audit.accountChanged("ACCOUNT_ROLES", username, DONE);
    }

    private AccountRow existing(String username) throws AccountChangeException {
        return accounts.row(username == null ? "" : username)
                .orElseThrow(() -> new AccountChangeException(null, "There is no account named " + username + "."));
    }

    private static void requireRoles(Set<CounterRole> roles) throws AccountChangeException {
        if (roles == null || roles.isEmpty()) {
            throw new AccountChangeException("roles", "Choose at least one role.");
        }
    }

    private void refuse(String action, String username, String sentence) throws AccountChangeException {
        audit.accountChanged(action, username, REFUSED);
        throw new AccountChangeException(null, sentence);
    }
}
