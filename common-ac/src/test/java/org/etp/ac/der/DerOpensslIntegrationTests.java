package org.etp.ac.der;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.bouncycastle.asn1.ASN1Encoding;
import org.bouncycastle.asn1.ASN1Sequence;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.ExternalTool;
import org.etp.ac.testing.ExternalTool.Result;
import org.etp.ac.testing.TestCredentials;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The DER form as tools that share no code with ours see it: the real {@code openssl} binary parses every
 * sample, cuts out the signed part and the signature itself, and verifies it with the public key it reads
 * from the signer's certificate; {@code dumpasn1} checks the encoding. A missing tool fails the test, it is
 * never skipped.
 */
class DerOpensslIntegrationTests {

    /** A line of {@code openssl asn1parse}: offset, depth, header length, length, form and type. */
    private static final Pattern ASN1PARSE_LINE = Pattern.compile(
            "^\\s*(\\d+):d=(\\d+)\\s+hl=(\\d+)\\s+l=\\s*(\\d+)\\s+(prim|cons):\\s*(.*)$", Pattern.MULTILINE);

    private final DerCertificateCodec codec = DerCertificateCodec.instance();

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(SignatureAlgorithm.class)
    void opensslParsesTheCertificateAndVerifiesItsSignature(SignatureAlgorithm algorithm) throws Exception {
        SigningIdentity signer = TestCredentials.identity(algorithm);
        byte[] der = codec.encode(TestCredentials.sample(Profile.PRESCRIPTION, 51), signer);
        Files.write(dir.resolve("cert.der"), der);
        Files.writeString(dir.resolve("signer.pem"), pem("CERTIFICATE", signer.certificate().getEncoded()));

        String structure = run("openssl", "asn1parse", "-inform", "DER", "-in", "cert.der").successfully();
        assertThat(structure).contains(":" + EtpOids.PRESCRIPTION.getId())
                .contains(":" + (algorithm == SignatureAlgorithm.RSA2048 ? "sha256WithRSAEncryption"
                        : algorithm == SignatureAlgorithm.ECP256 ? "ecdsa-with-SHA256" : "ED25519"));

        run("openssl", "asn1parse", "-inform", "DER", "-in", "cert.der", "-strparse", "4", "-noout", "-out",
                "tbs.der").successfully();
        run("openssl", "asn1parse", "-inform", "DER", "-in", "cert.der", "-strparse",
                String.valueOf(signatureValueOffset(structure)), "-noout", "-out", "sig.bin").successfully();
        Files.writeString(dir.resolve("pub.pem"),
                run("openssl", "x509", "-in", "signer.pem", "-pubkey", "-noout").successfully());
        int infoLength = CanonicalDer.headerLength(der, 4) + CanonicalDer.contentLength(der, 4);
        assertThat(Files.readAllBytes(dir.resolve("tbs.der")))
                .as("the signed part as openssl cuts it out").isEqualTo(Arrays.copyOfRange(der, 4, 4 + infoLength));

        assertThat(verify(algorithm, "tbs.der").exitCode()).as("openssl verifies the signature").isZero();

        byte[] tampered = Files.readAllBytes(dir.resolve("tbs.der"));
        tampered[tampered.length / 2] ^= 0x01;
        Files.write(dir.resolve("tampered.der"), tampered);
        assertThat(verify(algorithm, "tampered.der").exitCode()).as("openssl rejects a changed signed part")
                .isNotZero();
    }

    @Test
    void opensslParsesAnUnsignedCertificate() throws Exception {
        Files.write(dir.resolve("unsigned.der"), codec.encodeUnsigned(TestCredentials.sample(Profile.COMPLEX, 52)));

        String structure = run("openssl", "asn1parse", "-inform", "DER", "-in", "unsigned.der").successfully();

        assertThat(structure).contains(":" + EtpOids.UNSIGNED.getId()).contains(":" + EtpOids.AUDIT.getId())
                .containsPattern("d=1\\s+hl=2\\s+l=\\s*1\\s+prim: BIT STRING");
    }

    /**
     * dumpasn1 (2021) misreads any OID below a 2.25 UUID arc and calls each "invalid encoding", which
     * openssl and Bouncy Castle do not; those are the only complaints allowed. The whole certificate is read
     * with {@code -e}: otherwise dumpasn1 guesses at DER inside the signature's random bits and, now and then,
     * reports a "SEQUENCE" it imagined there. The signed info, where every byte is ours, is read with those
     * guesses on.
     */
    @ParameterizedTest
    @EnumSource(SignatureAlgorithm.class)
    void dumpasn1FindsNoFaultButItsUuidArcQuirk(SignatureAlgorithm algorithm) throws Exception {
        byte[] der = codec.encode(TestCredentials.sample(Profile.COMPLEX, 53), TestCredentials.identity(algorithm));
        Files.write(dir.resolve("cert.der"), der);
        Files.write(dir.resolve("info.der"), ASN1Sequence.getInstance(der).getObjectAt(0).toASN1Primitive()
                .getEncoded(ASN1Encoding.DER));

        assertOnlyTheUuidArcQuirk(run("dumpasn1", "-e", "cert.der").output());
        assertOnlyTheUuidArcQuirk(run("dumpasn1", "info.der").output());
    }

    private static void assertOnlyTheUuidArcQuirk(String dump) {
        String[] lines = dump.split("\n");
        int quirks = 0;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains("Error:") || lines[i].contains("Warning:")) {
                assertThat(lines[i]).as("dumpasn1 says").contains("OID has invalid encoding.");
                assertThat(lines[i - 1]).contains("OBJECT IDENTIFIER '2 25 { af5f9697-2a7b-4dc5-b2b6-b6c1417b1cd1 }");
                quirks++;
            }
        }
        assertThat(quirks).as("one for each project OID: attribute type and nothing else").isEqualTo(1);
        assertThat(lines[lines.length - 1].strip()).isEqualTo("0 warnings, " + quirks + " error.");
    }

    private Result verify(SignatureAlgorithm algorithm, String signed) throws Exception {
        return algorithm == SignatureAlgorithm.ED25519
                ? run("openssl", "pkeyutl", "-verify", "-pubin", "-inkey", "pub.pem", "-rawin", "-in", signed,
                        "-sigfile", "sig.bin")
                : run("openssl", "dgst", "-sha256", "-verify", "pub.pem", "-signature", "sig.bin", signed);
    }

    /** The offset of the signatureValue, the BIT STRING directly inside the certificate. */
    private static int signatureValueOffset(String asn1parse) {
        Matcher line = ASN1PARSE_LINE.matcher(asn1parse);
        while (line.find()) {
            if (line.group(2).equals("1") && line.group(6).startsWith("BIT STRING")) {
                return Integer.parseInt(line.group(1));
            }
        }
        return fail("openssl shows no signatureValue:%n%s", asn1parse);
    }

    private static String pem(String type, byte[] der) {
        return "-----BEGIN " + type + "-----\n" + Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(der)
                + "\n-----END " + type + "-----\n";
    }

    private Result run(String... command) throws Exception {
        return ExternalTool.run(dir, command);
    }
}
