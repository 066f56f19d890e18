package org.etp.perf.load;

import java.io.PrintWriter;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PrescriberIdentity;

/**
 * The certificates of a load run: {@code count} samples of one profile and form from seeds
 * {@code seed}, {@code seed + 1}, …, issued by {@code signer} and signed by it unless {@code signed} is
 * false. Each has its own prescription ID and its own serial, because the pharmacy answers a known
 * prescription ID with DUPLICATE and treats a known issuer and serial as a replay; a seed whose
 * sample repeats either is passed over. The same seed gives the same certificates. Prescriptions nominate
 * the pharmacy {@code pharmacy} (an ODS code).
 */
public record Workload(WireFormat format, Profile profile, SigningIdentity signer, boolean signed, int count,
        long seed, String pharmacy) {

    /** A workload nominating the demo pharmacy. */
    public Workload(WireFormat format, Profile profile, SigningIdentity signer, boolean signed, int count, long seed) {
        this(format, profile, signer, signed, count, seed, SampleGenerator.DEMO_PHARMACY);
    }

    public Workload {
        if (format == null || profile == null || signer == null || pharmacy == null) {
            throw new IllegalArgumentException("a workload needs a format, a profile, a signer and a pharmacy");
        }
        if (count < 1) {
            throw new IllegalArgumentException("a workload has at least one message, not " + count);
        }
    }

    /** The encoded certificates, ready to send. */
    public record Prepared(List<byte[]> payloads, long totalBytes, Duration took, int threads) {

        public Prepared {
            payloads = List.copyOf(payloads);
        }

        public double meanBytes() {
            return payloads.isEmpty() ? 0 : totalBytes / (double) payloads.size();
        }
    }

    /** Makes the certificates and encodes them on {@code threads} threads, reporting progress to {@code progress}. */
    public Prepared prepare(int threads, PrintWriter progress) throws CodecException, InterruptedException {
        long start = System.nanoTime();
        List<PrescriptionCertificate> certificates = certificates(LocalDate.now(ZoneOffset.UTC));
        List<byte[]> payloads = new ParallelEncoder(format.codec(), signed ? signer : null, threads, progress)
                .encode(certificates);
        long bytes = payloads.stream().mapToLong(payload -> payload.length).sum();
        return new Prepared(payloads, bytes, Duration.ofNanos(System.nanoTime() - start), threads);
    }

    /** The certificates, each with a prescription ID and a serial no other one has. */
    List<PrescriptionCertificate> certificates(LocalDate issued) {
        PrescriberIdentity issuer = PrescriberIdentity.fromSubject(signer.subject());
        UniqueSamples samples = new UniqueSamples(seed, pharmacy);
        List<PrescriptionCertificate> certificates = new ArrayList<>(count);
        while (certificates.size() < count) {
            certificates.add(samples.next(profile, issuer, issued));
        }
        return certificates;
    }
}
