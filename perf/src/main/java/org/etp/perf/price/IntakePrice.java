package org.etp.perf.price;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.etp.ac.client.ClientSettings;
import org.etp.ac.client.TlsContexts;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.xml.XmlEngine;
import org.etp.perf.load.LoadDriver;
import org.etp.perf.load.LoadReport;
import org.etp.perf.load.Pacing;
import org.etp.perf.load.Workload;
import org.etp.perf.timing.PharmacyDatabase;
import org.etp.perf.timing.PharmacyProcess;

/**
 * The intake rows of the price table, run for real: for each {@link IntakeSecurity}, a pharmacy started from its
 * runnable jar on a fresh database with that setting, a warm-up load and then the measured warm closed-loop load
 * of the same signed DER prescriptions ({@code rsa2048}), whose throughput and p99 make the row. The certificates
 * are signed once, before any pharmacy starts, and sent to each; each pharmacy's database is dropped after.
 */
public final class IntakePrice {

    /** Content seeds of this measurement: the warm-up's and the measured run's, far enough apart. */
    private static final long WARMUP_SEED = 29_000_000L;
    private static final long MEASURED_SEED = 29_500_000L;
    private static final int WINDOW = 16;
    private static final String CHOICE = "intake transport (warm, closed loop)";

    private final PkiDirectory pki;
    private final Path jar;
    private final Database database;
    private final Path out;
    private final PrintWriter progress;

    public IntakePrice(PkiDirectory pki, Path jar, Database database, Path out, PrintWriter progress) {
        this.pki = pki;
        this.jar = jar;
        this.database = database;
        this.out = out;
        this.progress = progress;
    }

    /** The PostgreSQL server the pharmacies' databases are made on. */
    public record Database(String serverUrl, String username, String password) {
    }

    /** How much load each row gets: {@code warmup} messages first (0: none), then {@code count} measured. */
    public record Plan(int count, int warmup, int connections) {

        public Plan {
            if (count < 1 || warmup < 0 || connections < 1) {
                throw new IllegalArgumentException("the intake rows need a count and connections of at least 1 and"
                        + " a warm-up of at least 0");
            }
        }
    }

    /** One row's load report. */
    public record Result(IntakeSecurity security, LoadReport report) {

        public PriceRow row() {
            return new PriceRow(CHOICE, security.label(), security.buys(), report.throughput(), "msg/s", true,
                    String.format(Locale.ROOT, "p99 %.2f ms", report.latencyMs().p99()));
        }
    }

    public List<Result> run(Plan plan) throws Exception {
        SigningIdentity signer = pki.defaultSigner(SignatureAlgorithm.RSA2048);
        int threads = Runtime.getRuntime().availableProcessors();
        Optional<Workload.Prepared> warmup = plan.warmup() == 0 ? Optional.empty()
                : Optional.of(workload(signer, plan.warmup(), WARMUP_SEED).prepare(threads, progress));
        Workload.Prepared measured = workload(signer, plan.count(), MEASURED_SEED).prepare(threads, progress);
        List<Result> results = new ArrayList<>();
        for (IntakeSecurity security : IntakeSecurity.values()) {
            results.add(measure(security, plan, warmup, measured));
        }
        return results;
    }

    private Result measure(IntakeSecurity security, Plan plan, Optional<Workload.Prepared> warmup,
            Workload.Prepared measured) throws Exception {
        String id = security.name().toLowerCase(Locale.ROOT);
        PharmacyDatabase pharmacyDatabase = PharmacyDatabase.create(database.serverUrl(), database.username(),
                database.password(), "etp_price_" + id + "_" + ProcessHandle.current().pid());
        try (PharmacyProcess pharmacy = PharmacyProcess.start(jar, pki.path(), XmlEngine.DOM, pharmacyDatabase,
                security.pharmacySettings(), out.resolve("pharmacy-" + id + ".log"), progress)) {
            ClientSettings settings = ClientSettings.of(pharmacy.intake());
            if (security.tlsClient()) {
                settings = settings.withTls(TlsContexts.client(pki));
            }
            progress.printf("%s: %d warm-up and %d measured messages over %d connections...%n", security.label(),
                    warmup.map(prepared -> prepared.payloads().size()).orElse(0), plan.count(), plan.connections());
            progress.flush();
            if (warmup.isPresent()) {
                driver(settings, plan).run(warmup.get().payloads(), WireFormat.DER, true);
            }
            LoadDriver.Run run = driver(settings, plan).run(measured.payloads(), WireFormat.DER, true);
            return new Result(security, LoadReport.of(new LoadReport.Setup(pharmacy.intake().toString(),
                    security.tlsClient(), plan.connections(), plan.count(), WireFormat.DER.id(), Profile.PRESCRIPTION.id(),
                    SignatureAlgorithm.RSA2048.id(), true, WINDOW, Optional.empty(), MEASURED_SEED,
                    measured.meanBytes()), measured, run));
        } finally {
            pharmacyDatabase.drop();
        }
    }

    private static Workload workload(SigningIdentity signer, int count, long seed) {
        return new Workload(WireFormat.DER, Profile.PRESCRIPTION, signer, true, count, seed);
    }

    private static LoadDriver driver(ClientSettings settings, Plan plan) {
        return new LoadDriver(settings, plan.connections(), Pacing.closedLoop(WINDOW));
    }
}
