package org.etp.perf.bench;

import java.nio.file.Files;
import java.security.KeyPair;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.etp.ac.codec.DecodingEngine;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.CertificateAuthority;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.pki.KeyPairs;
import org.etp.ac.pki.OcspAnswer;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Prescriber;
import org.etp.ac.prescription.PrescriberRole;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.OcspSource;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.trust.PrescriberRegistry;
import org.etp.ac.trust.RegistryBuilder;
import org.etp.ac.verification.PrescriptionVerifier;
import org.etp.ac.verification.VerificationPolicy;
import org.etp.ac.verification.VerifiedPrescription;
import org.etp.ac.wire.Attachment;
import org.etp.ac.xml.XmlEngine;
import org.etp.ac.xml.engine.XmlEngines;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * What a prescriber's certificate travelling with the message costs the pharmacy: the first message of a prescriber
 * it has never met (its certificate and the prescriber CA's in the frame, with a stapled OCSP answer: ETP's rules,
 * PKIX, the staple's signature, then the message's own signature), every later one (a SHA-256 of the certificate
 * and a lookup), and, for comparison, a prescriber registered in the pharmacy's PKI directory. One rsa2048
 * prescription per form; the XML engine is the pharmacy's, {@code template}. The setup prints the attachment's size.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class CarriedCertificateBenchmarks {

    @State(Scope.Benchmark)
    public static class Message {

        @Param({"DER", "XML", "OER"})
        public String format;

        WireFormat wire;
        PkiDirectory pki;
        byte[] carried;
        byte[] registered;
        Attachment attachment;
        DecodingEngine xml;
        PrescriptionVerifier remembering;

        @Setup(Level.Trial)
        public void prepare() throws Exception {
            wire = WireFormat.valueOf(format);
            xml = XmlEngines.of(XmlEngine.TEMPLATE);
            pki = DemoPki.init(Files.createTempDirectory("etp-bench-carried-pki"));
            CertificateAuthority ca = DemoPki.prescriberCa(pki);
            KeyPair keys = KeyPairs.generate(SignatureAlgorithm.RSA2048);
            PrescriberIdentity newcomer = new PrescriberIdentity(new Prescriber("Dr Ada Newcomer", "GMC 7900001",
                    PrescriberRole.GENERAL_PRACTITIONER), new Organisation("Y78901", "Harbour Surgery"));
            Instant now = Instant.now();
            X509Certificate certificate = ca.issuePrescriber(newcomer.subject(), keys.getPublic(),
                    now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(365)));
            byte[] staple = OcspAnswer.of(ca, certificate, Optional.empty(), now, Duration.ofDays(1));
            attachment = new Attachment(List.of(certificate.getEncoded(), ca.certificate().getEncoded()),
                    Optional.of(staple));
            SigningIdentity signer = new SigningIdentity(certificate, keys.getPrivate(), SignatureAlgorithm.RSA2048);
            LocalDate today = LocalDate.now(ZoneOffset.UTC);
            carried = wire.codec().encode(new SampleGenerator(7).certificate(Profile.PRESCRIPTION, newcomer, today),
                    signer);
            SigningIdentity known = pki.defaultSigner(SignatureAlgorithm.RSA2048);
            registered = wire.codec().encode(new SampleGenerator(7).certificate(Profile.PRESCRIPTION,
                    PrescriberIdentity.fromSubject(known.subject()), today), known);
            remembering = newVerifier();
            System.out.printf("%n%s: message %d bytes; attachment: certificate %d + CA %d + staple %d bytes%n",
                    format, carried.length, certificate.getEncoded().length, ca.certificate().getEncoded().length,
                    staple.length);
        }

        PrescriptionVerifier newVerifier() throws Exception {
            PrescriberRegistry registry = RegistryBuilder.of(pki)
                    .revocationSource(new OcspSource(Duration.ofHours(1), Duration.ofSeconds(2))).build();
            return new PrescriptionVerifier(registry, VerificationPolicy.strict(), Clock.systemUTC(), xml);
        }
    }

    /**
     * A pharmacy that has met no carried certificate yet (its XML engine as warm as the others'), made before each
     * call of the one benchmark that needs it, so that the others run undisturbed.
     */
    @State(Scope.Benchmark)
    public static class FreshPharmacy {

        PrescriptionVerifier verifier;

        @Setup(Level.Invocation)
        public void make(Message message) throws Exception {
            verifier = message.newVerifier();
        }
    }

    /** A prescriber's first message to a pharmacy that never met it: validation of what it carries, then the rest. */
    @Benchmark
    public VerifiedPrescription firstMessageWithCertificateAndStaple(Message state, FreshPharmacy pharmacy)
            throws Exception {
        return pharmacy.verifier.verify(state.wire, state.carried, Optional.of(state.attachment));
    }

    /** A later message of the same prescriber, its certificate remembered. */
    @Benchmark
    public VerifiedPrescription laterMessageWithCertificateAndStaple(Message state) throws Exception {
        return state.remembering.verify(state.wire, state.carried, Optional.of(state.attachment));
    }

    /** A message of a prescriber registered in the pharmacy's PKI directory, nothing attached. */
    @Benchmark
    public VerifiedPrescription registeredPrescriber(Message state) throws Exception {
        return state.remembering.verify(state.wire, state.registered);
    }
}
