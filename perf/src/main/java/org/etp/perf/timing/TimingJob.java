package org.etp.perf.timing;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.etp.ac.client.ClientSettings;
import org.etp.ac.client.IntakeAddress;
import org.etp.ac.client.IntakeClient;
import org.etp.ac.client.IntakeConnectionException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.TrustException;
import org.etp.ac.xml.XmlEngine;
import org.etp.perf.timing.link.LinkRate;

/**
 * {@code etp timing} end to end: a PKI (the given one, or a fresh demo PKI), a pharmacy (started from its
 * runnable jar on a fresh database that is dropped afterwards, or the one at the target), the
 * {@link Experiment} and the pharmacy's own per-message records: a {@link TimingRun}, ready to be reported.
 * With link rates, the pharmacy it starts sits behind a slow link ({@link LinkedPharmacy}) and the main
 * series are sent across it again at each rate ({@link LinkPhase}).
 */
public final class TimingJob {

    /**
     * Where the pharmacy is. Without a target the job starts one on a fresh database on the server of
     * {@code dbUrl}; with one, the recipient's CPU and memory come from {@code targetDbUrl} when given.
     */
    public record Where(Optional<IntakeAddress> target, Optional<Path> pki, String dbUrl, String dbUser,
            String dbPassword, Optional<String> targetDbUrl, boolean keepDb) {
    }

    private final TimingPlan plan;
    private final Where where;
    private final List<LinkRate> links;
    private final Path out;
    private final long seed;
    private final PrintWriter progress;
    private final XmlEngine xmlEngine;
    private final JobToken token;
    private final Map<String, String> setup = new LinkedHashMap<>();
    private Map<SignatureAlgorithm, SigningIdentity> tokenSigners = Map.of();

    /**
     * How long the attached variant's staple holds: made once per run, it must outlast the run; a pharmacy takes an
     * answer up to an hour old by default ({@code etp.trust.ocsp.max-age}).
     */
    static final Duration STAPLE_VALIDITY = Duration.ofHours(1);

    public TimingJob(TimingPlan plan, Where where, Path out, long seed, PrintWriter progress) {
        this(plan, where, List.of(), out, seed, progress, XmlEngine.TEMPLATE);
    }

    /**
     * A job whose pharmacy verifies XML with {@code xmlEngine} (with a target: the engine it is said to run), and
     * that also measures the main series across a link held to each of {@code links} in turn.
     */
    public TimingJob(TimingPlan plan, Where where, List<LinkRate> links, Path out, long seed, PrintWriter progress,
            XmlEngine xmlEngine) {
        this(plan, where, links, out, seed, progress, xmlEngine, JobToken.none("not asked for"));
    }

    private TimingJob(TimingPlan plan, Where where, List<LinkRate> links, Path out, long seed, PrintWriter progress,
            XmlEngine xmlEngine, JobToken token) {
        if (!links.isEmpty() && where.target().isPresent()) {
            throw new IllegalArgumentException("--link needs the pharmacy the job starts, not --target");
        }
        this.plan = plan;
        this.where = where;
        this.links = List.copyOf(links);
        this.out = out;
        this.seed = seed;
        this.progress = progress;
        this.xmlEngine = xmlEngine;
        this.token = token;
    }

    /** This job, its token series (when the plan has any) signing with the key {@code token} holds. */
    public TimingJob withToken(JobToken token) {
        return new TimingJob(plan, where, links, out, seed, progress, xmlEngine, token);
    }

    /** The ETP project this tool was built from (or that holds the working directory), when there is one. */
    public static Optional<Path> projectRoot() {
        return PharmacyJar.projectRoot();
    }

