package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code etp pki init}, {@code sample} and {@code verify} together, as an operator runs them. */
class SampleAndVerifyIntegrationTests {

    @TempDir
    static Path work;

    static Path pki;

    @BeforeAll
    static void createPki() {
        pki = EtpCli.pkiInit(work.resolve("pki"));
    }

    static Stream<Arguments> everyProfileFormatAndAlgorithm() {
        return Stream.of(Profile.values()).flatMap(profile -> Stream.of(WireFormat.values())
                .flatMap(format -> Stream.of(SignatureAlgorithm.values())
                        .map(algorithm -> Arguments.of(profile, format, algorithm))));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("everyProfileFormatAndAlgorithm")
    void sampleVerifiesAndOneChangedByteFailsWithAReasonCode(Profile profile, WireFormat format,
            SignatureAlgorithm algorithm) throws Exception {
        Path file = work.resolve(profile.id() + "-" + algorithm.id() + "." + format.id());
        EtpCli sample = EtpCli.run("sample", "--pki", pki, "--format", format.id(), "--profile", profile.id(),
                "--alg", algorithm.id(), "--seed", 11, "--out", file);
        assertThat(sample.exitCode()).as(sample.err()).isZero();
        assertThat(file.resolveSibling(file.getFileName() + ".signer.pem")).content()
                .startsWith("-----BEGIN CERTIFICATE-----");

        EtpCli valid = EtpCli.run("verify", "--pki", pki, file);
        assertThat(valid.exitCode()).as(valid.err()).isZero();
        assertThat(valid.out()).startsWith("VALID ").contains(profile.id(), algorithm.id());

        Path tampered = work.resolve("tampered-" + file.getFileName());
        Files.write(tampered, Tampering.changeOneByteOfThePrescriptionId(Files.readAllBytes(file)));
        EtpCli invalid = EtpCli.run("verify", "--pki", pki, tampered);
        assertThat(invalid.exitCode()).isEqualTo(VerifyCommand.INVALID);
        assertThat(invalid.err()).startsWith("INVALID BAD_SIGNATURE (4): ").doesNotContain("Exception", "\tat ");
    }

    @Test
    void anXmlSampleWithKeyInfoCarriesTheSignersChainAndVerifiesInEveryEngine() throws Exception {
        Path file = work.resolve("key-info.xml");
        EtpCli sample = EtpCli.run("sample", "--pki", pki, "--format", "xml", "--profile", "prescription",
                "--signer", "hart-ecp256", "--key-info", "--seed", 7, "--out", file);
        assertThat(sample.exitCode()).as(sample.err()).isZero();
        assertThat(file).content().contains("</ds:SignatureValue><ds:KeyInfo><ds:X509Data><ds:X509Certificate>");

        for (String engine : new String[] {"dom", "stax", "template"}) {
            EtpCli valid = EtpCli.run("verify", "--pki", pki, "--xml-engine", engine, file);
            assertThat(valid.exitCode()).as(valid.err()).isZero();
        }
        EtpCli der = EtpCli.run("sample", "--pki", pki, "--format", "der", "--profile", "simple", "--key-info",
                "--out", work.resolve("key-info.der"));
        assertThat(der.exitCode()).isNotZero();
        assertThat(der.err()).contains("--key-info");
    }

    @Test
    void jsonIsTheSameForEveryFormOfOneSeed() {
        for (Profile profile : Profile.values()) {
            String[] json = new String[WireFormat.values().length];
            for (WireFormat format : WireFormat.values()) {
                Path file = work.resolve("json-" + profile.id() + "." + format.id());
                assertThat(EtpCli.run("sample", "--pki", pki, "--format", format.id(), "--profile", profile.id(),
                        "--seed", 2026, "--out", file).exitCode()).isZero();
                EtpCli verify = EtpCli.run("verify", "--pki", pki, "--json", file);
                assertThat(verify.exitCode()).as(verify.err()).isZero();
                json[format.ordinal()] = verify.out();
            }
            assertThat(json[0]).contains("\"prescriptionId\"", "\"holder\"");
            assertThat(json).as(profile.id()).containsOnly(json[0]);
        }
    }

    @Test
    void aSampleNominatingNoPharmacyVerifiesInEveryFormWithTheSameJsonAndNoNomination() {
        String[] json = new String[WireFormat.values().length];
        for (WireFormat format : WireFormat.values()) {
            Path file = work.resolve("anywhere." + format.id());
            EtpCli sample = EtpCli.run("sample", "--pki", pki, "--format", format.id(), "--profile", "prescription",
                    "--pharmacy", "none", "--seed", 27_001_100, "--out", file);
            assertThat(sample.exitCode()).as(sample.err()).isZero();
            EtpCli verify = EtpCli.run("verify", "--pki", pki, "--json", file);
            assertThat(verify.exitCode()).as(verify.err()).isZero();
            json[format.ordinal()] = verify.out();
        }
        assertThat(json[0]).contains("\"prescriptionId\"").doesNotContain("nominatedPharmacy");
        assertThat(json).containsOnly(json[0]);
    }

    @Test
    void unsignedSampleIsRefusedUnlessAllowed() {
        Path file = work.resolve("unsigned.der");
        assertThat(EtpCli.run("sample", "--pki", pki, "--format", "der", "--profile", "simple", "--unsigned",
                "--out", file).exitCode()).isZero();
        EtpCli refused = EtpCli.run("verify", "--pki", pki, file);
        assertThat(refused.exitCode()).isEqualTo(VerifyCommand.INVALID);
        assertThat(refused.err()).startsWith("INVALID UNSIGNED (11)");
        assertThat(EtpCli.run("verify", "--pki", pki, "--allow-unsigned", file).exitCode()).isZero();
    }

    @Test
    void missingPkiIsReportedInOneLineWithoutATrace() {
        EtpCli missing = EtpCli.run("verify", "--pki", work.resolve("no-such-pki"), work.resolve("x.der"));
        assertThat(missing.exitCode()).isEqualTo(ExitCode.FAILURE);
        assertThat(missing.err()).startsWith("error: ").doesNotContain("\tat ");
    }

    @Test
    void garbageFileIsInvalidNotACrash() throws Exception {
        Path garbage = work.resolve("garbage.bin");
        Files.write(garbage, "\u0030\u0082not a certificate".getBytes(StandardCharsets.ISO_8859_1));
        EtpCli result = EtpCli.run("verify", "--pki", pki, garbage);
        assertThat(result.exitCode()).isEqualTo(VerifyCommand.INVALID);
        assertThat(result.err()).startsWith("INVALID ").doesNotContain("\tat ");
    }

    @Test
    void verifiesFilesInOrderInOneProcessWhereTheFirstTeachesTheTemplateEngineTheRest() {
        Path[] files = xmlSamples("in-order", Profile.SIMPLE, 20_000_100);

        EtpCli template = EtpCli.run("verify", "--pki", pki, "--xml-engine", "template", files[0], files[1], files[2]);
        assertThat(template.exitCode()).as(template.err()).isZero();
        assertThat(template.out().split("VALID ")).hasSize(4);
        assertThat(template.out()).containsSubsequence("file:     " + files[0], "path:     template-learned",
                "file:     " + files[1], "path:     template\n", "file:     " + files[2], "path:     template\n");
        for (String engine : new String[] {"dom", "stax"}) {
            EtpCli other = EtpCli.run("verify", "--pki", pki, "--xml-engine", engine, files[0], files[1], files[2]);
            assertThat(other.exitCode()).as(other.err()).isZero();
            assertThat(other.out().split("path:     " + engine + "\n", -1)).as(engine).hasSize(4);
        }
    }

    @Test
    void printsTheSameJsonWithEveryEngine() {
        for (Profile profile : Profile.values()) {
            Path[] files = xmlSamples("engines", profile, 20_000_200 + 10 * profile.ordinal());
            String[] json = new String[3];
            for (String engine : new String[] {"dom", "stax", "template"}) {
                EtpCli verify = EtpCli.run("verify", "--pki", pki, "--json", "--xml-engine", engine, files[0],
                        files[1], files[2]);
                assertThat(verify.exitCode()).as(verify.err()).isZero();
                assertThat(verify.out().lines()).as(engine).hasSize(3).allMatch(line -> line.startsWith("{"));
                json[engine.equals("dom") ? 0 : engine.equals("stax") ? 1 : 2] = verify.out();
            }
            assertThat(json).as(profile.id()).containsOnly(json[0]);
        }
    }

    @Test
    void goesOnPastAnInvalidFileAndFailsTheWhole() throws Exception {
        Path[] files = xmlSamples("one-invalid", Profile.PRESCRIPTION, 20_000_300);
        Path tampered = work.resolve("one-invalid-tampered.xml");
        Files.write(tampered, Tampering.changeOneByteOfThePrescriptionId(Files.readAllBytes(files[1])));

        EtpCli result = EtpCli.run("verify", "--pki", pki, files[0], tampered, files[2]);

        assertThat(result.exitCode()).isEqualTo(VerifyCommand.INVALID);
        assertThat(result.out().split("VALID ")).hasSize(3);
        assertThat(result.err()).startsWith("INVALID BAD_SIGNATURE (4): ").contains(tampered.toString());
    }

    /** Three signed XML samples of {@code profile}, seeds {@code seed} to {@code seed + 2}. */
    private static Path[] xmlSamples(String name, Profile profile, int seed) {
        Path[] files = new Path[3];
        for (int i = 0; i < files.length; i++) {
            files[i] = work.resolve(name + "-" + profile.id() + "-" + i + ".xml");
            EtpCli sample = EtpCli.run("sample", "--pki", pki, "--format", "xml", "--profile", profile.id(),
                    "--seed", seed + i, "--out", files[i]);
            assertThat(sample.exitCode()).as(sample.err()).isZero();
        }
        return files;
    }
}
