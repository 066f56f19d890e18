package org.etp.ac.verification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.Mutator;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.trust.PrescriberRegistry;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A bounded fuzz run of the pharmacy's whole decode-and-verify path ({@link PrescriptionVerifier} with a
 * real registry) for each form: valid signed certificates of every profile and algorithm, mutated. Each
 * input must end in a {@link VerificationException}, or be accepted as exactly one of the certificates
 * that were signed — any other exception, or an accepted value nobody signed, fails the test.
 */
class DecodeAndVerifyFuzzTests {

    @TempDir
    static Path dir;

    static PrescriptionVerifier verifier;

    @BeforeAll
    static void createPki() throws Exception {
        PkiDirectory pki = DemoPki.init(dir.resolve("pki"));
        verifier = new PrescriptionVerifier(PrescriberRegistry.load(pki), VerificationPolicy.strict(), Clock.systemUTC());
        for (SignatureAlgorithm algorithm : SignatureAlgorithm.values()) {
            SigningIdentity signer = pki.defaultSigner(algorithm);
            PrescriberIdentity who = PrescriberIdentity.fromSubject(signer.certificate().getSubjectX500Principal());
            for (Profile profile : Profile.values()) {
                PrescriptionCertificate certificate = new SampleGenerator(7 + profile.ordinal())
                        .certificate(profile, who, LocalDate.now(ZoneOffset.UTC));
                SIGNED.add(certificate);
                for (WireFormat format : WireFormat.values()) {
                    SEEDS.get(format).add(format.codec().encode(certificate, signer));
                }
            }
        }
    }

    private static final Set<PrescriptionCertificate> SIGNED = ConcurrentHashMap.newKeySet();
    private static final Map<WireFormat, List<byte[]>> SEEDS = new EnumMap<>(Map.of(
            WireFormat.DER, new ArrayList<>(), WireFormat.XML, new ArrayList<>(), WireFormat.OER, new ArrayList<>()));

    @ParameterizedTest
    @EnumSource(WireFormat.class)
    void mutatedCertificatesEndInARefusalOrAsExactlyWhatWasSigned(WireFormat format) {
        Map<Reason, Long> refusals = new EnumMap<>(Reason.class);
        List<byte[]> seeds = SEEDS.get(format);
        AtomicLong acceptedOther = new AtomicLong();
        long tried = new Mutator(SEEDS.get(format)).run(input -> {
            try {
                PrescriptionCertificate accepted = verifier.verify(format, input).certificate();
                if (!SIGNED.contains(accepted)) {
                    fail("accepted a certificate nobody signed from %s", HexFormat.of().formatHex(input));
                }
                if (seeds.stream().noneMatch(seed -> Arrays.equals(seed, input))) {
                    acceptedOther.incrementAndGet();
                }
            } catch (VerificationException refused) {
                refusals.merge(refused.reason(), 1L, Long::sum);
            } catch (RuntimeException | StackOverflowError | OutOfMemoryError escaped) {
                throw new AssertionError("an exception escaped the verifier on "
                        + HexFormat.of().formatHex(input), escaped);
            }
        });

        System.out.printf("fuzz %s: %d inputs, refusals %s, accepted as other bytes %d%n", format, tried, refusals,
                acceptedOther.get());
        if (format != WireFormat.XML) {
            assertThat(acceptedOther).as("%s is checked over the exact bytes: only the signed bytes pass", format)
                    .hasValue(0);
        }
        assertThat(tried).isPositive();
        // the mutations reach past the parser into the signature check
        assertThat(refusals).containsKeys(Reason.MALFORMED, Reason.BAD_SIGNATURE);
    }
}
