package org.etp.ac.wire;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * gzip for payloads. Inflation stops as soon as the output would pass the bound, so a small
 * compressed payload can never make the receiver allocate more than the bound (no zip bombs).
 */
final class BoundedGzip {

    private static final int CHUNK = 8192;

    private BoundedGzip() {
    }

    static byte[] compress(byte[] data) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(data.length / 2 + 64);
        try (GZIPOutputStream gzip = new GZIPOutputStream(out)) {
            gzip.write(data);
        } catch (IOException e) {
            throw new UncheckedIOException("in-memory gzip failed", e);
        }
        return out.toByteArray();
    }

    static byte[] inflate(byte[] compressed, int bound, long requestId) throws FrameException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(Math.min(bound, compressed.length * 4 + 64));
        byte[] chunk = new byte[CHUNK];
        try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(compressed), CHUNK)) {
            long total = 0;
            for (int n = in.read(chunk); n != -1; n = in.read(chunk)) {
                total += n;
                if (total > bound) {
                    throw FrameException.atBoundary("the gzip payload inflates past the " + bound
                            + "-byte bound", requestId);
                }
                out.write(chunk, 0, n);
            }
        } catch (IOException e) {
            throw FrameException.atBoundary("the payload is not valid gzip: " + e.getMessage(), requestId, e);
        }
        if (out.size() == 0) {
            throw FrameException.atBoundary("the gzip payload inflates to nothing", requestId);
        }
        return out.toByteArray();
    }
}
