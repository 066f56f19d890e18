package org.etp.ac.verification;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PublicKey;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.Decoder;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.Bounds;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.TestCredentials;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.trust.PrescriberRegistry;
import org.etp.ac.xml.XmlEngine;
import org.etp.ac.xml.engine.XmlEngines;

/**
 * Differential testing of the XML engines against the DOM engine: generated documents — the signed samples,
 * spellings of them that mean the same ({@link RepresentationVariants}), hostile changes
 * ({@link HostileVariants}) and random damage to all of these — go through a verifier of each engine over one
 * demo-PKI registry. For every input the streaming and template engines must reach the DOM engine's verdict, for
 * the same reason, and accept it as the same certificate from the same signer, naming the same signer's certificate
 * and carrying the same chain in KeyInfo ({@link KeyInfoVariants}).
 * The template verifier lives for the
 * whole run, so that damaged copies of learned shapes meet its templates.
 *
 * <p>Runs inside {@code mvn verify} ({@code XmlEngineDifferentialTests}) and alone, for long runs:
 * {@code java -cp ... org.etp.ac.verification.EngineDifferential CASES [SEED]}.
 */
final class EngineDifferential {

    private static final Logger QUIET = Logger.getLogger("org.apache.xml.security");

    private final Map<XmlEngine, PrescriptionVerifier> verifiers = new EnumMap<>(XmlEngine.class);
    /** A decoder of each engine beside its verifier, fed the same accepted messages, to compare decoded values. */
    private final Map<XmlEngine, Decoder> decoders = new EnumMap<>(XmlEngine.class);
    private final List<Variant> corpus = new ArrayList<>();
    private final List<Variant> seeds = new ArrayList<>();
    private final Map<Variant, SigningIdentity> signers = new HashMap<>();
    private final Map<String, Long> namedSignerCertificates = new TreeMap<>();
    private final Map<String, Long> tally = new TreeMap<>();
    private final List<String> disagreements = new ArrayList<>();
    private final PkiDirectory pki;
    private long cases;
    private Random random;

    EngineDifferential(Path directory) throws Exception {
        pki = DemoPki.init(directory.resolve("pki"));
        PrescriberRegistry registry = PrescriberRegistry.load(pki);
        for (XmlEngine engine : XmlEngine.values()) {
            verifiers.put(engine, new PrescriptionVerifier(registry, VerificationPolicy.strict(), Clock.systemUTC(),
                    XmlEngines.of(engine)));
            decoders.put(engine, XmlEngines.of(engine).decoder(Bounds.PRODUCTION));
        }
        for (SignatureAlgorithm algorithm : SignatureAlgorithm.values()) {
            SigningIdentity signer = pki.defaultSigner(algorithm);
            PrescriberIdentity who = PrescriberIdentity.fromSubject(signer.certificate().getSubjectX500Principal());
            SigningIdentity attacker = TestCredentials.create(algorithm, who);
            SigningIdentity stranger = TestCredentials.create(algorithm, TestCredentials.PRESCRIBER);
            for (Profile profile : Profile.values()) {
                for (int sample = 0; sample < 3; sample++) {
                    // the third nominates no pharmacy: a prescription (or audited one) without that element
                    SampleGenerator samples = sample < 2 ? new SampleGenerator(31L * profile.ordinal() + sample)
                            : new SampleGenerator(27_000_600L + profile.ordinal(), SampleGenerator.NO_NOMINATION);
                    PrescriptionCertificate certificate = samples.certificate(profile, who,
                            LocalDate.now(ZoneOffset.UTC));
                    String document = new String(WireFormat.XML.codec().encode(certificate, signer),
                            StandardCharsets.UTF_8);
                    Variant seed = Variant.of("signed", document);
                    seeds.add(seed);
                    signers.put(seed, signer);
                    corpus.addAll(RepresentationVariants.unsigned(document));
                    if (sample == 0) {
                        corpus.addAll(RepresentationVariants.resigned(document, signer, stranger));
                        corpus.addAll(HostileVariants.of(document, attacker, stranger));
                        corpus.addAll(HostileVariants.signerCertificate(document, signer));
                        KeyInfoVariants.of(document, chain(signer), pki.defaultSigner(SignatureAlgorithm.values()[
                                (algorithm.ordinal() + 1) % SignatureAlgorithm.values().length]).certificate())
                                .forEach(expected -> corpus.add(expected.variant()));
                        corpus.addAll(algorithm == SignatureAlgorithm.RSA2048
                                && profile == Profile.SIMPLE ? HostileVariants.limits(document) : List.of());
                    }
                }
            }
        }
        corpus.addAll(0, seeds);
    }

    /** Runs {@code count} more cases: every generated variant once, then random damage to random ones. */
    void run(long count, long seed) {
        if (random == null) {
            random = new Random(seed);
        }
        for (long n = 0; n < count; n++) {
            long i = cases;
            Variant variant = i < corpus.size() ? corpus.get((int) i)
                    : random.nextInt(4) == 0 ? corpus.get(random.nextInt(corpus.size()))
                    : HostileVariants.damaged(corpus.get(random.nextInt(corpus.size())).bytes(), random);
            check(variant);
        }
    }