    public TimingRun run() throws TimingException, InterruptedException, IOException {
        double loadBefore = Machine.loadAverage();
        Instant started = Instant.now();
        Files.createDirectories(out);
        try (JobPki jobPki = JobPki.open(where.pki(), "etp-timing-pki")) {
            setup.put("XML engine", xmlEngine.id() + (where.target().isPresent() ? " (the target's, as stated)"
                    : " (etp.verification.xml-engine of the pharmacy the job started)"));
            setup.put("PKI", jobPki.describe());
            setup.put("token", token.description());
            tokenSigners = token.signers(jobPki, plan.tokenAlgorithms());
            Results results = where.target().isPresent() ? againstTarget(jobPki) : againstOwnPharmacy(jobPki);
            setup.put("started", started.toString());
            setup.put("took", Duration.between(started, Instant.now()).toSeconds() + " s");
            return new TimingRun(setup, Machine.describe(loadBefore), results);
        }
    }

    private Results againstOwnPharmacy(JobPki jobPki) throws TimingException, InterruptedException {
        PkiDirectory pki = jobPki.pki();
        Path jar = PharmacyJar.locate(out.resolve("pharmacy-build.log"), progress);
        String name = "etp_timing_" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd_HHmmss")) + "_"
                + ProcessHandle.current().pid();
        PharmacyDatabase database = PharmacyDatabase.create(where.dbUrl(), where.dbUser(), where.dbPassword(), name);
        if (!links.isEmpty()) {
            return behindLink(jobPki, jar, database);
        }
        try (PharmacyProcess pharmacy = PharmacyProcess.start(jar, pki.path(), xmlEngine, database,
                out.resolve("pharmacy.log"), progress)) {
            setup.put("pharmacy", "started by the job from " + jar.getFileName() + " (pid " + pharmacy.pid()
                    + "), intake " + pharmacy.intake() + ", unsigned messages accepted, log in pharmacy.log");
            setup.put("database", database.url() + (where.keepDb() ? " (kept)" : " (dropped afterwards)"));
            return measure(jobPki, pharmacy.intake(), Optional.of(database), Optional.empty());
        } finally {
            if (!where.keepDb()) {
                dropQuietly(database);
            }
        }
    }

    private Results behindLink(JobPki jobPki, Path jar, PharmacyDatabase database)
            throws TimingException, InterruptedException {
        PkiDirectory pki = jobPki.pki();
        try (LinkedPharmacy linked = LinkedPharmacy.start(jar, pki.path(), xmlEngine, database,
                out.resolve("pharmacy.log"), progress)) {
            setup.put("pharmacy", "started by the job from " + jar.getFileName() + " in network namespace "
                    + linked.link().namespace() + " (pid " + linked.pharmacy().pid() + "), intake "
                    + linked.pharmacy().intake() + ", unsigned messages accepted, log in pharmacy.log");
            setup.put("link", "a veth pair from " + linked.link().hostAddress() + " into the namespace, unshaped for "
                    + "the main tables, then held to " + links + " both ways by tc tbf (peak rate just above the "
                    + "rate, one-frame bucket), the namespace and pairs removed afterwards; the database through an "
                    + "unshaped second pair");
            setup.put("database", database.url() + (where.keepDb() ? " (kept)" : " (dropped afterwards)"));
            return measure(jobPki, linked.pharmacy().intake(), Optional.of(database),
                    Optional.of(new LinkPhase(linked.link(), links, plan.runs(), progress)));
        } finally {
            if (!where.keepDb()) {
                dropQuietly(database);
            }
        }
    }

    private Results againstTarget(JobPki jobPki) throws TimingException, InterruptedException {
        IntakeAddress target = where.target().get();
        setup.put("pharmacy", "the one at " + target + " (unsigned series need it started with "
                + "--etp.verification.accept-unsigned=true; attached ones need it to anchor at this PKI's root and "
                + "read stapled OCSP answers, etp.trust.revocation=ocsp,crl)");
        Optional<PharmacyDatabase> database = where.targetDbUrl()
                .map(url -> new PharmacyDatabase(url, where.dbUser(), where.dbPassword()));
        setup.put("database", database.map(PharmacyDatabase::url).orElse("not read (no --target-db-url): recipient"
                + " CPU, memory and faults are missing; stage timings come from the responses"));
        return measure(jobPki, target, database, Optional.empty());
    }

