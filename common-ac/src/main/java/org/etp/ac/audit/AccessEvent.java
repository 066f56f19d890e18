package org.etp.ac.audit;

/**
 * What an access was, never with patient data in clear: a kind ({@link #VIEW}, {@link #SEARCH}, {@link #DOWNLOAD},
 * {@link #CHANGE}, {@link #SIGN_IN}, {@link #CHECKPOINT}), the application's name for the page or action, the prescription ID it
 * concerned, and for a search only what kind of term was searched for (never the term) and how many rows it showed.
 *
 * @param kind one of the kinds above
 * @param action the page or action, in the application's words ({@code PRESCRIPTION_PAGE}, {@code DISPENSE}, ...)
 * @param prescriptionId the prescription concerned, or null (a list, a search)
 * @param search the kind of search term ({@code NHS_NUMBER}, {@code PRESCRIPTION_ID}, ...), or null
 * @param rowsShown how many rows a list or search showed, or null
 * @param outcome what came of a change ({@code DONE}, {@code REFUSED}, ...) or a sign-in ({@code SIGNED_IN},
 *        {@code FAILED}, {@code LOCKED}: the failure that locked, {@code REFUSED_LOCKED}: refused unchecked), or null
 * @param targetAccount the account an administrator's change concerned (never its password), or null
 */
public record AccessEvent(String kind, String action, String prescriptionId, String search, Integer rowsShown,
        String outcome, String targetAccount) {

    public static final String VIEW = "VIEW";
    public static final String SEARCH = "SEARCH";
    public static final String DOWNLOAD = "DOWNLOAD";
    public static final String CHANGE = "CHANGE";
    public static final String SIGN_IN = "SIGN_IN";
    public static final String CHECKPOINT = "CHECKPOINT";

    public AccessEvent {
        if (kind == null || kind.isEmpty() || action == null || action.isEmpty()) {
            throw new IllegalArgumentException("an access has a kind and an action");
        }
        if (rowsShown != null && rowsShown < 0) {
            throw new IllegalArgumentException("rows shown are 0 or more");
        }
    }

    /** One prescription seen ({@link #VIEW}) or downloaded ({@link #DOWNLOAD}) through {@code action}. */
    public static AccessEvent of(String kind, String action, String prescriptionId) {
        return new AccessEvent(kind, action, prescriptionId, null, null, null, null);
    }

    /** A list shown, or a search for a term of kind {@code search} (null: no search), with {@code rows} rows. */
    public static AccessEvent list(String action, String search, int rows) {
        return new AccessEvent(search == null ? VIEW : SEARCH, action, null, search, rows, null, null);
    }

    /** A change to a prescription, and its outcome. */
    public static AccessEvent change(String action, String prescriptionId, String outcome) {
        return new AccessEvent(CHANGE, action, prescriptionId, null, null, outcome, null);
    }

    /** An administrator's change {@code action} to the account {@code targetAccount}, and its outcome. */
    public static AccessEvent accountChange(String action, String targetAccount, String outcome) {
        if (targetAccount == null || targetAccount.isEmpty()) {
            throw new IllegalArgumentException("an account change names the account");
        }
        return new AccessEvent(CHANGE, action, null, null, null, outcome, targetAccount);
    }

    /** A sign-in through {@code action} (the login form), and its outcome. */
    public static AccessEvent signIn(String action, String outcome) {
        return new AccessEvent(SIGN_IN, action, null, null, null, outcome, null);
    }

    /** The chain's signed checkpoint. */
    public static AccessEvent checkpoint() {
        return new AccessEvent(CHECKPOINT, CHECKPOINT, null, null, null, null, null);
    }
}