    void check(Variant variant) {
        cases++;
        Outcome dom = outcome(XmlEngine.DOM, variant.bytes());
        count(XmlEngine.DOM, dom);
        for (XmlEngine engine : List.of(XmlEngine.STAX, XmlEngine.TEMPLATE)) {
            Outcome other = outcome(engine, variant.bytes());
            count(engine, other);
            if (!other.sameDecision(dom)) {
                disagreements.add("case " + cases + ", " + variant.name() + ": dom " + dom + ", " + engine.id() + " "
                        + other + ", input " + HexFormat.of().formatHex(variant.bytes()));
            }
        }
        if (dom.accepted() != null && dom.accepted().signer().isPresent()) {
            compareSignerCertificates(variant, dom.accepted().signer().get().publicKey());
        }
    }

    /**
     * What every engine decodes of an accepted message as the signer's certificate it names must be the DOM
     * engine's. Each decoder is then told of the acceptance, so that the template engine's learns as its verifier's.
     */
    private void compareSignerCertificates(Variant variant, PublicKey key) {
        Map<XmlEngine, Object> named = new EnumMap<>(XmlEngine.class);
        for (XmlEngine engine : XmlEngine.values()) {
            try {
                DecodedCertificate decoded = decoders.get(engine).decode(variant.bytes());
                named.put(engine, decoded.signerCertificate() + " carrying "
                        + decoded.carriedCertificates().stream().map(HexFormat.of()::formatHex).toList());
                if (decoded.signerCertificate().isPresent()) {
                    namedSignerCertificates.merge(engine.id() + " " + decoded.servedBy().id(), 1L, Long::sum);
                }
                decoded.verifySignature(key);
                decoded.accepted(key);
            } catch (VerificationException e) {
                named.putIfAbsent(engine, e.reason());
            } catch (RuntimeException e) {
                named.put(engine, e);
            }
        }
        if (named.values().stream().distinct().count() != 1) {
            disagreements.add("case " + cases + ", " + variant.name() + ": signer's certificates " + named
                    + ", input " + HexFormat.of().formatHex(variant.bytes()));
        }
    }

    private Outcome outcome(XmlEngine engine, byte[] bytes) {
        try {
            return Outcome.accepted(verifiers.get(engine).verify(WireFormat.XML, bytes));
        } catch (VerificationException e) {
            return Outcome.refused(e.reason());
        } catch (RuntimeException | StackOverflowError e) {
            return Outcome.escaped(e);
        }
    }

    private void count(XmlEngine engine, Outcome outcome) {
        tally.merge(engine.id() + " " + outcome.label(), 1L, Long::sum);
    }

    long cases() {
        return cases;
    }

    List<String> disagreements() {
        return disagreements;
    }

    Map<String, Long> tally() {
        return tally;
    }

    List<Variant> seeds() {
        return seeds;
    }

    /** How many accepted messages named a signer's certificate, by engine and the way it decoded them. */
    Map<String, Long> namedSignerCertificates() {
        return namedSignerCertificates;
    }

    /** The demo PKI's prescriber who signed {@code seed}, one of {@link #seeds()}. */
    SigningIdentity signer(Variant seed) {
        return signers.get(seed);
    }

    /** {@code signer}'s chain as it travels: its certificate, then the demo PKI's prescriber CA. */
    List<X509Certificate> chain(SigningIdentity signer) {
        return List.of(signer.certificate(), pki.prescriberCaCertificate());
    }

    PrescriptionVerifier verifier(XmlEngine engine) {
        return verifiers.get(engine);
    }

    /** What one engine made of one input. */
    record Outcome(VerifiedPrescription accepted, Reason reason, Throwable escaped) {

        static Outcome accepted(VerifiedPrescription verified) {
            return new Outcome(verified, null, null);
        }

        static Outcome refused(Reason reason) {
            return new Outcome(null, reason, null);
        }

        static Outcome escaped(Throwable e) {
            return new Outcome(null, null, e);
        }

        /** The same verdict, reason, certificate, signer and bytes; an escaped exception agrees with nothing. */
        boolean sameDecision(Outcome other) {
            if (escaped != null || other.escaped != null) {
                return false;
            }
            if (accepted == null || other.accepted == null) {
                return accepted == other.accepted && reason == other.reason;
            }
            return accepted.certificate().equals(other.accepted.certificate())
                    && accepted.signer().equals(other.accepted.signer())
                    && Arrays.equals(accepted.encoded(), other.accepted.encoded());
        }

        String label() {
            return accepted != null ? "accepted " + accepted.servedBy().id()
                    : reason != null ? "refused " + reason : "escaped " + escaped;
        }

        @Override
        public String toString() {
            return label();
        }
    }

    public static void main(String[] args) throws Exception {
        // Santuario logs every failed digest as a warning: a long run would print millions
        QUIET.setLevel(Level.OFF);
        long count = args.length > 0 ? Long.parseLong(args[0].replace("_", "")) : 1_000_000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 0x5EED_E7B0L;
        Path directory = Files.createTempDirectory("etp-differential");
        EngineDifferential differential = new EngineDifferential(directory);
        long start = System.nanoTime();
        int shown = 0;
        for (long done = 0; done < count; done += 10_000) {
            differential.run(Math.min(10_000, count - done), seed);
            System.out.printf("%,d cases, %.0f s, %d disagreements%n", differential.cases(),
                    (System.nanoTime() - start) / 1e9, differential.disagreements().size());
            for (; shown < differential.disagreements().size(); shown++) {
                System.out.println("  DISAGREE " + differential.disagreements().get(shown));
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("%,d cases in %.0f s, seed %d, %d disagreements%n", differential.cases(), seconds, seed,
                differential.disagreements().size());
        differential.tally().forEach((outcome, n) -> System.out.printf("  %-40s %,12d%n", outcome, n));
        System.exit(differential.disagreements().isEmpty() ? 0 : 1);
    }
}
