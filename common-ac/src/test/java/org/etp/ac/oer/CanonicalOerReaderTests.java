package org.etp.ac.oer;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.ASN1TaggedObject;
import org.bouncycastle.oer.Element;
import org.bouncycastle.oer.OEREncoder;
import org.bouncycastle.oer.OEROptional;
import org.etp.ac.der.Asn1Mapping;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.testing.Mutator;
import org.etp.ac.testing.TestCredentials;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The checking decoder against the path it replaced, Bouncy Castle's OER runtime followed by encoding every
 * value again ({@link RuntimeStrictOer}): on generated certificates and contents, on every hostile envelope
 * and on mutations of both, the two give the same verdict — the same values, or a refusal for the same
 * reason.
 */
class CanonicalOerReaderTests {

    private static final long SEED = 21_000_000L;
    private static final int MUTATIONS = 3000;

    @ParameterizedTest
    @EnumSource(Profile.class)
    void readsGeneratedCertificatesAndContentsAsTheRuntimeDoes(Profile profile) throws Exception {
        for (int i = 0; i < 20; i++) {
            PrescriptionCertificate certificate = TestCredentials.sample(profile, SEED + i);
            SignatureAlgorithm algorithm = SignatureAlgorithm.values()[i % SignatureAlgorithm.values().length];
            byte[] oer = OerCertificateCodec.instance().encode(certificate, TestCredentials.identity(algorithm));

            assertThat(verdict(oer, EnvelopeOer.CERTIFICATE)).startsWith("SEQ")
                    .isEqualTo(reference(oer, EnvelopeOer.CERTIFICATE));
            byte[] content = content(certificate);
            assertThat(verdict(content, ContentOer.of(profile))).startsWith("SEQ")
                    .isEqualTo(reference(content, ContentOer.of(profile)));
        }
    }

    @ParameterizedTest
    @EnumSource(Profile.class)
    void refusesEveryHostileEnvelopeAsTheRuntimeDoes(Profile profile) throws Exception {
        byte[] oer = OerCertificateCodec.instance().encode(TestCredentials.sample(profile, SEED + 100),
                TestCredentials.identity(SignatureAlgorithm.RSA2048));

        for (OerHostileEnvelopes.Hostile hostile : OerHostileEnvelopes.of(oer)) {
            assertThat(verdict(hostile.bytes(), EnvelopeOer.CERTIFICATE)).as(hostile.name())
                    .isEqualTo(reference(hostile.bytes(), EnvelopeOer.CERTIFICATE));
        }
    }

    @ParameterizedTest
    @EnumSource(Profile.class)
    void answersSingleByteMutationsAsTheRuntimeDoes(Profile profile) throws Exception {
        PrescriptionCertificate certificate = TestCredentials.sample(profile, SEED + 200);
        byte[] oer = OerCertificateCodec.instance().encode(certificate,
                TestCredentials.identity(SignatureAlgorithm.ECP256));
        byte[] content = content(certificate);
        Random random = new Random(SEED + profile.ordinal());
        List<String> verdicts = new ArrayList<>();

        for (int i = 0; i < MUTATIONS; i++) {
            byte[] damagedCertificate = mutate(oer, random);
            String certificateVerdict = verdict(damagedCertificate, EnvelopeOer.CERTIFICATE);
            assertThat(certificateVerdict).as(HexFormat.of().formatHex(damagedCertificate))
                    .isEqualTo(reference(damagedCertificate, EnvelopeOer.CERTIFICATE));
            byte[] damagedContent = mutate(content, random);
            String contentVerdict = verdict(damagedContent, ContentOer.of(profile));
            assertThat(contentVerdict).as(HexFormat.of().formatHex(damagedContent))
                    .isEqualTo(reference(damagedContent, ContentOer.of(profile)));
            verdicts.add(certificateVerdict.split(" ")[0]);
            verdicts.add(contentVerdict.split(" ")[0]);
        }

        // the mutations reach both kinds of refusal and some still decode
        assertThat(verdicts.stream().collect(Collectors.toSet())).contains("MALFORMED", "NON_CANONICAL");
    }

