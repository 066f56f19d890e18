package org.etp.prescriber.account;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.etp.ac.login.FailureStore;
import org.etp.ac.login.Failures;
import org.etp.ac.login.Subject;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * The owner of {@code login_failure} (V13), the counts of failed sign-ins: a count is changed under its row's lock,
 * the row made first if there is none, so that two attempts at once are both counted.
 */
@Component
class LoginFailures implements FailureStore {

    private static final String KEY = " WHERE kind = ? AND subject = ?";

    private final JdbcTemplate jdbc;

    LoginFailures(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public Map<Subject, Failures> read(Subject account, Subject address) {
        Map<Subject, Failures> found = new HashMap<>();
        jdbc.query("SELECT kind, subject, failures, last_failure, locked_until FROM login_failure WHERE (kind, subject)"
                + " IN ((?, ?), (?, ?))", row -> {
                    found.put(new Subject(Subject.Kind.valueOf(row.getString("kind")), row.getString("subject")),
                            failures(row));
                }, account.kind().name(), account.key(), address.kind().name(), address.key());
        return found;
    }

    @Override
    @Transactional
    public Failures update(Subject subject, UnaryOperator<Failures> change) {
        Object[] key = {subject.kind().name(), subject.key()};
        jdbc.update("INSERT INTO login_failure (kind, subject, failures, last_failure) VALUES (?, ?, 0, now())"
                + " ON CONFLICT DO NOTHING", key);
        List<Failures> locked = jdbc.query("SELECT failures, last_failure, locked_until FROM login_failure" + KEY
                + " FOR UPDATE", (row, n) -> failures(row), key);
        Failures next = change.apply(locked.get(0));
        jdbc.update("UPDATE login_failure SET failures = ?, last_failure = ?, locked_until = ?" + KEY, next.failures(),
                utc(next.lastFailure()), utc(next.lockedUntil()), key[0], key[1]);
        return next;
    }

    @Override
    public void clear(Subject subject) {
        jdbc.update("DELETE FROM login_failure" + KEY, subject.kind().name(), subject.key());
    }

    @Override
    public void forgetBefore(Instant before) {
        jdbc.update("DELETE FROM login_failure WHERE greatest(last_failure, locked_until) < ?", utc(before));
    }

    private static Failures failures(ResultSet row) throws SQLException {
        int failures = row.getInt("failures");
        OffsetDateTime last = row.getObject("last_failure", OffsetDateTime.class);
        OffsetDateTime until = row.getObject("locked_until", OffsetDateTime.class);
        return failures == 0 ? Failures.NONE
                : new Failures(failures, last.toInstant(), until == null ? null : until.toInstant());
    }

    private static OffsetDateTime utc(Instant instant) {
        return instant == null ? null : OffsetDateTime.ofInstant(instant, ZoneOffset.UTC);
    }
}
