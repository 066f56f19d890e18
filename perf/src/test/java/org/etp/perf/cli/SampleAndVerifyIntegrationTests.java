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
}
