package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.etp.ac.audit.AccessEntry;
import org.etp.ac.audit.Accessor;
import org.etp.ac.audit.StoredAccessChain;
import org.etp.db.testing.TestDatabase;
import org.etp.pharmacy.access.AccessLog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * {@code etp audit verify} on the access audit the real pharmacy wrote (a checkpoint after every 4 entries): intact,
 * it exits 0 and counts; a row the superuser changed behind disabled triggers, a chain recomputed behind a
 * checkpoint, a checkpoint's signature changed, or a cut tail is named with exit 1. Each test puts back what it
 * changed, as the superuser, and finds the chain intact again.
 */
class AuditVerifyIntegrationTests {

    private static final int CHECKPOINT_EVERY = 4;
    private static final String DISARM = "ALTER TABLE access_audit DISABLE TRIGGER ALL";
    private static final String[] REARM = {"ALTER TABLE access_audit ENABLE TRIGGER ALL",
        "ALTER TABLE access_audit ENABLE ALWAYS TRIGGER access_audit_append_only",
        "ALTER TABLE access_audit ENABLE ALWAYS TRIGGER access_audit_no_truncate"};

    // No checkpoint by the clock while a test holds a forged chain.
    @RegisterExtension
    static final RunningPharmacy pharmacy = RunningPharmacy.onItsOwnDatabase(
            "etp.audit.checkpoint-every=" + CHECKPOINT_EVERY, "etp.audit.checkpoint-interval=1d");

    @AfterEach
    void findsTheChainIntactOnceRepaired() {
        SecurityContextHolder.clearContext();
        EtpCli verify = verify();
        assertThat(verify.exitCode()).as(verify.out() + verify.err()).isZero();
    }

    @Test
    void exitsZeroAndCountsAnIntactChain() throws Exception {
        view(10);

        EtpCli verify = verify();

        assertThat(verify.exitCode()).as(verify.err()).isZero();
        long entries = count("SELECT count(*) FROM access_audit");
        long checkpoints = count("SELECT count(*) FROM access_audit WHERE kind = 'CHECKPOINT'");
        assertThat(checkpoints).isEqualTo(entries / (CHECKPOINT_EVERY + 1));
        assertThat(verify.out()).startsWith("intact: " + entries + " entries, " + checkpoints + " checkpoints");
    }

    @Test
    void namesTheRowTheSuperuserChangedBehindDisabledTriggers() throws Exception {
        view(6);
        long changed = count("SELECT max(seq) FROM access_audit WHERE kind = 'VIEW'") - 1;

        superuser(DISARM, "CREATE TABLE kept AS SELECT * FROM access_audit WHERE seq = " + changed,
                "UPDATE access_audit SET prescription_id = 'SOMEONE-ELSE' WHERE seq = " + changed);
        EtpCli verify = verify();
        superuser("UPDATE access_audit a SET prescription_id = k.prescription_id FROM kept k WHERE a.seq = k.seq",
                "DROP TABLE kept");
        superuser(REARM);

        assertThat(verify.exitCode()).isEqualTo(AuditCommand.BROKEN);
        assertThat(verify.out()).startsWith("broken at entry " + changed + ": ")
                .contains("it was changed after it was written");
    }

    @Test
    void namesTheCheckpointBehindAChainRecomputedFromAChangedRow() throws Exception {
        long last = view(2 * CHECKPOINT_EVERY + 2);
        long changed = count("SELECT max(seq) FROM access_audit WHERE kind = 'VIEW' AND seq <= "
                + (last - 2 * CHECKPOINT_EVERY));
        long checkpoint = count("SELECT min(seq) FROM access_audit WHERE kind = 'CHECKPOINT' AND seq > " + changed);

        superuser(DISARM);
        List<AccessEntry> original = rewriteFrom(changed, new Accessor("ng", "PHARMACIST", null, "forged"));
        EtpCli verify = verify();
        rewrite(original);
        superuser(REARM);

        assertThat(verify.exitCode()).isEqualTo(AuditCommand.BROKEN);
        assertThat(verify.out()).startsWith("broken at entry " + checkpoint + ": ")
                .contains("its checkpoint signature does not verify");
    }

