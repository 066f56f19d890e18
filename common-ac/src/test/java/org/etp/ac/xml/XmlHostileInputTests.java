package org.etp.ac.xml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.fail;
import static org.etp.ac.xml.XmlTestDocuments.CODEC;
import static org.etp.ac.xml.XmlTestDocuments.assertDecodeRefused;
import static org.etp.ac.xml.XmlTestDocuments.assertRefused;
import static org.etp.ac.xml.XmlTestDocuments.bytes;
import static org.etp.ac.xml.XmlTestDocuments.identity;
import static org.etp.ac.xml.XmlTestDocuments.sample;
import static org.etp.ac.xml.XmlTestDocuments.signed;
import static org.etp.ac.xml.XmlTestDocuments.unsigned;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Random;
import org.apache.xml.security.signature.XMLSignature;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xml.sax.SAXParseException;

/** Inputs meant to hurt the parser or to make the reader see something other than what was signed. */
class XmlHostileInputTests {

    private static final String ROOT = "<AttributeCertificate xmlns=\"" + XmlNames.NS + "\">";

    @Test
    void refusesBillionLaughsQuickly() {
        StringBuilder doctype = new StringBuilder("<?xml version=\"1.0\"?><!DOCTYPE AttributeCertificate [")
                .append("<!ENTITY lol0 \"lol\">");
        for (int i = 1; i <= 9; i++) {
            doctype.append("<!ENTITY lol").append(i).append(" \"").append(("&lol" + (i - 1) + ";").repeat(10))
                    .append("\">");
        }
        String document = doctype + "]>" + ROOT + "<Holder><Name>&lol9;</Name></Holder></AttributeCertificate>";

        assertTimeoutPreemptively(Duration.ofSeconds(2),
                () -> assertDecodeRefused(document).isEqualTo(Reason.MALFORMED));
    }

