package org.etp.perf.timing.sweep;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.etp.ac.prescription.Bounds;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.xml.XmlEngine;
import org.etp.perf.timing.JobPki;
import org.etp.perf.timing.TimingException;

/**
 * {@code etp timing --sweep}: seed 002's size sweep with the given PKI or a fresh demo PKI (deleted afterwards),
 * and how it was set up, for the report.
 */
public final class SweepJob {

    /** What the sweep measured, and how it was set up (name/value pairs for the report's setup). */
    public record SweepRun(Map<String, String> setup, List<SweepPoint> points) {

        public SweepRun {
            setup = Collections.unmodifiableMap(new LinkedHashMap<>(setup));
            points = List.copyOf(points);
        }
    }

    private SweepJob() {
    }

    public static SweepRun run(SweepPlan plan, Optional<Path> pkiDir, PrintWriter progress)
            throws TimingException, IOException {
        try (JobPki jobPki = JobPki.open(pkiDir, "etp-sweep-pki")) {
            PkiDirectory pki = jobPki.pki();
            progress.println("sweep: " + plan.sizes().size() + " sizes × " + (plan.engines().size() + 1) + " ways, "
                    + plan.warmup() + " warm-up and " + plan.runs() + " measured verifications each");
            progress.flush();
            List<SweepPoint> points = new SizeSweep(plan, progress).run(pki);
            Map<String, String> setup = new LinkedHashMap<>();
            setup.put("sweep (seed 002)", "status histories of " + plan.sizes().stream().map(String::valueOf)
                    .collect(Collectors.joining(", ")) + " changes, complex profile, rsa2048, verified in this "
                    + "process by " + plan.engines().stream().map(XmlEngine::id).collect(Collectors.joining(", "))
                    + " and der");
            setup.put("sweep runs", plan.runs() + " measured per size and way, after " + plan.warmup() + " warm-up");
            setup.put("sweep bounds", "verifiers made for measurement: up to " + Math.max(plan.largest(),
                    Bounds.PRODUCTION.maxStatusHistory()) + " status changes and " + Bounds.CEILING_DOCUMENT_BYTES
                    + " bytes (service: " + Bounds.PRODUCTION.maxStatusHistory() + " and "
                    + Bounds.PRODUCTION.maxDocumentBytes() + ")");
            setup.put("sweep PKI", jobPki.describe());
            return new SweepRun(setup, points);
        }
    }
}
