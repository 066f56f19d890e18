package org.etp.pharmacy.node;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.ResponseStatus;
import org.etp.db.testing.TestDatabase;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.PharmacyProcess;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.Test;

/**
 * Three nodes started at the same moment on a fresh, empty database: Flyway's lock lets one of them migrate
 * while the others wait, and all three serve. Each is its own process, as in a
 * rolling deployment.
 */
class SimultaneousStartIntegrationTests {

    private static final int NODES = 3;

    @Test
    void threeNodesStartingTogetherOnAFreshDatabaseMigrateItOnceAndAllServe() throws Exception {
        TestDatabase fresh = TestDatabase.create("etp_together");
        ExecutorService starters = Executors.newFixedThreadPool(NODES);
        List<PharmacyProcess> nodes = new ArrayList<>();
        try {
            List<Future<PharmacyProcess>> starting = new ArrayList<>();
            for (int i = 0; i < NODES; i++) {
                starting.add(starters.submit(() -> PharmacyProcess.start(fresh)));
            }
            for (Future<PharmacyProcess> node : starting) {
                nodes.add(node.get());
            }
            for (int i = 0; i < NODES; i++) {
                byte[] der = TestPki.signed(WireFormat.DER, Profile.PRESCRIPTION, SignatureAlgorithm.ECP256,
                        23_000_200 + i);
                try (IntakeSocket socket = new IntakeSocket(nodes.get(i).intakePort())) {
                    assertThat(socket.submit(WireFormat.DER, der).status()).isEqualTo(ResponseStatus.ACCEPTED);
                }
            }
            try (Connection connection = fresh.connect(); Statement query = connection.createStatement()) {
                assertThat(rows(query, "SELECT version FROM flyway_schema_history WHERE success ORDER BY installed_rank"))
                        .as("each migration applied once").doesNotHaveDuplicates().contains("1", "5");
                assertThat(rows(query, "SELECT count(DISTINCT node) FROM prescription")).containsExactly("3");
                assertThat(rows(query, "SELECT count(*) FROM prescription WHERE node IS NULL")).containsExactly("0");
            }
        } finally {
            nodes.forEach(PharmacyProcess::close);
            starters.shutdownNow();
        }
    }

    private static List<String> rows(Statement query, String sql) throws Exception {
        List<String> values = new ArrayList<>();
        try (ResultSet rows = query.executeQuery(sql)) {
            while (rows.next()) {
                values.add(rows.getString(1));
            }
        }
        return values;
    }
}