    @Test
    void refusesExternalEntitiesWithoutReadingThem(@TempDir Path directory) throws Exception {
        Path secret = Files.writeString(directory.resolve("secret.txt"), "SECRET-CONTENT");
        String document = unsigned(Profile.SIMPLE).replaceFirst("<Holder><NhsNumber>[0-9]+</NhsNumber><Name>",
                "<Holder><NhsNumber>9990000018</NhsNumber><Name>&xxe;");
        String withEntity = "<!DOCTYPE AttributeCertificate [<!ENTITY xxe SYSTEM \"" + secret.toUri() + "\">]>"
                + document;

        assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> CODEC.decode(bytes(withEntity)))
                .satisfies(e -> assertThat(e.reason()).isEqualTo(Reason.MALFORMED))
                .satisfies(e -> assertThat(e).hasStackTraceContaining("DOCTYPE"))
                .withMessageNotContaining("SECRET-CONTENT");
    }

    @Test
    void refusesAnExternalDtd() throws Exception {
        String document = "<!DOCTYPE AttributeCertificate SYSTEM \"http://127.0.0.1:9/etp.dtd\">"
                + unsigned(Profile.SIMPLE);

        assertDecodeRefused(document).isEqualTo(Reason.MALFORMED);
    }

    @Test
    void neverExpandsXInclude(@TempDir Path directory) throws Exception {
        Path included = Files.writeString(directory.resolve("name.txt"), "Included Name");
        String document = unsigned(Profile.SIMPLE).replaceFirst("<Name>[^<]*</Name>",
                "<Name><xi:include xmlns:xi=\"http://www.w3.org/2001/XInclude\" href=\"" + included.toUri()
                        + "\" parse=\"text\"/></Name>");

        assertDecodeRefused(document).isEqualTo(Reason.MALFORMED);
    }

    @Test
    void refusesACommentThatWouldTruncateASignedValue() throws Exception {
        // exclusive C14N without comments ignores the comment, so the signature alone would still verify
        String document = signed(Profile.PRESCRIPTION, SignatureAlgorithm.RSA2048)
                .replaceFirst("<givenName>([^<]{2})", "<givenName>$1<!---->");
        var plain = XmlTestDocuments.parse(document);
        Santuario.ensureInitialised();
        boolean santuarioAlone = new XMLSignature(
                XmlTestDocuments.signatureOf(plain), "", true).checkSignatureValue(
                identity(SignatureAlgorithm.RSA2048).certificate().getPublicKey());

        assertThat(santuarioAlone).as("the attack is real: the signature alone still verifies").isTrue();
        assertDecodeRefused(document).isEqualTo(Reason.MALFORMED);
    }

    @Test
    void refusesCommentsProcessingInstructionsAndCdataAnywhere() throws Exception {
        String document = unsigned(Profile.SIMPLE);

        assertDecodeRefused("<!-- before -->" + document).isEqualTo(Reason.MALFORMED);
        assertDecodeRefused(document + "<!-- after -->").isEqualTo(Reason.MALFORMED);
        assertDecodeRefused("<?xml-stylesheet href=\"x.xsl\"?>" + document).isEqualTo(Reason.MALFORMED);
        assertDecodeRefused(document.replace("<Holder>", "<Holder><?pi data?>")).isEqualTo(Reason.MALFORMED);
        assertDecodeRefused(document.replaceFirst("<Name>([^<]*)</Name>", "<Name><![CDATA[$1]]></Name>"))
                .isEqualTo(Reason.MALFORMED);
    }

    @Test
    void refusesOtherEncodingsAndXml11() throws Exception {
        String document = unsigned(Profile.SIMPLE);

        assertDecodeRefused(new String(("<?xml version=\"1.0\" encoding=\"UTF-16\"?>" + document).getBytes(
                StandardCharsets.UTF_16), StandardCharsets.ISO_8859_1)).isEqualTo(Reason.MALFORMED);
        assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> CODEC.decode(
                ("<?xml version=\"1.0\" encoding=\"UTF-16\"?>" + document).getBytes(StandardCharsets.UTF_16)));
        assertDecodeRefused("<?xml version=\"1.1\"?>" + document).isEqualTo(Reason.MALFORMED);
    }

    @Test
    void acceptsAnXmlDeclarationForUtf8() throws Exception {
        PrescriptionCertificate certificate = CODEC.decode(bytes("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
                + unsigned(Profile.SIMPLE))).parse();

        assertThat(certificate).isEqualTo(sample(Profile.SIMPLE));
    }

    @Test
    void refusesDeepNestingWithoutOverflowingTheStack() throws Exception {
        String deep = "<a>".repeat(100_000) + "</a>".repeat(100_000);
        String document = unsigned(Profile.SIMPLE).replace("<Holder>", "<Holder>" + deep);

        assertTimeoutPreemptively(Duration.ofSeconds(5),
                () -> assertThatExceptionOfType(VerificationException.class)
                        .isThrownBy(() -> CODEC.decode(bytes(document)))
                        .satisfies(e -> assertThat(e.reason()).isEqualTo(Reason.MALFORMED))
                        .havingCause().isInstanceOf(SAXParseException.class));
    }

    @Test
    void refusesInputsBeyondTheFrameBound() throws Exception {
        String document = unsigned(Profile.SIMPLE).replaceFirst("<Name>", "<Name>" + "x".repeat(SecureXmlParser.MAX_BYTES));

        assertDecodeRefused(document).isEqualTo(Reason.MALFORMED);
    }

    @Test
    void refusesEmptyAndNullInput() {
        assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> CODEC.decode(new byte[0]))
                .extracting(VerificationException::reason).isEqualTo(Reason.MALFORMED);
        assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> CODEC.decode(null))
                .extracting(VerificationException::reason).isEqualTo(Reason.MALFORMED);
    }

    @Test
    void refusesTheWrongRootOrTrailingContent() throws Exception {
        String document = unsigned(Profile.SIMPLE);

        assertDecodeRefused(document.replace(XmlNames.NS, "urn:example:other")).isEqualTo(Reason.MALFORMED);
        assertDecodeRefused(document + "<AttributeCertificate/>").isEqualTo(Reason.MALFORMED);
        assertDecodeRefused(document + "garbage").isEqualTo(Reason.MALFORMED);
        assertRefused("<ds:Signature xmlns:ds=\"" + XmlNames.DS + "\"/>", Reason.MALFORMED);
    }

    @Test
    void garbageTruncationsAndMutationsEndInVerificationExceptionsOnly() throws Exception {
        byte[] signed = bytes(signed(Profile.COMPLEX, SignatureAlgorithm.ECP256));
        Random random = new Random(5);
        for (int length = 0; length < signed.length; length += 7) {
            receive(Arrays.copyOf(signed, length));
        }
        for (int i = 0; i < 300; i++) {
            byte[] mutated = signed.clone();
            mutated[random.nextInt(mutated.length)] = (byte) random.nextInt(256);
            receive(mutated);
        }
        for (int i = 0; i < 300; i++) {
            byte[] garbage = new byte[random.nextInt(2000)];
            random.nextBytes(garbage);
            if (i % 2 == 0 && garbage.length > 0) {
                garbage[0] = '<';
            }
            receive(garbage);
        }
    }

    /** Receives with the registered key; whatever passes every stage must mean exactly what was signed. */
    private static void receive(byte[] input) {
        try {
            var decoded = CODEC.decode(input);
            decoded.verifySignature(identity(SignatureAlgorithm.ECP256).certificate().getPublicKey());
            assertThat(decoded.parse()).isEqualTo(sample(Profile.COMPLEX));
        } catch (VerificationException expected) {
            assertThat(expected.reason()).isNotNull();
        } catch (RuntimeException | Error e) {
            fail("receiving ended in " + e + " instead of a VerificationException", e);
        }
    }
}
