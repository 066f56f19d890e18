package org.etp.pharmacy.account;

import org.etp.pharmacy.access.AccessLog;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * A signed-in account changes its own password: the current one first, then the new one twice. The change raises the
 * account's version, so that its other open sessions end; the caller carries on with the account as it now is.
 */
@Service
class OwnPassword {

    private final Accounts accounts;
    private final ChosenPasswords passwords;
    private final AccessLog audit;

    OwnPassword(Accounts accounts, ChosenPasswords passwords, AccessLog audit) {
        this.accounts = accounts;
        this.passwords = passwords;
        this.audit = audit;
    }

    /** Sets {@code username}'s new password; the account as it is afterwards. */
    @Transactional
    CounterAccount change(String username, String current, String password, String confirmation)
            throws AccountChangeException {
        CounterAccount account = accounts.find(username)
                .orElseThrow(() -> new AccountChangeException(null, "Your account no longer exists."));
        if (!passwords.matches(current, account.getPassword())) {
            audit.accountChanged("PASSWORD_CHANGE", username, AccountAdministration.REFUSED);
            throw new AccountChangeException("current", "Your current password is not right.");
        }
        if (current.equals(password)) {
            throw new AccountChangeException("password", "Choose a new password, not the current one.");
        }
        accounts.setPassword(username, passwords.hash(username, password, confirmation), false);
        audit.accountChanged("PASSWORD_CHANGE", username, AccountAdministration.DONE);
        return accounts.find(username).orElseThrow();
    }
}
