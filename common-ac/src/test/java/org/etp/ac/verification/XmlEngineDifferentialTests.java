package org.etp.ac.verification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.util.List;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.xml.XmlCertificateCodec;
import org.etp.ac.xml.XmlEngine;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The streaming and template engines against the DOM engine on generated and hostile documents
 * ({@link EngineDifferential}): {@value #CASES} cases by default ({@code -Detp.differential.cases=N} for more).
 */
class XmlEngineDifferentialTests {

    private static final long CASES = 10_000;

    @TempDir
    static Path dir;

    static EngineDifferential differential;

    @BeforeAll
    static void generate() throws Exception {
        differential = new EngineDifferential(dir);
    }

    @Test
    void everyEngineReachesTheDomEnginesDecisionOnEveryCase() {
        long cases = Long.getLong("etp.differential.cases", CASES);
        differential.run(cases, Long.getLong("etp.fuzz.seed", 0x5EED_E7B0L));

        System.out.printf("differential: %,d cases%n", differential.cases());
        differential.tally().forEach((outcome, n) -> System.out.printf("  %-40s %,8d%n", outcome, n));
        assertThat(differential.disagreements()).isEmpty();
        assertThat(differential.cases()).isGreaterThanOrEqualTo(cases);
        // the run reaches every path: accepted by each engine, served by templates, and hostile refusals
        assertThat(differential.tally()).containsKeys("dom accepted dom", "stax accepted stax",
                "template accepted template", "template accepted template-learned", "dom refused MALFORMED",
                "dom refused BAD_SIGNATURE", "dom refused DISALLOWED_ALGORITHM", "dom refused UNKNOWN_PRESCRIBER");
    }

    /**
     * The one disagreement of the second million-case run: an attribute named {@code :Algorithm}, which the JDK's
     * DOM parser read as {@code Algorithm} (so DOM went on to another reason) and the streaming parser refused. A
     * name that is not a qualified name is now {@code MALFORMED} for every engine, on an attribute or an element.
     */
    @Test
    void everyEngineRefusesANameWithAnEmptyPrefixAsMalformed() throws Exception {
        for (Variant seed : differential.seeds()) {
            String document = new String(seed.bytes(), StandardCharsets.UTF_8);
            for (String changed : List.of(document.replaceFirst(" Algorithm=", " :Algorithm="),
                    document.replace("<Holder>", "<:Holder>").replace("</Holder>", "</:Holder>"),
                    document.replaceFirst(" Algorithm=", " ds:Algorithm:x="))) {
                assertThat(changed).isNotEqualTo(document);
                assertEveryEngineRefusesAsMalformed(changed);
            }
        }
    }

    /**
     * The one disagreement of the fourth million-case run: a SignatureValue that had lost its {@code ==} padding,
     * which Santuario's decoder reads (so DOM and the template went on to accept) and the streaming engine refused.
     * Base64 that is not what the encoder writes, unpadded or with stray bits in its last group, is now
     * {@code MALFORMED} for every engine, in the SignatureValue and in the DigestValue; whitespace inside it stays a
     * representation change that every engine accepts.
     */
    @Test
    void everyEngineRefusesBase64ThatIsNotCanonicalAsMalformed() throws Exception {
        for (Variant seed : differential.seeds()) {
            String document = new String(seed.bytes(), StandardCharsets.UTF_8);
            for (XmlEngine engine : XmlEngine.values()) {
                // accepted first, so that the template engine has learned this shape and serves the copies itself
                differential.verifier(engine).verify(WireFormat.XML, seed.bytes());
            }
            String signatureValue = between(document, "<ds:SignatureValue>", "</ds:SignatureValue>");
            String digestValue = between(document, "<ds:DigestValue>", "</ds:DigestValue>");
            assertThat(signatureValue).endsWith("=");
            assertThat(digestValue).endsWith("=");
            List<String> damaged = List.of(
                    document.replace(signatureValue, signatureValue.replace("=", "")),
                    document.replace(digestValue, digestValue.replace("=", "")),
                    document.replace(signatureValue, strayBits(signatureValue)),
                    document.replace(digestValue, strayBits(digestValue)));
            for (String changed : damaged) {
                assertThat(changed).isNotEqualTo(document);
                assertEveryEngineRefusesAsMalformed(changed);
            }
            String wrapped = document.replace(signatureValue,
                    signatureValue.substring(0, 64) + "\n" + signatureValue.substring(64));
            VerifiedPrescription original = differential.verifier(XmlEngine.DOM).verify(WireFormat.XML, seed.bytes());
            for (XmlEngine engine : XmlEngine.values()) {
                VerifiedPrescription verified = differential.verifier(engine).verify(WireFormat.XML,
                        wrapped.getBytes(StandardCharsets.UTF_8));
                assertThat(verified.certificate()).as(engine.id()).isEqualTo(original.certificate());
                assertThat(verified.signer()).as(engine.id()).isEqualTo(original.signer());
            }
        }
    }

    /**
     * Every engine reads the signer's certificate a seed names as the certificate that signed it, accepts the seed
     * without one as before, and refuses each malformed spelling of it ({@link HostileVariants#signerCertificate}) as
     * {@code MALFORMED} — the template engine too, having learned the seed's shape first.
     */
    @Test
    void everyEngineReadsTheSignersCertificateAndRefusesAMalformedOneAsMalformed() throws Exception {
        for (Variant seed : differential.seeds()) {
            SigningIdentity signer = differential.signer(seed);
            for (XmlEngine engine : XmlEngine.values()) {
                VerifiedPrescription verified = differential.verifier(engine).verify(WireFormat.XML, seed.bytes());
                assertThat(verified.signer().orElseThrow().certificate()).isEqualTo(signer.certificate());
            }
            assertThat(XmlCertificateCodec.instance().decode(seed.bytes()).signerCertificate())
                    .contains(SignerCertificateId.of(signer.certificate()));
            differential.check(seed);
            differential.check(seed);
            for (Variant variant : HostileVariants.signerCertificate(seed.text(), signer)) {
                if (variant.name().equals("without-base-certificate-id")) {
                    differential.check(variant);
                    continue;
                }
                assertEveryEngineRefusesAsMalformed(variant.text());
            }
        }
        assertThat(differential.disagreements()).isEmpty();
        assertThat(differential.namedSignerCertificates()).containsKeys("dom dom", "stax stax", "template template");
    }

    /**
     * Every engine accepts a seed carrying its signer's chain in KeyInfo with the key of the chain's first certificate
     * (twice: the template engine serves the second itself), and refuses every other KeyInfo ({@link KeyInfoVariants})
     * for the one reason: MALFORMED for any other shape, NON_CANONICAL for a certificate in BER, UNKNOWN_PRESCRIBER for
     * a chain of someone else.
     */
    @Test
    void everyEngineTakesTheChainInKeyInfoAndRefusesAnyOtherKeyInfoForOneReason() throws Exception {
        for (Variant seed : differential.seeds()) {
            SigningIdentity signer = differential.signer(seed);
            X509Certificate other = differential.seeds().stream().map(differential::signer)
                    .filter(s -> !s.certificate().equals(signer.certificate())).findFirst().orElseThrow().certificate();
            for (KeyInfoVariants.Expected expected : KeyInfoVariants.of(seed.text(), differential.chain(signer), other)) {
                if (expected.reason() != null) {
                    assertEveryEngineRefuses(expected.variant().text(), expected.reason());
                    continue;
                }
                for (XmlEngine engine : XmlEngine.values()) {
                    for (int round = 0; round < 2; round++) {
                        VerifiedPrescription verified = differential.verifier(engine).verify(WireFormat.XML,
                                expected.variant().bytes());
                        assertThat(verified.signer().orElseThrow().certificate()).as(expected.variant().name())
                                .isEqualTo(signer.certificate());
                    }
                }
                differential.check(expected.variant());
            }
        }
        assertThat(differential.disagreements()).isEmpty();
    }

    private static void assertEveryEngineRefusesAsMalformed(String document) {
        assertEveryEngineRefuses(document, Reason.MALFORMED);
    }

    private static void assertEveryEngineRefuses(String document, Reason reason) {
        for (XmlEngine engine : XmlEngine.values()) {
            assertThatExceptionOfType(VerificationException.class).as(engine.id())
                    .isThrownBy(() -> differential.verifier(engine).verify(WireFormat.XML,
                            document.getBytes(StandardCharsets.UTF_8)))
                    .satisfies(e -> assertThat(e.reason()).as(engine.id() + ": " + e.getMessage()).isEqualTo(reason));
        }
    }

    private static String between(String document, String open, String close) {
        int from = document.indexOf(open) + open.length();
        return document.substring(from, document.indexOf(close, from));
    }

    /** The same value with a non-zero bit where the encoder writes zeros: the last character before the padding. */
    private static String strayBits(String base64) {
        int last = base64.indexOf('=') - 1;
        String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        char replaced = alphabet.charAt(alphabet.indexOf(base64.charAt(last)) ^ 1);
        return base64.substring(0, last) + replaced + base64.substring(last + 1);
    }
}
