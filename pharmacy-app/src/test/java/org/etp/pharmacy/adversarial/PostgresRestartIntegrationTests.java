package org.etp.pharmacy.adversarial;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.PharmacyProcess;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.Test;

/**
 * PostgreSQL cut off under load and started again: the pharmacy answers ERROR (or rejects) while it is
 * gone, never ACCEPTED for what it could not commit, and stores again once it is back. Runs against a
 * private PostgreSQL server ({@link PrivatePostgres}) so that the shared one is never restarted.
 */
class PostgresRestartIntegrationTests {

    private static final int CONNECTIONS = 2;
    private static final int PER_CONNECTION = 500;
    private static final int WINDOW = 16;

    @Test
    void neverAcknowledgesAPrescriptionThatIsNotStoredWhenPostgresRestartsDuringLoad() throws Exception {
        List<List<byte[]>> messages = new ArrayList<>();
        long seed = 700_000;
        for (int c = 0; c < CONNECTIONS; c++) {
            List<byte[]> mine = new ArrayList<>();
            for (int i = 0; i < PER_CONNECTION; i++) {
                mine.add(TestPki.signed(WireFormat.DER, Profile.SIMPLE, SignatureAlgorithm.ECP256, seed++));
            }
            messages.add(mine);
        }
        List<String> accepted = Collections.synchronizedList(new ArrayList<>());
        Map<ResponseStatus, AtomicInteger> outcomes = new EnumMap<>(ResponseStatus.class);
        for (ResponseStatus status : ResponseStatus.values()) {
            outcomes.put(status, new AtomicInteger());
        }
        int acceptedAfterRestart;
        ExecutorService clients = Executors.newFixedThreadPool(CONNECTIONS);
        try (PrivatePostgres postgres = PrivatePostgres.start();
                PharmacyProcess pharmacy = PharmacyProcess.start(postgres.url("etp_pharmacy"), "postgres", null)) {
            List<Future<?>> running = new ArrayList<>();
            for (List<byte[]> mine : messages) {
                running.add(clients.submit(() -> drive(pharmacy.intakePort(), mine, accepted, outcomes)));
            }
            while (accepted.size() < CONNECTIONS * PER_CONNECTION / 5) {
                Thread.sleep(5);
            }
            postgres.stopImmediately();
            Thread.sleep(1_500);
            int acceptedBeforeRestart = accepted.size();
            postgres.start(true);
            for (Future<?> client : running) {
                client.get();
            }
            acceptedAfterRestart = accepted.size() - acceptedBeforeRestart;

            System.out.printf("PostgreSQL restart under load: %s, %d accepted after the restart%n", outcomes,
                    acceptedAfterRestart);
            assertThat(stored(postgres, accepted)).isEqualTo(accepted.size());
        } finally {
            clients.shutdownNow();
        }
        assertThat(outcomes.get(ResponseStatus.ERROR).get()).as("the outage was seen").isPositive();
        assertThat(acceptedAfterRestart).as("the pharmacy stores again once PostgreSQL is back").isPositive();
    }

    private static long stored(PrivatePostgres postgres, List<String> ids) throws Exception {
        try (Connection connection = postgres.connect("etp_pharmacy");
                PreparedStatement query = connection.prepareStatement(
                        "SELECT count(*) FROM prescription WHERE prescription_id = ANY (?)")) {
            query.setArray(1, connection.createArrayOf("text", ids.toArray()));
            try (ResultSet rows = query.executeQuery()) {
                rows.next();
                return rows.getLong(1);
            }
        }
    }

    /** Sends with a window in flight; an answer of ERROR is resent, as the prescriber's outbox would. */
    private static Void drive(int port, List<byte[]> mine, List<String> accepted,
            Map<ResponseStatus, AtomicInteger> outcomes) throws Exception {
        List<byte[]> pending = new ArrayList<>(mine);
        long id = 0;
        try (IntakeSocket socket = new IntakeSocket(port)) {
            for (int round = 0; round < 50 && !pending.isEmpty(); round++) {
                List<byte[]> retry = new ArrayList<>();
                int sent = 0;
                int answered = 0;
                Map<Long, byte[]> inFlight = new HashMap<>();
                while (answered < pending.size()) {
                    while (sent < pending.size() && sent - answered < WINDOW) {
                        inFlight.put(id, pending.get(sent));
                        socket.send(RequestFrame.submit(WireFormat.DER, true, false, id++, pending.get(sent++)));
                    }
                    ResponseFrame response = socket.read();
                    answered++;
                    outcomes.get(response.status()).incrementAndGet();
                    byte[] certificate = inFlight.remove(response.requestId());
                    if (response.status() == ResponseStatus.ACCEPTED) {
                        accepted.add(response.prescriptionId().orElseThrow().value());
                    } else if (response.status() == ResponseStatus.ERROR) {
                        retry.add(certificate);
                    }
                }
                pending = retry;
                if (!pending.isEmpty()) {
                    Thread.sleep(200);
                }
            }
        }
        return null;
    }
}
