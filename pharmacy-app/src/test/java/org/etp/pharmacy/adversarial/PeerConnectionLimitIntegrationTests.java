package org.etp.pharmacy.adversarial;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.ResponseStatus;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.PharmacyAppTest;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * One host holding connections open cannot take every slot of the intake: past
 * {@code etp.intake.max-connections-per-peer} its next connection is closed on arrival, while other hosts are
 * served and its own slots come back as its connections close.
 */
@PharmacyAppTest(properties = "etp.intake.max-connections-per-peer=3")
class PeerConnectionLimitIntegrationTests {

    private static final AtomicLong SEEDS = new AtomicLong(25_000_000);

    @Autowired
    IntakeServer intake;

    @Test
    void closesAPeersConnectionPastItsBoundAndServesOtherPeers() throws Exception {
        InetAddress greedy = InetAddress.getByName("127.0.0.1");
        InetAddress other = InetAddress.getByName("127.0.0.2");
        List<IntakeSocket> held = new ArrayList<>();
        try {
            for (int i = 0; i < 3; i++) {
                held.add(new IntakeSocket(greedy, intake.port()));
                assertAccepted(held.get(i));
            }
            try (IntakeSocket oneTooMany = new IntakeSocket(greedy, intake.port())) {
                assertThat(oneTooMany.closedByPeerWithin(5_000)).isTrue();
            }
            try (IntakeSocket otherHost = new IntakeSocket(other, intake.port())) {
                assertAccepted(otherHost);
            }

            held.remove(0).close();
            IntakeSocket again = awaitAdmitted(greedy);
            held.add(again);
            assertAccepted(again);
        } finally {
            for (IntakeSocket socket : held) {
                socket.close();
            }
        }
    }

    /** The server sees a close a moment after the client makes it: try until a new connection is kept. */
    private IntakeSocket awaitAdmitted(InetAddress from) throws Exception {
        for (int attempt = 0; attempt < 50; attempt++) {
            IntakeSocket socket = new IntakeSocket(from, intake.port());
            if (!socket.closedByPeerWithin(200)) {
                return socket;
            }
            socket.close();
        }
        throw new AssertionError("a slot freed by a closed connection never came back");
    }

    private static void assertAccepted(IntakeSocket socket) throws Exception {
        byte[] certificate = TestPki.signed(WireFormat.DER, Profile.SIMPLE, SignatureAlgorithm.ECP256,
                SEEDS.getAndIncrement());
        assertThat(socket.submit(WireFormat.DER, certificate).status()).isEqualTo(ResponseStatus.ACCEPTED);
    }
}
