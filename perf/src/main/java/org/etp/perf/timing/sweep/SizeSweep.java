package org.etp.perf.timing.sweep;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.AuditRecord;
import org.etp.ac.prescription.Bounds;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PrescriberRegistry;
import org.etp.ac.trust.TrustException;
import org.etp.ac.verification.PrescriptionVerifier;
import org.etp.ac.verification.VerificationPolicy;
import org.etp.ac.verification.VerifiedPrescription;
import org.etp.ac.xml.XmlEngine;
import org.etp.ac.xml.engine.XmlEngines;
import org.etp.perf.timing.Stats;
import org.etp.perf.timing.TimingException;

/**
 * Runs the size sweep in this process: for each size, the document signed once in XML and in DER, then for each
 * XML engine and for DER a warm-up and the measured verifications, one at a time on this thread, each timed
 * ({@code System.nanoTime}) and its allocation read ({@code ThreadMXBean.getCurrentThreadAllocatedBytes}); then,
 * apart from those, the peak of the heap it keeps reachable ({@link HeapPeak}).
 * The verifiers are made for measurement, with bounds raised to the largest size; one per way of verifying
 * for the whole sweep, so the template engine learns each new length as the service would, and says so.
 */
public final class SizeSweep {

    private static final com.sun.management.ThreadMXBean THREADS = hotSpotThreads();

    private final SweepPlan plan;
    private final PrintWriter progress;

    public SizeSweep(SweepPlan plan, PrintWriter progress) {
        this.plan = plan;
        this.progress = progress;
    }

    /** One way of verifying: an XML engine, or DER. */
    private record Route(String path, WireFormat format, PrescriptionVerifier verifier) {
    }

    /** Sweeps with {@code pki}'s rsa2048 signer, verifying against {@code pki}'s prescriber registry. */
    public List<SweepPoint> run(PkiDirectory pki) throws TimingException {
        SweepDocuments documents;
        List<Route> routes;
        try {
            documents = new SweepDocuments(pki.defaultSigner(SignatureAlgorithm.RSA2048),
                    LocalDate.now(ZoneOffset.UTC));
            routes = routes(PrescriberRegistry.load(pki));
        } catch (TrustException e) {
            throw new TimingException("the sweep could not use the PKI: " + e.getMessage(), e);
        }
        List<SweepPoint> points = new ArrayList<>();
        for (int entries : plan.sizes()) {
            PrescriptionCertificate certificate = documents.certificate(entries);
            for (Route route : routes) {
                byte[] encoded = encode(documents, route.format(), certificate);
                SweepPoint point = measure(route, entries, encoded);
                points.add(point);
                progress.printf("sweep: %d status changes, %s, %d bytes: %d of %d verified%s%n", entries, route.path(),
                        encoded.length, point.verdicts().verified(), point.verdicts().runs(),
                        point.verdicts().refusal().map(reason -> ", refused: " + reason).orElse(""));
                progress.flush();
            }
        }
        return points;
    }

    private List<Route> routes(PrescriberRegistry registry) {
        Bounds bounds = new Bounds(Math.max(plan.largest(), Bounds.PRODUCTION.maxStatusHistory()),
                Bounds.CEILING_DOCUMENT_BYTES);
        List<Route> routes = new ArrayList<>();
        for (XmlEngine engine : plan.engines()) {
            routes.add(new Route(engine.id(), WireFormat.XML, verifier(registry, engine, bounds)));
        }
        routes.add(new Route(WireFormat.DER.id(), WireFormat.DER, verifier(registry, XmlEngine.DOM, bounds)));
        return routes;
    }

    private static PrescriptionVerifier verifier(PrescriberRegistry registry, XmlEngine engine, Bounds bounds) {
        return PrescriptionVerifier.forMeasurement(registry, VerificationPolicy.strict(), Clock.systemUTC(), bounds,
                XmlEngines.of(engine));
    }

    private static byte[] encode(SweepDocuments documents, WireFormat format, PrescriptionCertificate certificate)
            throws TimingException {
        try {
            return documents.encode(format, certificate);
        } catch (CodecException e) {
            throw new TimingException("could not sign the sweep's " + format.id() + " document: " + e.getMessage(), e);
        }
    }

    private SweepPoint measure(Route route, int entries, byte[] encoded) {
        for (int i = 0; i < plan.warmup(); i++) {
            attempt(route, encoded);
        }
        System.gc();
        double[] nanos = new double[plan.runs()];
        double[] allocated = new double[plan.runs()];
        Set<String> servedBy = new LinkedHashSet<>();
        Optional<String> refusal = Optional.empty();
        int verified = 0;
        for (int run = 0; run < plan.runs(); run++) {
            long allocatedBefore = allocatedBytes();
            long start = System.nanoTime();
            try {
                VerifiedPrescription result = route.verifier().verify(route.format(), encoded);
                long took = System.nanoTime() - start;
                long allocation = allocatedBytes() - allocatedBefore;
                servedBy.add(result.servedBy().id());
                if (statusChangesRead(result) == entries) {
                    nanos[verified] = took;
                    allocated[verified] = THREADS == null ? Double.NaN : allocation;
                    verified++;
                }
            } catch (VerificationException e) {
                refusal = refusal.or(() -> Optional.of(e.reason() + ": " + e.getMessage()));
            }
        }
        long peak = HeapPeak.sample(() -> attempt(route, encoded));
        return new SweepPoint(entries, route.path(), encoded.length,
                new SweepPoint.Verdicts(plan.runs(), verified, List.copyOf(servedBy), refusal),
                new SweepPoint.Cost(Stats.of(Arrays.copyOf(nanos, verified)),
                        Stats.of(Arrays.copyOf(allocated, verified)), peak));
    }

    private static void attempt(Route route, byte[] encoded) {
        try {
            route.verifier().verify(route.format(), encoded);
        } catch (VerificationException e) {
            // the measured runs find and report it
        }
    }

    private static int statusChangesRead(VerifiedPrescription result) {
        return result.certificate().content() instanceof AuditRecord audit ? audit.statusHistory().size() : 0;
    }

    private static long allocatedBytes() {
        return THREADS == null ? 0 : THREADS.getCurrentThreadAllocatedBytes();
    }

    private static com.sun.management.ThreadMXBean hotSpotThreads() {
        if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean hotSpot
                && hotSpot.isThreadAllocatedMemorySupported()) {
            hotSpot.setThreadAllocatedMemoryEnabled(true);
            return hotSpot;
        }
        return null;
    }
}
