package org.etp.pharmacy.security;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.etp.ac.login.FailureStore;
import org.etp.ac.login.Failures;
import org.etp.ac.login.Subject;
import org.etp.pharmacy.jdbc.SqlTimes;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/**
 * The owner of {@code login_failure} (V17): the counts of failed sign-ins, shared by every node. A change locks its
 * row ({@code SELECT ... FOR UPDATE}, after making sure there is one), so that two nodes counting at once count
 * twice; a row is held for the length of three statements.
 */
@Repository
class LoginFailures implements FailureStore {

    private final JdbcClient jdbc;

    LoginFailures(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public Map<Subject, Failures> read(Subject account, Subject address) {
        Map<Subject, Failures> found = new HashMap<>();
        jdbc.sql("SELECT kind, subject, failures, last_failure, locked_until FROM login_failure"
                + " WHERE (kind = ? AND subject = ?) OR (kind = ? AND subject = ?)")
                .params(account.kind().name(), account.key(), address.kind().name(), address.key())
                .query((rows, n) -> found.put(new Subject(Subject.Kind.valueOf(rows.getString("kind")),
                        rows.getString("subject")), failures(rows))).list();
        return found;
    }

    @Override
    @Transactional
    public Failures update(Subject subject, UnaryOperator<Failures> change) {
        jdbc.sql("INSERT INTO login_failure (kind, subject, failures, last_failure) VALUES (?, ?, 0, now())"
                + " ON CONFLICT DO NOTHING").params(subject.kind().name(), subject.key()).update();
        Failures previous = jdbc.sql("SELECT failures, last_failure, locked_until FROM login_failure"
                + " WHERE kind = ? AND subject = ? FOR UPDATE").params(subject.kind().name(), subject.key())
                .query((rows, n) -> failures(rows)).single();
        Failures next = change.apply(previous);
        jdbc.sql("UPDATE login_failure SET failures = ?, last_failure = ?, locked_until = ?"
                + " WHERE kind = ? AND subject = ?")
                .params(next.failures(), SqlTimes.of(next.lastFailure()),
                        SqlTimes.of(next.lockedUntil()), subject.kind().name(), subject.key()).update();
        return next;
    }

    @Override
    public void clear(Subject subject) {
        jdbc.sql("DELETE FROM login_failure WHERE kind = ? AND subject = ?")
                .params(subject.kind().name(), subject.key()).update();
    }

    @Override
    public void forgetBefore(Instant before) {
        jdbc.sql("DELETE FROM login_failure WHERE last_failure < ? AND (locked_until IS NULL OR locked_until < ?)")
                .params(SqlTimes.of(before), SqlTimes.of(before)).update();
    }

    private static Failures failures(ResultSet rows) throws SQLException {
        int failures = rows.getInt("failures");
        return failures == 0 ? Failures.NONE : new Failures(failures, SqlTimes.instant(rows, "last_failure"),
                SqlTimes.instant(rows, "locked_until"));
    }
}
