package org.etp.ac.login;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * A sign-in refused because its account or its address is locked, until {@link #until()}. Its words do not say
 * which of the two, nor whether the account exists: both applications show {@link #sentence(ZoneId)}.
 */
public final class LockedOutException extends Exception {

    private static final long serialVersionUID = 1L;
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm zzz", Locale.UK);

    private final Instant until;

    public LockedOutException(Instant until) {
        super("locked until " + until);
        this.until = until;
    }

    public Instant until() {
        return until;
    }

    /** What the sign-in page says: {@code Too many failed sign-ins: try again after 14:32 GMT.} */
    public String sentence(ZoneId zone) {
        return sentence(until, zone);
    }

    /** The same words for a lock ending at {@code until}. */
    public static String sentence(Instant until, ZoneId zone) {
        // The minute is rounded up so that "after 14:32" is never before the lock's end.
        Instant shown = until.getEpochSecond() % 60 == 0 && until.getNano() == 0 ? until
                : Instant.ofEpochSecond((until.getEpochSecond() / 60 + 1) * 60);
        return "Too many failed sign-ins: try again after " + TIME.withZone(zone).format(shown) + ".";
    }
}
