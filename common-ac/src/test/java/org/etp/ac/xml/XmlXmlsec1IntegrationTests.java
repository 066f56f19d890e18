package org.etp.ac.xml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.etp.ac.xml.XmlTestDocuments.CODEC;
import static org.etp.ac.xml.XmlTestDocuments.identity;
import static org.etp.ac.xml.XmlTestDocuments.sample;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.testing.TestCredentials;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Interoperability: the signatures verify with the reference implementation {@code xmlsec1} (libxmlsec1,
 * OpenSSL backend), given only the signer's certificate — the documents carry no KeyInfo. Ed25519 is left
 * out: xmlsec1 1.2 does not know it.
 */
class XmlXmlsec1IntegrationTests {

    private static final String XMLSEC1 = "xmlsec1";

    @TempDir
    Path directory;

    @BeforeAll
    static void requireXmlsec1() throws Exception {
        try {
            Process version = new ProcessBuilder(XMLSEC1, "--version").redirectErrorStream(true).start();
            String output = new String(version.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!version.waitFor(30, TimeUnit.SECONDS) || version.exitValue() != 0) {
                fail("'" + XMLSEC1 + " --version' failed: " + output);
            }
        } catch (IOException e) {
            fail("xmlsec1 is needed for the XML-DSig interoperability tests but is not on the PATH; install it "
                    + "(Debian: apt-get install xmlsec1)", e);
        }
    }

    static Stream<Arguments> interoperableSamples() {
        return Stream.of(SignatureAlgorithm.RSA2048, SignatureAlgorithm.ECP256)
                .flatMap(a -> Stream.of(Profile.values()).map(p -> Arguments.of(p, a)));
    }

    @ParameterizedTest
    @MethodSource("interoperableSamples")
    void xmlsec1VerifiesOurSignatureWithTheSignerCertificate(Profile profile, SignatureAlgorithm algorithm)
            throws Exception {
        Path document = write("certificate.xml", CODEC.encode(sample(profile), identity(algorithm)));

        Result result = verify(document, signerPem(algorithm));

        assertThat(result.exitCode()).as(result.output()).isZero();
        assertThat(result.output()).contains("OK", "SignedInfo References (ok/all): 1/1");
    }

    @Test
    void xmlsec1RefusesATamperedDocument() throws Exception {
        String signed = new String(CODEC.encode(sample(Profile.PRESCRIPTION), identity(SignatureAlgorithm.RSA2048)),
                StandardCharsets.UTF_8);
        String tampered = signed.replaceFirst("<dosage>", "<dosage>Double the dose. ");
        Path document = write("tampered.xml", tampered.getBytes(StandardCharsets.UTF_8));

        Result result = verify(document, signerPem(SignatureAlgorithm.RSA2048));

        assertThat(tampered).isNotEqualTo(signed);
        assertThat(result.exitCode()).as(result.output()).isNotZero();
        assertThat(result.output()).contains("FAIL");
    }

    @Test
    void xmlsec1RefusesTheSignatureWithAnotherCertificate() throws Exception {
        Path document = write("certificate.xml", CODEC.encode(sample(Profile.SIMPLE), identity(SignatureAlgorithm.RSA2048)));
        var stranger = TestCredentials.create(SignatureAlgorithm.RSA2048,
                TestCredentials.PRESCRIBER);
        Path pem = write("stranger.pem", pem(stranger.certificate().getEncoded()));

        assertThat(verify(document, pem).exitCode()).isNotZero();
    }

    private Path signerPem(SignatureAlgorithm algorithm) throws Exception {
        return write(algorithm.id() + ".signer.pem", pem(identity(algorithm).certificate().getEncoded()));
    }

    private static byte[] pem(byte[] der) {
        String body = Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(der);
        return ("-----BEGIN CERTIFICATE-----\n" + body + "\n-----END CERTIFICATE-----\n").getBytes(StandardCharsets.US_ASCII);
    }

    private Path write(String name, byte[] content) throws IOException {
        return Files.write(directory.resolve(name), content);
    }

    private static Result verify(Path document, Path certificatePem) throws Exception {
        List<String> command = new ArrayList<>(List.of(XMLSEC1, "--verify", "--pubkey-cert-pem",
                certificatePem.toString(), document.toString()));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail("xmlsec1 did not finish: " + output);
        }
        return new Result(process.exitValue(), output);
    }

    private record Result(int exitCode, String output) {
    }
}
