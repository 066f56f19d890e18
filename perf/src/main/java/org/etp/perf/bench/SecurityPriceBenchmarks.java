package org.etp.perf.bench;

import java.nio.file.Files;
import java.security.MessageDigest;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.concurrent.TimeUnit;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.perf.price.HandshakeSetup;
import org.etp.perf.price.LoginWork;
import org.etp.perf.price.LoopbackTls;
import org.etp.perf.price.ReferencedBytes;
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
import org.openjdk.jmh.annotations.Warmup;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;

/**
 * The price of each security choice that a warm intake run cannot show (seed 003's table, the JMH rows): a new
 * TLS 1.3 connection with an RSA-2048 or EC P-256 service certificate, with and without client authentication
 * (client and server in this JVM over loopback, every handshake a full one); the XML Reference digest with
 * SHA-256, SHA-384 or SHA-512 over the exact bytes it covers; and one login's password check at the apps'
 * configured bcrypt work factor and two steps above it (logins per second = 1 / time). Each benchmark takes
 * only the state it needs, so each crosses only its own parameters. The signature algorithms are
 * {@link CodecBenchmarks}' {@code alg} parameter.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SecurityPriceBenchmarks {

    /** A loopback TLS server for one certificate key and client-authentication choice. */
    @State(Scope.Benchmark)
    public static class Tls {

        @Param({"rsa2048", "ecp256"})
        public String serverKey;

        @Param({"false", "true"})
        public boolean clientAuth;

        LoopbackTls tls;

        @Setup(Level.Trial)
        public void start() throws Exception {
            PkiDirectory pki = DemoPki.init(Files.createTempDirectory("etp-bench-price-pki"));
            tls = LoopbackTls.start(pki, new HandshakeSetup(SignatureAlgorithm.fromId(serverKey), clientAuth));
        }

        @TearDown(Level.Trial)
        public void stop() throws Exception {
            tls.close();
        }
    }

    /** The referenced bytes of one prescription document and the DigestMethod's hash. */
    @State(Scope.Benchmark)
    public static class Digest {

        @Param({"SHA-256", "SHA-384", "SHA-512"})
        public String digest;

        @Param({"prescription"})
        public String profile;

        byte[] referenced;

        @Setup(Level.Trial)
        public void prepare() throws Exception {
            PkiDirectory pki = DemoPki.init(Files.createTempDirectory("etp-bench-price-pki"));
            SigningIdentity signer = pki.defaultSigner(SignatureAlgorithm.RSA2048);
            referenced = ReferencedBytes.of(new SampleGenerator(29_000_000L).certificate(Profile.fromId(profile),
                    PrescriberIdentity.fromSubject(signer.subject()), LocalDate.now(ZoneOffset.UTC)),
                    SignerCertificateId.of(signer.certificate()));
            MessageDigest.getInstance(digest);
        }
    }

    /** An account's bcrypt hash at one work factor, and the password typed at the login form. */
    @State(Scope.Benchmark)
    public static class Login {

        @Param({LoginWork.CONFIGURED, LoginWork.STRONGER})
        public int strength;

        BCryptPasswordEncoder encoder;
        String hash;
        final String password = "correct horse battery staple";

        @Setup(Level.Trial)
        public void prepare() {
            encoder = new BCryptPasswordEncoder(strength);
            hash = encoder.encode(password);
        }
    }

    @Benchmark
    public LoopbackTls.Connection newTlsConnection(Tls state) throws Exception {
        return state.tls.connect();
    }

    @Benchmark
    public byte[] xmlReferenceDigest(Digest state) throws Exception {
        return MessageDigest.getInstance(state.digest).digest(state.referenced);
    }

    @Benchmark
    public boolean loginPasswordCheck(Login state) {
        return state.encoder.matches(state.password, state.hash);
    }
}
