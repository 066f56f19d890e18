package org.etp.pharmacy.access;

import java.util.Optional;
import org.etp.ac.audit.AccessEvent;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Where the counter says what it showed or changed, once per view and once per change: each call appends one entry
 * naming the signed-in account, its role, the client's address and this node. A view's entry is committed before
 * the page is drawn; a change's joins the change's transaction, so that one is never committed without the other.
 * A failure to append is thrown: patient data is not shown when its showing cannot be recorded, nor is anyone signed
 * in whose sign-in cannot be.
 */
@Service
public class AccessLog {

    private final AccessChainWriter chain;
    private final Requester requester;

    AccessLog(AccessChainWriter chain, Requester requester) {
        this.chain = chain;
        this.requester = requester;
    }

    /** The page {@code page} showed prescription {@code prescriptionId}. */
    @Transactional
    public void viewed(String page, String prescriptionId) {
        chain.append(requester.current(), AccessEvent.of(AccessEvent.VIEW, page, prescriptionId));
    }

    /** Prescription {@code prescriptionId}'s certificate was downloaded through {@code what}. */
    @Transactional
    public void downloaded(String what, String prescriptionId) {
        chain.append(requester.current(), AccessEvent.of(AccessEvent.DOWNLOAD, what, prescriptionId));
    }

    /**
     * The list {@code page} showed {@code rowsShown} rows, found by a search for a term of kind {@code search} (the
     * kind only, never the term) or by no search.
     */
    @Transactional
    public void listed(String page, Optional<String> search, int rowsShown) {
        chain.append(requester.current(), AccessEvent.list(page, search.orElse(null), rowsShown));
    }

    /**
     * A sign-in on the login form by {@code username} (as typed, existing or not; the roles only once signed in) from
     * {@code address}, with its outcome ({@code SIGNED_IN}, {@code FAILED}, {@code LOCKED}, {@code REFUSED_LOCKED}).
     */
    @Transactional
    public void signIn(String username, String roles, String address, String outcome) {
        chain.append(requester.signingIn(username, roles, address), AccessEvent.signIn("LOGIN_FORM", outcome));
    }

    /**
     * An administrator's change {@code action} to the account {@code username} was tried, with {@code outcome}: the
     * account's name and what was done, never a password.
     */
    @Transactional
    public void accountChanged(String action, String username, String outcome) {
        chain.append(requester.current(), AccessEvent.accountChange(action, username, outcome));
    }

        /** The change {@code action} to prescription {@code prescriptionId} was tried, with {@code outcome}. */
    @Transactional
    public void changed(String action, String prescriptionId, String outcome) {
        chain.append(requester.current(), AccessEvent.change(action, prescriptionId, outcome));
    }
}
