package org.etp.pharmacy.intake;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.PharmacyAppTest;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Bytes that cannot be framed cost their own connection and nothing else: an honest client connected
 * throughout keeps being served before, during and after.
 */
@PharmacyAppTest
class FrameAbuseIntegrationTests {

    private static final AtomicLong SEEDS = new AtomicLong(80_000);

    @Autowired
    IntakeServer intake;

    private IntakeSocket honest;

    @BeforeEach
    void connectHonestClient() throws Exception {
        honest = new IntakeSocket(intake.port());
        assertHonestClientServed();
    }

    @AfterEach
    void honestClientStillServed() throws Exception {
        assertHonestClientServed();
        honest.close();
        // And a new connection is served too.
        try (IntakeSocket fresh = new IntakeSocket(intake.port())) {
            assertThat(fresh.submit(WireFormat.XML, certificate(WireFormat.XML)).status())
                    .isEqualTo(ResponseStatus.ACCEPTED);
        }
    }

    @Test
    void closesAConnectionSendingGarbage() throws Exception {
        try (IntakeSocket attacker = new IntakeSocket(intake.port())) {
            attacker.sendRaw("GET / HTTP/1.1\r\nHost: pharmacy\r\n\r\n".getBytes());

            assertThat(attacker.closedByPeerWithin(5_000)).isTrue();
        }
    }

    @Test
    void closesAConnectionAnnouncingAnOversizedPayloadWithoutWaitingForIt() throws Exception {
        byte[] header = Arrays.copyOf(validFrame(), Frames.HEADER_LENGTH);
        ByteBuffer.wrap(header).putInt(Frames.LENGTH_FIELD_OFFSET, 0x7FFF_FFFF);
        try (IntakeSocket attacker = new IntakeSocket(intake.port())) {
            attacker.sendRaw(header);

            assertThat(attacker.closedByPeerWithin(5_000)).isTrue();
        }
    }

    @Test
    void closesAConnectionWhoseFrameStallsHalfWay() throws Exception {
        byte[] frame = validFrame();
        try (IntakeSocket stalled = new IntakeSocket(intake.port())) {
            stalled.sendRaw(Arrays.copyOf(frame, frame.length / 2));
            // While it stalls, the honest client is served.
            assertHonestClientServed();

            // The tests' read timeout is one second.
            assertThat(stalled.closedByPeerWithin(5_000)).isTrue();
        }
    }

    @Test
    void forgetsATruncatedFrameWhenItsSenderHangsUp() throws Exception {
        byte[] frame = validFrame();
        try (IntakeSocket truncated = new IntakeSocket(intake.port())) {
            truncated.sendRaw(Arrays.copyOf(frame, frame.length - 10));
        }
        assertHonestClientServed();
    }

    @Test
    void answersAnEmptyPayloadAsBadFrameAndKeepsTheConnection() throws Exception {
        byte[] header = Arrays.copyOf(validFrame(), Frames.HEADER_LENGTH);
        ByteBuffer.wrap(header).putInt(Frames.LENGTH_FIELD_OFFSET, 0);
        try (IntakeSocket client = new IntakeSocket(intake.port())) {
            client.sendRaw(header);
            assertThat(client.read().reason()).contains(Reason.BAD_FRAME);
            assertThat(client.submit(WireFormat.DER, certificate(WireFormat.DER)).status())
                    .isEqualTo(ResponseStatus.ACCEPTED);
        }
    }

    private void assertHonestClientServed() throws Exception {
        assertThat(honest.submit(WireFormat.DER, certificate(WireFormat.DER)).status())
                .isEqualTo(ResponseStatus.ACCEPTED);
    }

    private static byte[] certificate(WireFormat format) {
        return TestPki.signed(format, Profile.SIMPLE, SignatureAlgorithm.ECP256, SEEDS.getAndIncrement());
    }

    private static byte[] validFrame() throws Exception {
        return new Frames().encode(RequestFrame.submit(WireFormat.DER, true, false, 5, certificate(WireFormat.DER)));
    }
}