    @ParameterizedTest
    @EnumSource(value = Profile.class, names = {"PRESCRIPTION", "COMPLEX"})
    void readsAndMutatesContentsNominatedToNoPharmacyAsTheRuntimeDoes(Profile profile) throws Exception {
        PrescriptionCertificate certificate = new SampleGenerator(27_001_200, SampleGenerator.NO_NOMINATION)
                .certificate(profile, TestCredentials.PRESCRIBER, LocalDate.of(2026, 3, 2));
        byte[] content = content(certificate);
        assertThat(verdict(content, ContentOer.of(profile))).startsWith("SEQ")
                .isEqualTo(reference(content, ContentOer.of(profile)));
        Random random = new Random(27_001_200L + profile.ordinal());

        for (int i = 0; i < MUTATIONS; i++) {
            byte[] damaged = mutate(content, random);
            assertThat(verdict(damaged, ContentOer.of(profile))).as(HexFormat.of().formatHex(damaged))
                    .isEqualTo(reference(damaged, ContentOer.of(profile)));
        }
    }

    @Test
    void answersAFuzzRunAsTheRuntimeDoes() throws Exception {
        List<byte[]> corpus = new ArrayList<>();
        for (Profile profile : Profile.values()) {
            corpus.add(OerCertificateCodec.instance().encode(TestCredentials.sample(profile, SEED + 300),
                    TestCredentials.identity(SignatureAlgorithm.ED25519)));
        }

        long tried = new Mutator(corpus).run(input -> assertThat(verdict(input, EnvelopeOer.CERTIFICATE))
                .as(HexFormat.of().formatHex(input)).isEqualTo(reference(input, EnvelopeOer.CERTIFICATE)));

        assertThat(tried).isPositive();
    }

    private static byte[] mutate(byte[] valid, Random random) {
        byte[] mutated = valid.clone();
        mutated[random.nextInt(mutated.length)] ^= (byte) (1 + random.nextInt(255));
        return mutated;
    }

    private static byte[] content(PrescriptionCertificate certificate) {
        Element definition = ContentOer.of(certificate.profile());
        return OEREncoder.toByteArray(OerValues.toOer(Asn1Mapping.content(certificate), definition), definition);
    }

    private static String verdict(byte[] bytes, Element definition) {
        try {
            return describe(CanonicalOerReader.read(bytes, definition, "the value"));
        } catch (VerificationException e) {
            return e.reason().name();
        }
    }

    private static String reference(byte[] bytes, Element definition) {
        try {
            return describe(RuntimeStrictOer.decode(bytes, definition, "the value"));
        } catch (VerificationException e) {
            return e.reason().name();
        }
    }

    private static String describe(CanonicalOerReader.Decoded decoded) {
        List<String> ends = new ArrayList<>();
        for (int end : decoded.ends()) {
            ends.add(Integer.toString(end));
        }
        return describe(decoded.values()) + " ends " + String.join(",", ends);
    }

    /** A value's types and contents all the way down, so that equal descriptions mean equal values. */
    private static String describe(ASN1Encodable value) {
        if (value instanceof OEROptional optional) {
            return optional.isDefined() ? "PRESENT(" + describe(optional.get()) + ")" : "ABSENT";
        }
        if (value instanceof ASN1Sequence sequence) {
            List<String> elements = new ArrayList<>();
            sequence.forEach(element -> elements.add(describe(element)));
            return "SEQ{" + String.join(", ", elements) + "}";
        }
        if (value instanceof ASN1TaggedObject tagged) {
            return "[" + tagged.getTagClass() + " " + tagged.getTagNo() + " " + tagged.isExplicit() + "]"
                    + describe(tagged.getExplicitBaseObject());
        }
        return value.getClass().getSimpleName() + ":" + value;
    }
}
