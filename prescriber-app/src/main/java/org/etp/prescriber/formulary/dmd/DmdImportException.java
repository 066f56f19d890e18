package org.etp.prescriber.formulary.dmd;

/** A dm+d release that cannot be imported: a file missing or unreadable, or XML that is malformed or holds a DTD. */
public class DmdImportException extends Exception {

    private static final long serialVersionUID = 1L;

    public DmdImportException(String message) {
        super(message);
    }

    public DmdImportException(String message, Throwable cause) {
        super(message, cause);
    }
}
