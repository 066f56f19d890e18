package org.etp.perf.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.PublicKey;
import java.security.Signature;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.concurrent.TimeUnit;
import org.etp.ac.codec.CertificateCodec;
import org.etp.ac.codec.DecodingEngine;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.trust.PrescriberRegistry;
import org.etp.ac.verification.PrescriptionVerifier;
import org.etp.ac.verification.VerificationPolicy;
import org.etp.ac.verification.VerifiedPrescription;
import org.etp.ac.xml.XmlEngine;
import org.etp.ac.xml.engine.XmlEngines;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Sender (encode, sign+encode) and recipient (decode, verify+decode) costs of one certificate per form
 * (DER, XML, OER), profile and algorithm, against the floor of what verification cannot avoid: one SHA256withRSA
 * verification of the same bytes (a SHA-256 over them plus the RSA public-key operation), and SHA-256 alone.
 * The template engine learns its template in the warm-up: what is measured is its fast path.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class CodecBenchmarks {

    /** Every form: with no values given, JMH takes every constant of the enum, in order. */
    @Param
    public WireFormat format;

    @Param({"simple", "prescription", "complex"})
    public String profile;

    @Param({"rsa2048"})
    public String alg;

    /**
     * The recipient's XML engine ({@code -p xmlEngine=dom,stax,template}); DOM by default, as the earlier figures
     * were measured. The other forms have one codec and ignore it.
     */
    @Param({"dom"})
    public String xmlEngine;

    private CertificateCodec codec;
    private PrescriptionCertificate certificate;
    private SigningIdentity signer;
    private byte[] signed;
    private byte[] unsigned;
    private PrescriptionVerifier verifier;
    private PrescriptionVerifier baselineVerifier;
    private PublicKey floorKey;
    private byte[] floorSignature;

    @Setup
    public void setUp() throws Exception {
        Path dir = Files.createTempDirectory("etp-bench-pki");
        PkiDirectory pki = DemoPki.init(dir);
        signer = pki.defaultSigner(SignatureAlgorithm.fromId(alg));
        certificate = new SampleGenerator(1).certificate(Profile.fromId(profile),
                PrescriberIdentity.fromSubject(signer.subject()), LocalDate.now(ZoneOffset.UTC));
        codec = format.codec();
        signed = codec.encode(certificate, signer);
        unsigned = codec.encodeUnsigned(certificate);
        PrescriberRegistry registry = PrescriberRegistry.load(pki);
        DecodingEngine engine = XmlEngines.of(XmlEngine.fromId(xmlEngine));
        verifier = new PrescriptionVerifier(registry, VerificationPolicy.strict(), Clock.systemUTC(), engine);
        baselineVerifier = new PrescriptionVerifier(registry, VerificationPolicy.benchmarkAcceptingUnsigned(),
                Clock.systemUTC(), engine);
        SigningIdentity rsa = pki.defaultSigner(SignatureAlgorithm.RSA2048);
        floorKey = rsa.certificate().getPublicKey();
        Signature signature = SignatureAlgorithm.RSA2048.newSignature();
        signature.initSign(rsa.privateKey());
        signature.update(signed);
        floorSignature = signature.sign();
    }

    @Benchmark
    public byte[] senderEncodeUnsigned() throws Exception {
        return codec.encodeUnsigned(certificate);
    }

    @Benchmark
    public byte[] senderSignAndEncode() throws Exception {
        return codec.encode(certificate, signer);
    }

    @Benchmark
    public VerifiedPrescription recipientDecodeUnsigned() throws Exception {
        return baselineVerifier.verify(format, unsigned);
    }

    @Benchmark
    public VerifiedPrescription recipientVerifyAndDecode() throws Exception {
        return verifier.verify(format, signed);
    }

    @Benchmark
    public boolean floorRsa2048VerifyOfSameBytes() throws Exception {
        Signature signature = SignatureAlgorithm.RSA2048.newSignature();
        signature.initVerify(floorKey);
        signature.update(signed);
        return signature.verify(floorSignature);
    }

    @Benchmark
    public byte[] floorSha256OfSameBytes() throws Exception {
        return MessageDigest.getInstance("SHA-256").digest(signed);
    }
}
