package org.etp.ac.verification;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.stream.Stream;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.ExternalTool;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.trust.PrescriberRegistry;
import org.etp.ac.xml.XmlEngine;
import org.etp.ac.xml.XmlServedBy;
import org.etp.ac.xml.engine.XmlEngines;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Documents signed by an independent signer — {@code xmlsec1 --sign} (libxmlsec1, OpenSSL) with the prescriber's
 * key, from a signature template in the profile ETP allows — are accepted by every engine as the certificate that
 * was signed; the template engine learns the first of a shape and serves the second itself. Ed25519 is left out:
 * xmlsec1 1.2 does not know it.
 */
class XmlEnginesXmlsec1IntegrationTests {

    private static final String SIGNATURE_TEMPLATE = """
            <ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
            <ds:SignedInfo>
            <ds:CanonicalizationMethod Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/>
            <ds:SignatureMethod Algorithm="%s"/>
            <ds:Reference URI="">
            <ds:Transforms>
            <ds:Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"/>
            <ds:Transform Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/>
            </ds:Transforms>
            <ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>
            <ds:DigestValue></ds:DigestValue>
            </ds:Reference>
            </ds:SignedInfo>
            <ds:SignatureValue></ds:SignatureValue>
            </ds:Signature>
            """;

    @TempDir
    static Path dir;

    static PkiDirectory pki;
    static PrescriberRegistry registry;

    @BeforeAll
    static void createPki() throws Exception {
        pki = DemoPki.init(dir.resolve("pki"));
        registry = PrescriberRegistry.load(pki);
    }

    static Stream<Arguments> signers() {
        return Stream.of(SignatureAlgorithm.RSA2048, SignatureAlgorithm.ECP256)
                .flatMap(a -> Stream.of(Profile.values()).map(p -> Arguments.of(a, p)));
    }

    @ParameterizedTest
    @MethodSource("signers")
    void everyEngineAcceptsWhatXmlsec1Signed(SignatureAlgorithm algorithm, Profile profile) throws Exception {
        SigningIdentity signer = pki.defaultSigner(algorithm);
        PrescriberIdentity who = PrescriberIdentity.fromSubject(signer.certificate().getSubjectX500Principal());
        PrescriptionCertificate first = new SampleGenerator(5).certificate(profile, who, LocalDate.now(ZoneOffset.UTC));
        PrescriptionCertificate second = new SampleGenerator(5).certificate(profile, who,
                LocalDate.now(ZoneOffset.UTC).minusDays(1));
        byte[] firstSigned = xmlsec1Sign(first, signer, "first");
        byte[] secondSigned = xmlsec1Sign(second, signer, "second");

        for (XmlEngine engine : XmlEngine.values()) {
            var verifier = new PrescriptionVerifier(registry, VerificationPolicy.strict(), Clock.systemUTC(),
                    XmlEngines.of(engine));
            VerifiedPrescription one = verifier.verify(WireFormat.XML, firstSigned);
            VerifiedPrescription two = verifier.verify(WireFormat.XML, secondSigned);

            assertThat(one.certificate()).as(engine.id()).isEqualTo(first);
            assertThat(two.certificate()).as(engine.id()).isEqualTo(second);
            assertThat(one.signer().orElseThrow().subject()).isEqualTo(signer.subject());
            if (engine == XmlEngine.TEMPLATE) {
                assertThat(one.servedBy()).isEqualTo(XmlServedBy.TEMPLATE_LEARNED);
                assertThat(two.servedBy()).isEqualTo(XmlServedBy.TEMPLATE);
            }
        }
    }

    private static byte[] xmlsec1Sign(PrescriptionCertificate certificate, SigningIdentity signer, String name)
            throws Exception {
        String unsigned = new String(WireFormat.XML.codec().encodeUnsigned(certificate), StandardCharsets.UTF_8);
        String template = unsigned.replace("</AttributeCertificate>",
                SIGNATURE_TEMPLATE.formatted(signer.algorithm().xmlUri()) + "</AttributeCertificate>");
        Path in = Files.writeString(dir.resolve(name + ".template.xml"), template);
        Path key = Files.writeString(dir.resolve(name + ".key.pem"), "-----BEGIN PRIVATE KEY-----\n"
                + Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(signer.privateKey().getEncoded())
                + "\n-----END PRIVATE KEY-----\n");
        Path out = dir.resolve(name + ".signed.xml");
        var result = ExternalTool.run(dir, "xmlsec1", "--sign", "--privkey-pem", key.toString(), "--output",
                out.toString(), in.toString());
        assertThat(result.exitCode()).as(result.output()).isZero();
        return Files.readAllBytes(out);
    }
}
