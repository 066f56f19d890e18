package org.etp.pharmacy.intake;

import java.util.Locale;

/**
 * The intake's pools, which a {@link MessageHandler} names to run on; both are bounded, as the requests in flight
 * are.
 */
public enum IntakeExecutor {

    /**
     * One thread per core ({@code etp.intake.worker-threads}): verifying and parsing certificates, and handing
     * them to what does not make the thread wait (the store's writer threads commit).
     */
    VERIFICATION,

    /**
     * As many threads as the verification pool, for work that waits on the database (a cancellation's
     * transaction, a status request's reads), so that it never holds a verification thread idle.
     */
    DATABASE;

    /** The pool's name in a sentence: {@code verification}, {@code database}. */
    String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
