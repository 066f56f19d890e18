package org.etp.perf.load;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.etp.ac.codec.CertificateCodec;
import org.etp.ac.codec.CodecException;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.signing.SigningIdentity;

/**
 * Encodes (and signs) certificates on several threads — signing is the slow part of preparing a run,
 * about 0.7 ms per RSA-2048 signature — and says how far it has got at most once a second.
 */
final class ParallelEncoder {

    private static final long PROGRESS_INTERVAL = TimeUnit.SECONDS.toNanos(1);

    private final CertificateCodec codec;
    private final SigningIdentity signer;
    private final int threads;
    private final PrintWriter progress;
    private final AtomicInteger done = new AtomicInteger();
    private final AtomicLong lastReport = new AtomicLong(System.nanoTime());

    /** {@code signer} null: encode unsigned. */
    ParallelEncoder(CertificateCodec codec, SigningIdentity signer, int threads, PrintWriter progress) {
        if (threads < 1) {
            throw new IllegalArgumentException("at least one thread is needed, not " + threads);
        }
        this.codec = codec;
        this.signer = signer;
        this.threads = threads;
        this.progress = progress;
    }

    List<byte[]> encode(List<PrescriptionCertificate> certificates) throws CodecException, InterruptedException {
        byte[][] encoded = new byte[certificates.size()][];
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Void>> slices = new ArrayList<>();
            for (int slice = 0; slice < threads; slice++) {
                int first = slice;
                slices.add(pool.submit(() -> {
                    for (int i = first; i < encoded.length; i += threads) {
                        encoded[i] = encode(certificates.get(i));
                        advance(encoded.length);
                    }
                    return null;
                }));
            }
            for (Future<Void> slice : slices) {
                slice.get();
            }
        } catch (ExecutionException e) {
            if (e.getCause() instanceof CodecException failure) {
                throw failure;
            }
            throw new IllegalStateException("encoding failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
        return List.of(encoded);
    }

    private byte[] encode(PrescriptionCertificate certificate) throws CodecException {
        return signer == null ? codec.encodeUnsigned(certificate) : codec.encode(certificate, signer);
    }

    private void advance(int total) {
        int count = done.incrementAndGet();
        long now = System.nanoTime();
        long last = lastReport.get();
        if (count < total && now - last >= PROGRESS_INTERVAL && lastReport.compareAndSet(last, now)) {
            synchronized (progress) {
                progress.printf("  %s %d of %d (%d%%)%n", signer == null ? "encoded" : "signed", count, total,
                        100L * count / total);
                progress.flush();
            }
        }
    }
}
