package org.etp.prescriber.unlock;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The owner of {@code signing_key_failure} (V15), the wrong PINs given to unlock each account's signing key. A wrong
 * PIN is counted in one statement (an upsert, which holds the row's lock), so attempts at once, from any node, are
 * all counted; the run starts again after a lock that has ended.
 */
@Component
class UnlockFailures {

    private final JdbcTemplate jdbc;

    UnlockFailures(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** The end of the lock on {@code username}'s key, when it is locked at {@code now}. */
    Optional<Instant> lockedUntil(String username, Instant now) {
        List<OffsetDateTime> until = jdbc.query("SELECT locked_until FROM signing_key_failure WHERE username = ?"
                + " AND locked_until > ?", (row, n) -> row.getObject(1, OffsetDateTime.class), username, utc(now));
        return until.stream().findFirst().map(OffsetDateTime::toInstant);
    }

    /**
     * Counts a wrong PIN for {@code username} at {@code now}; at {@code max} in a row the key is locked until
     * {@code lockEnds}. Returns the wrong PINs in a row, this one included.
     */
    int failed(String username, Instant now, int max, Instant lockEnds) {
        Integer failures = jdbc.queryForObject("INSERT INTO signing_key_failure AS f (username, failures,"
                + " last_failure, locked_until) VALUES (?, 1, ?, NULL) ON CONFLICT (username) DO UPDATE SET"
                + " failures = CASE WHEN f.locked_until IS NULL THEN f.failures + 1 ELSE 1 END,"
                + " last_failure = EXCLUDED.last_failure, locked_until = NULL RETURNING failures", Integer.class,
                username, utc(now));
        if (failures >= max) {
            jdbc.update("UPDATE signing_key_failure SET locked_until = ? WHERE username = ? AND failures >= ?",
                    utc(lockEnds), username, max);
        }
        return failures;
    }

    /** A right PIN: the run of wrong ones is over. */
    void cleared(String username) {
        jdbc.update("DELETE FROM signing_key_failure WHERE username = ?", username);
    }

    /** The wrong PINs in a row counted for {@code username} (0 when none). */
    int failures(String username) {
        return jdbc.query("SELECT failures FROM signing_key_failure WHERE username = ?", (row, n) -> row.getInt(1),
                username).stream().findFirst().orElse(0);
    }

    private static OffsetDateTime utc(Instant instant) {
        return OffsetDateTime.ofInstant(instant, ZoneOffset.UTC);
    }
}
