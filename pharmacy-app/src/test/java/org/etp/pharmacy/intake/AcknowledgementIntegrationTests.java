package org.etp.pharmacy.intake;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.FrameException;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.db.testing.TestDatabase;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.PharmacyDatabase;
import org.etp.pharmacy.support.PharmacyProcess;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.Test;

/** ACCEPTED means committed: a pharmacy killed outright under load has stored everything it acknowledged. */
class AcknowledgementIntegrationTests {

    private static final int CONNECTIONS = 4;
    private static final int PER_CONNECTION = 400;
    private static final int WINDOW = 32;

    @Test
    void everyAcceptedPrescriptionIsInTheDatabaseAfterTheServerIsKilledDuringLoad() throws Exception {
        List<List<byte[]>> messages = new ArrayList<>();
        long seed = 500_000;
        for (int c = 0; c < CONNECTIONS; c++) {
            List<byte[]> mine = new ArrayList<>();
            for (int i = 0; i < PER_CONNECTION; i++) {
                mine.add(TestPki.signed(WireFormat.DER, Profile.PRESCRIPTION, SignatureAlgorithm.ECP256, seed++));
            }
            messages.add(mine);
        }
        List<String> accepted = Collections.synchronizedList(new ArrayList<>());
        ExecutorService clients = Executors.newFixedThreadPool(CONNECTIONS);
        try (PharmacyProcess pharmacy = PharmacyProcess.start(TestDatabase.get())) {
            List<Future<?>> running = new ArrayList<>();
            for (List<byte[]> mine : messages) {
                running.add(clients.submit(() -> drive(pharmacy.intakePort(), mine, accepted)));
            }
            // Let the load get going, then pull the plug mid-stream.
            while (accepted.size() < CONNECTIONS * PER_CONNECTION / 4) {
                Thread.sleep(5);
            }
            pharmacy.kill();
            for (Future<?> client : running) {
                client.get();
            }
        } finally {
            clients.shutdownNow();
        }

        assertThat(accepted).hasSizeGreaterThanOrEqualTo(CONNECTIONS * PER_CONNECTION / 4)
                .hasSizeLessThan(CONNECTIONS * PER_CONNECTION);
        long stored = PharmacyDatabase.count("SELECT count(*) FROM prescription WHERE prescription_id = ANY (?)",
                (Object) accepted.toArray(String[]::new));
        assertThat(stored).isEqualTo(accepted.size());
    }

    /** Sends with a window of requests in flight until done or until the connection dies. */
    private static Void drive(int port, List<byte[]> mine, List<String> accepted) throws Exception {
        try (IntakeSocket socket = new IntakeSocket(port)) {
            int sent = 0;
            int answered = 0;
            while (answered < mine.size()) {
                while (sent < mine.size() && sent - answered < WINDOW) {
                    socket.send(RequestFrame.submit(WireFormat.DER, true, false, sent, mine.get(sent)));
                    sent++;
                }
                ResponseFrame response = socket.read();
                answered++;
                if (response.status() == ResponseStatus.ACCEPTED) {
                    accepted.add(response.prescriptionId().orElseThrow().value());
                }
            }
        } catch (IOException | FrameException killed) {
            // The server died under us: what was acknowledged before is what the test checks.
        }
        return null;
    }
}
