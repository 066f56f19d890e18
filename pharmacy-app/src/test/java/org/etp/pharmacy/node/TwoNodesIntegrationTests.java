package org.etp.pharmacy.node;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.db.testing.TestDatabase;
import org.etp.pharmacy.support.ConflictRace;
import org.etp.pharmacy.support.CounterSession;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.PharmacyNode;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Two intake nodes on one database, as behind a load balancer: idempotency lives in the database, so a
 * resend to the other node is DUPLICATE and the same ID with other bytes at both nodes at once stores one and
 * refuses the other; each row says which node wrote it; and each node's counter shows what the other stored.
 */
class TwoNodesIntegrationTests {

    private static final int RACES = 40;
    private static final Duration PATIENCE = Duration.ofSeconds(30);

    private static TestDatabase database;
    private static PharmacyNode north;
    private static PharmacyNode south;

    @BeforeAll
    static void startBothNodes() {
        database = TestDatabase.create("etp_two_nodes");
        north = PharmacyNode.start("north:7401", database);
        south = PharmacyNode.start("south:7402", database);
    }

    @AfterAll
    static void stopBothNodes() {
        south.close();
        north.close();
    }

    @Test
    void answersDuplicateForAPrescriptionTheOtherNodeStored() throws Exception {
        byte[] der = TestPki.signed(WireFormat.DER, Profile.PRESCRIPTION, SignatureAlgorithm.ECP256, 23_000_001);
        ResponseFrame first = submit(north, WireFormat.DER, der);
        ResponseFrame resend = submit(south, WireFormat.DER, der);

        assertThat(first.status()).isEqualTo(ResponseStatus.ACCEPTED);
        assertThat(resend.status()).isEqualTo(ResponseStatus.DUPLICATE);
        String id = first.prescriptionId().orElseThrow().value();
        assertThat(column("SELECT node FROM prescription WHERE prescription_id = ?", id)).containsExactly("north:7401");
        await().atMost(PATIENCE).untilAsserted(() -> assertThat(column("""
                SELECT m.node FROM message_metrics m JOIN prescription p ON p.id = m.prescription
                WHERE p.prescription_id = ?""", id)).containsExactly("north:7401"));
    }

    @Test
    void storesOneAndRefusesTheOtherWhenBothNodesGetTheSameIdAtOnce() throws Exception {
        try (ConflictRace race = new ConflictRace(database)) {
            for (int n = 0; n < RACES; n++) {
                // Each node takes each form in turn, so neither form nor node decides who wins.
                boolean even = n % 2 == 0;
                race.run(23_000_100 + n, (even ? north : south).intakePort(), (even ? south : north).intakePort());
            }
        }
        await().atMost(PATIENCE).untilAsserted(() -> assertThat(column(
                "SELECT DISTINCT node FROM rejected_message WHERE reason = 'CONFLICT' ORDER BY node"))
                .containsExactly("north:7401", "south:7402"));
    }

    @Test
    void eachNodesCounterShowsWhatTheOtherStoredAndRecordsItsOwnActions() throws Exception {
        CounterSession atSouth = CounterSession.signIn(south::uri, "shah");
        long before = Long.parseLong(atSouth.get("/queue/arrivals?after=0").body().replaceAll(".*\"latestId\":(\\d+).*",
                "$1"));
        byte[] der = TestPki.signed(WireFormat.DER, Profile.PRESCRIPTION, SignatureAlgorithm.RSA2048, 23_000_002);
        String id = submit(north, WireFormat.DER, der).prescriptionId().orElseThrow().value();

        String arrivals = atSouth.get("/queue/arrivals?after=" + before).body();
        assertThat(arrivals).contains("\"count\":1");
        assertThat(atSouth.get("/queue").body()).contains(id);
        assertThat(atSouth.get("/prescriptions/" + id).body()).containsPattern("id=\"received-by\">north:7401<");

        var returned = atSouth.post("/prescriptions/" + id + "/return", "/prescriptions/" + id,
                Map.of("reason", "PATIENT_REQUESTED"));
        assertThat(returned.statusCode()).isEqualTo(302);
        assertThat(column("""
                SELECT a.node || ' ' || a.action || ' ' || a.outcome FROM counter_audit a
                JOIN prescription p ON p.id = a.prescription WHERE p.prescription_id = ?""", id))
                .containsExactly("south:7402 RETURN DONE");
        CounterSession atNorth = CounterSession.signIn(north::uri, "ng");
        assertThat(atNorth.get("/prescriptions/" + id).body()).contains("Patient requested release");
    }

    private static ResponseFrame submit(PharmacyNode node, WireFormat format, byte[] certificate) throws Exception {
        try (IntakeSocket socket = new IntakeSocket(node.intakePort())) {
            return socket.submit(format, certificate);
        }
    }

    private static List<String> column(String sql, Object... parameters) throws Exception {
        try (var connection = database.connect(); var query = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                query.setObject(i + 1, parameters[i]);
            }
            List<String> values = new ArrayList<>();
            try (var rows = query.executeQuery()) {
                while (rows.next()) {
                    values.add(rows.getString(1));
                }
            }
            return values;
        }
    }
}