    private Results measure(JobPki jobPki, IntakeAddress intake, Optional<PharmacyDatabase> database,
            Optional<LinkPhase> link) throws TimingException, InterruptedException {
        PkiDirectory pki = jobPki.pki();
        Map<SignatureAlgorithm, SigningIdentity> signers = new EnumMap<>(SignatureAlgorithm.class);
        try {
            for (SignatureAlgorithm algorithm : plan.algorithms()) {
                signers.put(algorithm, pki.defaultSigner(algorithm));
            }
        } catch (TrustException e) {
            throw new TimingException("the PKI has no default signer for an algorithm: " + e.getMessage(), e);
        }
        List<Series> series = plan.series();
        setup.put("series", series.size() + " (" + plan.profiles().size() + " profiles × " + plan.forms().size()
                + " forms × " + plan.variants().size() + " variants signed with " + plan.algorithm().id()
                + ", plus the prescription profile signed with each other algorithm"
                + (plan.tokenAlgorithms().isEmpty() ? "" : "; the token variant signs with "
                        + plan.tokenAlgorithms().stream().map(SignatureAlgorithm::id).toList() + " keys in the token")
                + ")");
        Optional<CarriedChain> chain = plan.variants().contains(Variant.ATTACHED)
                ? Optional.of(chain(jobPki, signers.get(plan.algorithm()))) : Optional.empty();
        setup.put("runs", plan.runs() + " measured per series, after " + plan.warmup()
                + " warm-up rounds and the first (cold) message of each series; rounds interleave the series");
        setup.put("sending", "one connection, one message in flight: sequential round trips");
        setup.put("content seed", String.valueOf(seed));
        List<SeriesResult> results;
        List<LinkResult> linked = List.of();
        try (IntakeClient client = IntakeClient.connect(ClientSettings.of(intake).withMaxInFlight(1))) {
            MessageSender sender = new MessageSender(client, signers, tokenSigners, chain, seed);
            results = new Experiment(sender, series, plan.runs(), plan.warmup(), progress).run();
            if (link.isPresent()) {
                linked = link.get().run(sender, series.stream()
                        .filter(one -> one.algorithm() == plan.algorithm() && one.variant().main()).toList());
            }
        } catch (IntakeConnectionException e) {
            throw new TimingException("could not connect to the pharmacy at " + intake + ": " + e.getMessage(), e);
        }
        return new Results(database.isPresent() ? RecipientRecords.attach(results, database.get(), setup, progress) : results,
                plan.algorithm(), linked);
    }

    /** The attached variant's chain and staple, made once for the whole run, and what the report says of them. */
    private CarriedChain chain(JobPki jobPki, SigningIdentity signer) throws TimingException {
        Instant now = Instant.now();
        CarriedChain chain = CarriedChain.of(jobPki.attachment(signer, now, STAPLE_VALIDITY));
        List<byte[]> certificates = chain.attachment().certificates();
        setup.put("attached", "each message of the attached series carries an attachment block of " + chain.length()
                + " bytes: the signer's certificate (" + certificates.get(0).length + " bytes), the prescriber CA's ("
                + certificates.get(1).length + ") and a good OCSP answer of that CA about the signer ("
                + chain.attachment().ocspResponse().orElseThrow().length + "), produced " + now + " and holding for "
                + STAPLE_VALIDITY.toMinutes() + " minutes, with their DER framing; the sizes of the attached rows "
                + "count the block and the certificate, the frame header not");
        return chain;
    }

    // A failed drop must not hide why the run itself failed; the database is named so it can be dropped by hand.
    private void dropQuietly(PharmacyDatabase database) {
        try {
            database.drop();
        } catch (TimingException e) {
            progress.printf("warning: %s%n", e.getMessage());
            progress.flush();
        }
    }
}
