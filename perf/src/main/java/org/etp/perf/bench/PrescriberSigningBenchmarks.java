package org.etp.perf.bench;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PrescriberIdentity;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.ThreadParams;

/**
 * The prescriber app's signing throughput with eight prescribers at once: eight threads, each signing and encoding
 * prescriptions as a prescriber of its own whose key is in the one token the app has, by the app's path (the PKI
 * directory's signing identity, pinned to the token's provider and its bound on sessions, then the form's codec),
 * with the token's pool of sessions ({@code etp.signing.pkcs11.sessions}) at 1, 2, 4 and 8. A thread that finds every
 * session taken waits for one; a failed signature fails the benchmark, and the tear-down checks that every session
 * came back and nobody still waits. {@code -p keyIn=software -p sessions=8}: the same eight prescribers with keys in
 * software, where no pool applies.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(PrescriberSigningBenchmarks.PRESCRIBERS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = BenchPrescribers.EXPORT)
public class PrescriberSigningBenchmarks {

    static final int PRESCRIBERS = 8;

    /** The app's one token, its pool of sessions, and the eight prescribers whose keys it holds. */
    @State(Scope.Benchmark)
    public static class Token {

        @Param({"1", "2", "4", "8"})
        public int sessions;

        @Param({"rsa2048", "ecp256"})
        public String alg;

        /** DER by default, the form the pool's size is decided with ({@code -p format=XML,OER} for the others). */
        @Param({"DER"})
        public WireFormat format;

        @Param({"token"})
        public String keyIn;

        private BenchPrescribers prescribers;
        List<SigningIdentity> identities;

        @Setup(Level.Trial)
        public void setUp() throws Exception {
            prescribers = BenchPrescribers.open(keyIn, sessions);
            identities = prescribers.prescribers(PRESCRIBERS, SignatureAlgorithm.fromId(alg));
        }

        @TearDown(Level.Trial)
        public void tearDown() throws Exception {
            try {
                SigningIdentity any = identities.get(0);
                if (any.inToken() && (any.token().availableSessions() != sessions
                        || any.token().waitingCallers() != 0)) {
                    throw new IllegalStateException("the token's pool did not come back whole: "
                            + any.token().availableSessions() + " of " + sessions + " sessions free, "
                            + any.token().waitingCallers() + " callers waiting");
                }
            } finally {
                prescribers.close();
            }
        }
    }

    /** One prescriber per thread: the thread's own key and a prescription of its own. */
    @State(Scope.Thread)
    public static class Prescriber {

        SigningIdentity identity;
        PrescriptionCertificate certificate;

        @Setup(Level.Trial)
        public void setUp(Token token, ThreadParams thread) {
            identity = token.identities.get(thread.getThreadIndex() % PRESCRIBERS);
            certificate = new SampleGenerator(thread.getThreadIndex()).certificate(Profile.PRESCRIPTION,
                    PrescriberIdentity.fromSubject(identity.subject()), LocalDate.now(ZoneOffset.UTC));
        }
    }

    @Benchmark
    public byte[] signAsOwnPrescriber(Token token, Prescriber prescriber) throws Exception {
        return token.format.codec().encode(prescriber.certificate, prescriber.identity);
    }
}
