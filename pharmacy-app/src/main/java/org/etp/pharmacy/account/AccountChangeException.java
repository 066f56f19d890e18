package org.etp.pharmacy.account;

/**
 * An account change refused, and nothing changed: the message is the sentence the page shows, {@code field} the id of
 * the form field it is about (the error summary links to it), or null when it is about the whole change.
 */
public final class AccountChangeException extends Exception {

    private static final long serialVersionUID = 1L;

    private final String field;

    AccountChangeException(String field, String sentence) {
        super(sentence);
        this.field = field;
    }

    public String field() {
        return field;
    }
}
