package org.etp.perf.bench;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.concurrent.TimeUnit;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.DetachedSignatures;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * The latency of signing with the prescriber's key inside a PKCS#11 token against the same in software, one thread:
 * one signature over a prescription's to-be-signed bytes (its DER encoding, ~1 KB), and one prescription signed and
 * encoded in each form. RSA-2048 and ECDSA P-256; a token holds no Ed25519 (SunPKCS11 has none), so Ed25519 has no
 * token figure. The token is SoftHSM2, made by the fork for itself ({@code SoftHsmToken}), its key sensitive and
 * never extractable and used through SunPKCS11, as the prescriber app uses one; the software key is the demo PKI's,
 * signed with by its algorithm's provider.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = BenchPrescribers.EXPORT)
public class TokenSigningBenchmarks {

    /** Where Dr Hart's key is, and of which algorithm. */
    @State(Scope.Benchmark)
    public static class Key {

        @Param({"rsa2048", "ecp256"})
        public String alg;

        @Param({"software", "token"})
        public String keyIn;

        private BenchPrescribers prescribers;
        SigningIdentity signer;
        PrescriptionCertificate certificate;
        byte[] toBeSigned;

        @Setup(Level.Trial)
        public void setUp() throws Exception {
            prescribers = BenchPrescribers.open(keyIn, 1);
            signer = prescribers.hart(SignatureAlgorithm.fromId(alg));
            certificate = new SampleGenerator(1).certificate(Profile.PRESCRIPTION,
                    PrescriberIdentity.fromSubject(signer.subject()), LocalDate.now(ZoneOffset.UTC));
            toBeSigned = WireFormat.DER.codec().encodeUnsigned(certificate);
            if (signer.inToken() != prescribers.inToken()) {
                throw new IllegalStateException("the key of " + signer + " is not where keyIn=" + keyIn + " says");
            }
        }

        @TearDown(Level.Trial)
        public void tearDown() throws Exception {
            prescribers.close();
        }
    }

    /** The form a prescription is signed and encoded in: every form unless {@code -p format=...}. */
    @State(Scope.Benchmark)
    public static class Form {

        @Param
        public WireFormat format;
    }

    /** One signature (SHA-256 of ~1 KB and the private-key operation), by the path DER and OER sign with. */
    @Benchmark
    public byte[] oneSignature(Key key) throws Exception {
        return DetachedSignatures.sign(key.signer, key.toBeSigned);
    }

    /** A prescription signed and encoded, as the prescriber app's {@code Signer} does it. */
    @Benchmark
    public byte[] signAndEncode(Key key, Form form) throws Exception {
        return form.format.codec().encode(key.certificate, key.signer);
    }
}
