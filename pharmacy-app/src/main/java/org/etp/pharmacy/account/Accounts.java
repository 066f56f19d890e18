package org.etp.pharmacy.account;

import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.etp.pharmacy.jdbc.SqlTimes;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsPasswordService;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * The owner of {@code account} and {@code account_role} (V19): Spring Security's {@link UserDetailsService} over
 * them, the store of a password hash upgraded at sign-in ({@link UserDetailsPasswordService}), and the reads and
 * writes that {@link AccountImport}, {@link AccountAdministration} and {@link AccountSessionFilter} ask for. Every
 * change that must end the account's open sessions raises its {@code version}; an upgraded hash does not.
 */
@Repository
public class Accounts implements UserDetailsService, UserDetailsPasswordService {

    private static final String SELECT = """
            SELECT a.username, a.password, a.enabled, a.must_change_password, a.version, a.origin, a.created_at,
                   a.changed_at, array_remove(array_agg(r.role ORDER BY r.role), NULL) AS roles
            FROM account a LEFT JOIN account_role r ON r.username = a.username""";

    private static final String NEXT_VERSION = "version = version + 1, changed_at = now()";

    private final JdbcClient jdbc;

    Accounts(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public UserDetails loadUserByUsername(String username) {
        return find(username).orElseThrow(() -> new UsernameNotFoundException("no such account"));
    }

    /** The account {@code username} as it signs in, if there is one. */
    public Optional<CounterAccount> find(String username) {
        return jdbc.sql(SELECT + " WHERE a.username = ? GROUP BY a.username").param(username)
                .query((row, n) -> new CounterAccount(row.getString("username"), row.getString("password"),
                        roles(row), row.getBoolean("enabled"), row.getBoolean("must_change_password"),
                        row.getInt("version")))
                .optional();
    }

    @Override
    public UserDetails updatePassword(UserDetails user, String newPassword) {
        jdbc.sql("UPDATE account SET password = ? WHERE username = ?").params(newPassword, user.getUsername()).update();
        return user instanceof CounterAccount account ? account.withPassword(newPassword) : user;
    }

    /** Every account, by username. */
    List<AccountRow> list() {
        return jdbc.sql(SELECT + " GROUP BY a.username ORDER BY a.username").query((row, n) -> row(row)).list();
    }

    Optional<AccountRow> row(String username) {
        return jdbc.sql(SELECT + " WHERE a.username = ? GROUP BY a.username").param(username)
                .query((row, n) -> row(row)).optional();
    }

    /** Adds the account unless one of that name exists (which is left as it is); whether it was added. */
    @Transactional(propagation = Propagation.MANDATORY)
    boolean addIfAbsent(String username, String passwordHash, Set<CounterRole> roles, String origin,
            boolean mustChangePassword) {
        int added = jdbc.sql("INSERT INTO account (username, password, must_change_password, origin)"
                        + " VALUES (?, ?, ?, ?) ON CONFLICT (username) DO NOTHING")
                .params(username, passwordHash, mustChangePassword, origin).update();
        if (added == 1) {
            insertRoles(username, roles);
        }
        return added == 1;
    }

    /**
     * The enabled administrators, their rows locked until the transaction ends: two administrators changing each
     * other at once take turns, so that the last one cannot be lost between them.
     */
    @Transactional(propagation = Propagation.MANDATORY)
    Set<String> lockEnabledAdministrators() {
        return Set.copyOf(jdbc.sql("SELECT a.username FROM account a JOIN account_role r ON r.username = a.username"
                        + " WHERE r.role = 'ADMINISTRATOR' AND a.enabled ORDER BY a.username FOR UPDATE OF a")
                .query(String.class).list());
    }

    /** Enables or disables the account; whether there was one. */
    @Transactional(propagation = Propagation.MANDATORY)
    boolean setEnabled(String username, boolean enabled) {
        return changed(jdbc.sql("UPDATE account SET enabled = ?, " + NEXT_VERSION + " WHERE username = ?")
                .params(enabled, username).update());
    }

    /** Sets the password hash, and whether it must be changed at the next sign-in; whether there was an account. */
    @Transactional(propagation = Propagation.MANDATORY)
    boolean setPassword(String username, String passwordHash, boolean mustChangePassword) {
        return changed(jdbc.sql("UPDATE account SET password = ?, must_change_password = ?, " + NEXT_VERSION
                + " WHERE username = ?").params(passwordHash, mustChangePassword, username).update());
    }

    /** Replaces the account's roles; whether there was an account. */
    @Transactional(propagation = Propagation.MANDATORY)
    boolean setRoles(String username, Set<CounterRole> roles) {
        if (!changed(jdbc.sql("UPDATE account SET " + NEXT_VERSION + " WHERE username = ?").param(username).update())) {
            return false;
        }
        jdbc.sql("DELETE FROM account_role WHERE username = ?").param(username).update();
        insertRoles(username, roles);
        return true;
    }

    private void insertRoles(String username, Set<CounterRole> roles) {
        for (CounterRole role : roles) {
            jdbc.sql("INSERT INTO account_role (username, role) VALUES (?, ?)").params(username, role.name()).update();
        }
    }

    private static boolean changed(int rows) {
        return rows == 1;
    }

    private static AccountRow row(ResultSet row) throws SQLException {
        return new AccountRow(row.getString("username"), roles(row), row.getBoolean("enabled"),
                row.getBoolean("must_change_password"), row.getString("origin"), SqlTimes.instant(row, "created_at"),
                SqlTimes.instant(row, "changed_at"));
    }

    private static Set<CounterRole> roles(ResultSet row) throws SQLException {
        Array array = row.getArray("roles");
        Set<CounterRole> roles = EnumSet.noneOf(CounterRole.class);
        if (array != null) {
            for (Object role : (Object[]) array.getArray()) {
                roles.add(CounterRole.valueOf((String) role));
            }
        }
        return roles;
    }
}
