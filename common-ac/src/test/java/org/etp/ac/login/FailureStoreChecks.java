package org.etp.ac.login;

import java.time.Instant;

/**
 * What each application's {@link FailureStore} is held to against its own database: its table admits every
 * {@link Subject.Kind} (a migration's {@code CHECK} names them, and no compiler sees it).
 */
public final class FailureStoreChecks {

    private FailureStoreChecks() {
    }

    /** Stores and forgets a count of every kind of subject; a kind the table refuses throws. */
    public static void storesEveryKind(FailureStore store) {
        for (Subject.Kind kind : Subject.Kind.values()) {
            Subject subject = new Subject(kind, "every-kind");
            store.update(subject, previous -> new Failures(1, Instant.now(), null));
            store.clear(subject);
        }
    }
}
