package org.etp.perf.timing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.wire.Attachment;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.RequestFrame;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The bytes an attached series is measured by are the bytes its frames carry. */
class CarriedChainTests {

    @TempDir
    static Path dir;

    static Attachment attachment;

    @BeforeAll
    static void attachTheDefaultSignersChain() throws Exception {
        try (JobPki pki = JobPki.open(Optional.of(DemoPki.init(dir.resolve("pki")).path()), "etp-chain-test")) {
            SigningIdentity signer = pki.pki().defaultSigner(SignatureAlgorithm.RSA2048);
            attachment = pki.attachment(signer, Instant.now(), Duration.ofHours(1));
        }
    }

    @Test
    void countsTheBlockAsTheFrameCarriesItInFrontOfTheMessage() throws Exception {
        CarriedChain chain = CarriedChain.of(attachment);
        byte[] message = {0x30, 0x03, 0x02, 0x01, 0x07};

        byte[] payload = chain.payload(message);
        byte[] frame = new Frames().encode(RequestFrame.submit(WireFormat.DER, true, false, 9, message)
                .withAttachment(attachment));

        assertThat(payload).isEqualTo(Arrays.copyOfRange(frame, Frames.HEADER_LENGTH, frame.length));
        assertThat(chain.length()).isEqualTo(payload.length - message.length);
        int certificates = attachment.certificates().stream().mapToInt(each -> each.length).sum();
        int staple = attachment.ocspResponse().orElseThrow().length;
        assertThat(chain.length()).isGreaterThan(certificates + staple).isLessThan(certificates + staple + 32);
        // the frame the receiver reads back carries the same attachment and message
        RequestFrame read = new Frames().readRequest(new ByteArrayInputStream(frame)).orElseThrow();
        assertThat(read.attachment()).contains(attachment);
        assertThat(read.payload()).isEqualTo(message);
    }

    @Test
    void refusesAChainThatNoFrameCouldCarry() {
        Attachment notDer = new Attachment(List.of(new byte[] {1, 2, 3}), Optional.empty());

        assertThatThrownBy(() -> CarriedChain.of(notDer)).isInstanceOf(TimingException.class)
                .hasMessageStartingWith("the signer's chain and staple cannot be attached");
    }
}
