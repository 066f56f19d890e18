package org.etp.ac.wire;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.testing.Mutator;
import org.junit.jupiter.api.Test;

/**
 * A bounded fuzz run of the frame decoder: valid request frames (plain and gzip), mutated, decoded whole
 * and read from a stream. Each must decode or fail with a {@link FrameException}; nothing else escapes,
 * and no decoded payload is ever larger than the bound.
 */
class FrameFuzzTests {

    private static final int BOUND = 4096;

    private final Frames frames = new Frames(BOUND);

    @Test
    void mutatedFramesDecodeOrFailWithAFrameException() throws Exception {
        List<byte[]> seeds = new ArrayList<>();
        byte[] payload = "<AttributeCertificate>0123456789</AttributeCertificate>".repeat(20).getBytes();
        for (WireFormat format : WireFormat.values()) {
            seeds.add(frames.encode(RequestFrame.submit(format, true, false, 7, payload)));
            seeds.add(frames.encode(RequestFrame.submit(format, false, true, 0xFFFF_FFFFL, payload)));
            seeds.add(frames.encode(RequestFrame.submit(format, true, false, 8, payload)
                    .withAttachment(AttachmentFixtures.attachment(2, true))));
        }
        AtomicLong refused = new AtomicLong();

        long tried = new Mutator(seeds).run(input -> {
            try {
                assertThat(frames.decodeRequest(input).payloadLength()).isBetween(1, BOUND);
            } catch (FrameException e) {
                refused.incrementAndGet();
            } catch (RuntimeException | OutOfMemoryError escaped) {
                throw new AssertionError("decodeRequest let an exception escape on " + HexFormat.of().formatHex(input),
                        escaped);
            }
            try {
                frames.readRequest(new ByteArrayInputStream(input))
                        .ifPresent(frame -> assertThat(frame.payloadLength()).isBetween(1, BOUND));
            } catch (FrameException | IOException e) {
                refused.incrementAndGet();
            } catch (RuntimeException | OutOfMemoryError escaped) {
                throw new AssertionError("readRequest let an exception escape on " + HexFormat.of().formatHex(input),
                        escaped);
            }
        });

        System.out.printf("fuzz frames: %d inputs, %d refusals%n", tried, refused.get());
        assertThat(refused.get()).isPositive().isLessThan(2 * tried);
    }
}
