package org.etp.pharmacy.adversarial;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import java.io.OutputStream;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.PharmacyAppTest;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Connections as a resource: idle ones are bounded and reaped, and one client pipelining without ever
 * reading its responses is held to its in-flight bound by TCP back-pressure while others are served.
 */
@PharmacyAppTest(properties = {"etp.intake.max-connections=24", "etp.intake.idle-timeout=2s",
    "etp.intake.max-in-flight-per-connection=8", "etp.intake.max-in-flight=64"})
class ConnectionAbuseIntegrationTests {

    private static final AtomicLong SEEDS = new AtomicLong(950_000);

    @Autowired
    IntakeServer intake;

    @Autowired
    MeterRegistry meters;

    @Test
    void boundsAndReapsIdleConnectionsWhileHonestClientsAreServed() throws Exception {
        List<IntakeSocket> idle = new ArrayList<>();
        try {
            for (int i = 0; i < 20; i++) {
                idle.add(new IntakeSocket(intake.port()));
            }
            assertServed();
            // past the bound, a connection is closed on arrival and costs nothing more
            for (int i = 0; i < 20; i++) {
                idle.add(new IntakeSocket(intake.port()));
            }
            assertThat(idle.get(idle.size() - 1).closedByPeerWithin(3_000)).isTrue();
            // the idle ones are closed at the idle timeout, which frees their slots for honest clients
            for (IntakeSocket socket : idle.subList(0, 20)) {
                assertThat(socket.closedByPeerWithin(6_000)).isTrue();
            }
            assertServed();
        } finally {
            for (IntakeSocket socket : idle) {
                socket.close();
            }
        }
    }

    @Test
    void holdsAFloodingClientToItsInFlightBoundWhileAnotherIsServed() throws Exception {
        Frames frames = new Frames();
        byte[] certificate = TestPki.signed(WireFormat.XML, Profile.COMPLEX, SignatureAlgorithm.RSA2048,
                SEEDS.getAndIncrement());
        AtomicLong written = new AtomicLong();
        try (Socket flooder = new Socket("localhost", intake.port())) {
            flooder.setSendBufferSize(64 * 1024);
            Thread flood = new Thread(() -> {
                try {
                    OutputStream out = flooder.getOutputStream();
                    for (long id = 0; id < 20_000; id++) {
                        out.write(frames.encode(RequestFrame.submit(WireFormat.XML, true, false, id, certificate)));
                        written.incrementAndGet();
                    }
                } catch (Exception closed) {
                    // the test ends by closing the socket under the writer
                }
            }, "flooder");
            flood.setDaemon(true);
            flood.start();

            double mostInFlight = 0;
            for (int i = 0; i < 20; i++) {
                assertServed();
                mostInFlight = Math.max(mostInFlight, meters.get("etp.intake.in.flight").gauge().value());
            }

            // it never reads, so its responses fill its window and the intake stops reading it
            assertThat(written.get()).isLessThan(20_000);
            // the bound is hard: its own 8, whatever one read held, plus the honest one
            assertThat(mostInFlight).isLessThanOrEqualTo(8 + 1);
        }
    }

    private void assertServed() throws Exception {
        try (IntakeSocket honest = new IntakeSocket(intake.port())) {
            byte[] certificate = TestPki.signed(WireFormat.DER, Profile.SIMPLE, SignatureAlgorithm.ECP256,
                    SEEDS.getAndIncrement());
            long started = System.nanoTime();
            assertThat(honest.submit(WireFormat.DER, certificate).status()).isEqualTo(ResponseStatus.ACCEPTED);
            assertThat((System.nanoTime() - started) / 1_000_000).as("ms for an honest request").isLessThan(5_000);
        }
    }
}
