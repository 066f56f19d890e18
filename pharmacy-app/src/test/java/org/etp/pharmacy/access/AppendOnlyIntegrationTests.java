package org.etp.pharmacy.access;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;
import org.etp.db.DatabaseCreator;
import org.etp.db.testing.TestDatabase;
import org.etp.pharmacy.support.CounterAppTest;
import org.etp.pharmacy.support.PharmacyDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;

/**
 * The database itself refuses to change or remove an access audit entry, even to the superuser the tests connect
 * as, and even in replication mode; only one who first disables the triggers can (which {@code etp audit verify}
 * then finds, perf's {@code AuditVerifyIntegrationTests}).
 */
@CounterAppTest
class AppendOnlyIntegrationTests {

    @Autowired
    MockMvc mvc;

    @ParameterizedTest
    @ValueSource(strings = {
        "UPDATE access_audit SET account = 'someone else' WHERE seq = (SELECT max(seq) FROM access_audit)",
        "DELETE FROM access_audit WHERE seq = (SELECT max(seq) FROM access_audit)",
        "TRUNCATE access_audit",
        "DELETE FROM access_audit_head",
        "TRUNCATE access_audit_head"})
    void refusesToChangeOrRemoveEntriesWhoeverAsks(String change) throws Exception {
        mvc.perform(get("/queue").with(user("append-only").roles("PHARMACIST"))).andExpect(status().isOk());
        long entries = PharmacyDatabase.count("SELECT count(*) FROM access_audit");

        for (String mode : new String[] {"origin", "replica"}) {
            try (Connection connection = TestDatabase.get().connect();
                    Statement statement = connection.createStatement()) {
                statement.execute("SET session_replication_role = " + mode);
                assertThatExceptionOfType(SQLException.class).isThrownBy(() -> statement.execute(change))
                        .withMessageContaining("is append-only");
            }
        }

        assertThat(PharmacyDatabase.count("SELECT count(*) FROM access_audit")).isEqualTo(entries);
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM access_audit WHERE account = 'append-only'"))
                .isPositive();
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM access_audit_head")).isOne();
    }

    @Test
    void leavesARoleGrantedAsDocumentedNothingButReadingAndAppending() throws Exception {
        String role = "etp_audit_app_" + UUID.randomUUID().toString().replace("-", "").substring(0, 8);
        TestDatabase database = TestDatabase.get();
        superuser("CREATE ROLE " + role + " LOGIN", "GRANT SELECT, INSERT ON access_audit TO " + role,
                "GRANT SELECT, UPDATE ON access_audit_head TO " + role);
        try (Connection app = DatabaseCreator.connect(database.url(), role, database.password());
                Statement statement = app.createStatement()) {
            app.setAutoCommit(false);
            statement.executeQuery("SELECT seq FROM access_audit_head FOR UPDATE").close();
            statement.executeUpdate("INSERT INTO access_audit (seq, at, kind, action, account, node, previous_hash,"
                    + " hash) VALUES ((SELECT seq + 1 FROM access_audit_head), now(), 'VIEW', 'QUEUE', 'probe',"
                    + " 'probe', decode(repeat('00', 32), 'hex'), decode(repeat('00', 32), 'hex'))");
            app.rollback();
            for (String change : new String[] {"UPDATE access_audit SET account = 'someone else'",
                "DELETE FROM access_audit", "TRUNCATE access_audit",
                "ALTER TABLE access_audit DISABLE TRIGGER access_audit_append_only"}) {
                assertThatExceptionOfType(SQLException.class).isThrownBy(() -> statement.execute(change))
                        .withMessageMatching("(?s).*(permission denied|must be owner).*");
                app.rollback();
            }
        } finally {
            superuser("DROP OWNED BY " + role, "DROP ROLE " + role);
        }
    }

    private static void superuser(String... statements) throws SQLException {
        try (Connection connection = TestDatabase.get().connect();
                Statement statement = connection.createStatement()) {
            for (String sql : statements) {
                statement.execute(sql);
            }
        }
    }
}