    @Test
    void namesACheckpointWhoseSignatureWasChanged() throws Exception {
        view(CHECKPOINT_EVERY + 1);
        long checkpoint = count("SELECT max(seq) FROM access_audit WHERE kind = 'CHECKPOINT'");
        List<AccessEntry> original;
        try (Connection connection = pharmacy.database().connect()) {
            original = StoredAccessChain.entries(connection, checkpoint);
        }
        byte[] signature = original.get(0).signature();
        signature[signature.length / 2] ^= 1;
        AccessEntry forged = new AccessEntry(checkpoint, original.get(0).at(), original.get(0).who(),
                original.get(0).what(), signature, original.get(0).previousHash());

        superuser(DISARM);
        rewrite(List.of(forged));
        EtpCli verify = verify();
        rewrite(original.subList(0, 1));
        superuser(REARM);

        assertThat(verify.exitCode()).isEqualTo(AuditCommand.BROKEN);
        assertThat(verify.out()).startsWith("broken at entry " + checkpoint + ": ")
                .contains("its checkpoint signature does not verify");
    }

    @Test
    void namesTheFirstEntryPastACutTail() throws Exception {
        long last = view(3);

        superuser(DISARM, "CREATE TABLE cut AS SELECT * FROM access_audit WHERE seq >= " + (last - 1),
                "DELETE FROM access_audit WHERE seq >= " + (last - 1));
        EtpCli verify = verify();
        superuser("INSERT INTO access_audit SELECT * FROM cut", "DROP TABLE cut");
        superuser(REARM);

        assertThat(verify.exitCode()).isEqualTo(AuditCommand.BROKEN);
        assertThat(verify.out()).startsWith("broken at entry " + (last - 1) + ": the chain ends at entry "
                + (last - 2));
    }

    /** {@code views} views of prescriptions ID-0, ID-1, ...; the last place in the chain after them. */
    private static long view(int views) throws Exception {
        SecurityContextHolder.getContext().setAuthentication(UsernamePasswordAuthenticationToken.authenticated("shah",
                null, List.of(new SimpleGrantedAuthority("ROLE_PHARMACIST"))));
        AccessLog log = pharmacy.bean(AccessLog.class);
        for (int i = 0; i < views; i++) {
            log.viewed("PRESCRIPTION_PAGE", "ID-" + i);
        }
        return count("SELECT max(seq) FROM access_audit");
    }

    /** Changes who made entry {@code from} and recomputes every hash after it, as a forger would; the original. */
    private static List<AccessEntry> rewriteFrom(long from, Accessor forger) throws Exception {
        List<AccessEntry> original;
        try (Connection connection = pharmacy.database().connect()) {
            original = StoredAccessChain.entries(connection, from);
        }
        AccessEntry first = original.get(0);
        List<AccessEntry> forged = new ArrayList<>(List.of(new AccessEntry(first.seq(), first.at(), forger,
                first.what(), first.signature(), first.previousHash())));
        for (AccessEntry entry : original.subList(1, original.size())) {
            forged.add(new AccessEntry(entry.seq(), entry.at(), entry.who(), entry.what(), entry.signature(),
                    forged.get(forged.size() - 1).hash()));
        }
        rewrite(forged);
        return original;
    }

    /** Stores {@code entries} over the rows at their places, and the head after the last. */
    private static void rewrite(List<AccessEntry> entries) throws Exception {
        try (Connection connection = pharmacy.database().connect();
                PreparedStatement update = connection.prepareStatement("UPDATE access_audit SET account = ?,"
                        + " role = ?, source = ?, node = ?, signature = ?, previous_hash = ?, hash = ? WHERE seq = ?")) {
            for (AccessEntry entry : entries) {
                update.setString(1, entry.who().account());
                update.setString(2, entry.who().role());
                update.setString(3, entry.who().source());
                update.setString(4, entry.who().node());
                update.setBytes(5, entry.signature());
                update.setBytes(6, entry.previousHash());
                update.setBytes(7, entry.hash());
                update.setLong(8, entry.seq());
                update.executeUpdate();
            }
            AccessEntry last = entries.get(entries.size() - 1);
            try (PreparedStatement head = connection.prepareStatement(
                    "UPDATE access_audit_head SET hash = ? WHERE seq = ?")) {
                head.setBytes(1, last.hash());
                head.setLong(2, last.seq());
                head.executeUpdate();
            }
        }
    }

    private static EtpCli verify() {
        TestDatabase database = pharmacy.database();
        return EtpCli.run("audit", "verify", "--db", database.url(), "--db-user", database.username(), "--pki",
                pharmacy.pki());
    }

    private static long count(String sql) throws Exception {
        try (Connection connection = pharmacy.database().connect();
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery(sql)) {
            rows.next();
            return rows.getLong(1);
        }
    }

    private static void superuser(String... statements) throws Exception {
        try (Connection connection = pharmacy.database().connect();
                Statement statement = connection.createStatement()) {
            for (String sql : statements) {
                statement.execute(sql);
            }
        }
    }
}
