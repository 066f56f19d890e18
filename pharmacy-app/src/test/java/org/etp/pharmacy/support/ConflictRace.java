package org.etp.pharmacy.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.db.testing.TestDatabase;

/**
 * One prescription ID, two certificates (the same prescription in DER and in XML) sent at the same moment
 * on two connections, to one intake or to two nodes of one database: exactly one is ACCEPTED and stored,
 * the other REJECTED {@code CONFLICT}, and the one row holds the accepted bytes.
 */
public final class ConflictRace implements AutoCloseable {

    private final TestDatabase database;
    private final ExecutorService senders = Executors.newFixedThreadPool(2);

    public ConflictRace(TestDatabase database) {
        this.database = database;
    }

    /** Sends the DER form of {@code seed}'s prescription to {@code derPort} and its XML form to {@code xmlPort}. */
    public void run(long seed, int derPort, int xmlPort) throws Exception {
        byte[] der = TestPki.signed(WireFormat.DER, Profile.PRESCRIPTION, SignatureAlgorithm.ED25519, seed);
        byte[] xml = TestPki.signed(WireFormat.XML, Profile.PRESCRIPTION, SignatureAlgorithm.ED25519, seed);
        CountDownLatch start = new CountDownLatch(1);
        Future<ResponseFrame> viaDer = senders.submit(sendAfter(start, derPort, WireFormat.DER, der));
        Future<ResponseFrame> viaXml = senders.submit(sendAfter(start, xmlPort, WireFormat.XML, xml));
        start.countDown();
        List<ResponseFrame> answers = List.of(viaDer.get(), viaXml.get());

        assertThat(answers).extracting(ResponseFrame::status).as("seed %d", seed)
                .containsExactlyInAnyOrder(ResponseStatus.ACCEPTED, ResponseStatus.REJECTED);
        assertThat(answers).filteredOn(a -> a.status() == ResponseStatus.REJECTED).singleElement()
                .satisfies(refused -> assertThat(refused.reason()).contains(Reason.CONFLICT));
        String id = answers.get(0).prescriptionId().orElseThrow().value();
        byte[] kept = answers.get(0).status() == ResponseStatus.ACCEPTED ? der : xml;
        assertThat(storedUnder(id)).as("one row for seed %d, holding the accepted certificate", seed)
                .singleElement().isEqualTo(kept);
    }

    private List<byte[]> storedUnder(String prescriptionId) throws Exception {
        try (Connection connection = database.connect();
                PreparedStatement query = connection.prepareStatement(
                        "SELECT raw FROM prescription WHERE prescription_id = ?")) {
            query.setString(1, prescriptionId);
            List<byte[]> stored = new ArrayList<>();
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    stored.add(rows.getBytes(1));
                }
            }
            return stored;
        }
    }

    private static Callable<ResponseFrame> sendAfter(CountDownLatch start, int port, WireFormat format,
            byte[] certificate) {
        return () -> {
            try (IntakeSocket socket = new IntakeSocket(port)) {
                start.await();
                return socket.submit(format, certificate);
            }
        };
    }

    @Override
    public void close() {
        senders.shutdownNow();
    }
}
