package org.etp.pharmacy.adversarial;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.pki.KeyPairs;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Prescriber;
import org.etp.ac.prescription.PrescriberRole;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.SignatureWrappings;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.pharmacy.support.TestPki;

/**
 * Hostile certificates for the intake, each with the reason it must be refused for, built fresh from
 * the test PKI (the signed ones need this run's keys). The codec-level tests in common-ac try each class
 * in depth; this corpus carries one or more of each class over a real socket into the real store.
 */
final class HostileCorpus {

    /** One hostile certificate and the reason the pharmacy must give. */
    record Hostile(String name, WireFormat format, byte[] payload, Reason reason) {
    }

    private static final String END = "</AttributeCertificate>";

    private final List<Hostile> entries = new ArrayList<>();
    private long seed;

    HostileCorpus(long seed) {
        this.seed = seed;
    }

    List<Hostile> build() {
        der();
        xml();
        crypto();
        return List.copyOf(entries);
    }

    private void der() {
        byte[] der = TestPki.signed(WireFormat.DER, Profile.PRESCRIPTION, SignatureAlgorithm.RSA2048, seed++);
        int headerLength = 2 + (der[1] & 0x7F);
        byte[] content = Arrays.copyOfRange(der, headerLength, der.length);
        add("DER non-minimal outer length", WireFormat.DER, concat(new byte[] {0x30, (byte) 0x83, 0,
            der[2], der[3]}, content), Reason.NON_CANONICAL);
        add("DER BER indefinite outer length", WireFormat.DER, concat(new byte[] {0x30, (byte) 0x80}, content,
                new byte[2]), Reason.NON_CANONICAL);
        add("DER trailing byte", WireFormat.DER, concat(der, new byte[1]), Reason.MALFORMED);
        add("DER two certificates back to back", WireFormat.DER, concat(der, der), Reason.MALFORMED);
        for (int length : new int[] {1, 2, 4, der.length / 2, der.length - 1}) {
            add("DER truncated to " + length + " bytes", WireFormat.DER, Arrays.copyOf(der, length), Reason.MALFORMED);
        }
        byte[] flipped = der.clone();
        flipped[flipped.length - 1] ^= 1;
        add("DER signature bit flipped", WireFormat.DER, flipped, Reason.BAD_SIGNATURE);
        byte[] random = new byte[600];
        new Random(seed).nextBytes(random);
        add("random bytes as DER", WireFormat.DER, random, Reason.MALFORMED);
        add("DER sent as XML", WireFormat.XML, der, Reason.MALFORMED);
        add("DER unsigned", WireFormat.DER, unsigned(WireFormat.DER), Reason.UNSIGNED);
    }

    private void xml() {
        String xml = text(TestPki.signed(WireFormat.XML, Profile.SIMPLE, SignatureAlgorithm.RSA2048, seed++));
        String signature = xml.substring(xml.indexOf("<ds:Signature "), xml.indexOf(END));
        addXml("XSW wrapper root around the signed original", "<W xmlns=\"urn:evil\">" + xml + "</W>", Reason.MALFORMED);
        SignatureWrappings wrappings = new SignatureWrappings(xml);
        addXml("XSW evil root with the original signature", wrappings.evilWithTheOriginalSignature(),
                Reason.BAD_SIGNATURE);
        wrappings.all().forEach((name, attack) -> addXml(name, attack, Reason.MALFORMED));
        String value = "<ds:SignatureValue>";
        int at = xml.indexOf(value) + value.length() + 10;
        addXml("XML signature value changed", xml.substring(0, at) + (xml.charAt(at) == 'A' ? 'B' : 'A')
                + xml.substring(at + 1), Reason.BAD_SIGNATURE);
        for (int length : new int[] {1, xml.length() / 2, xml.length() - 1}) {
            addXml("XML truncated to " + length + " characters", xml.substring(0, length), Reason.MALFORMED);
        }
        addXml("second Signature", xml.replace(signature, signature + signature), Reason.MALFORMED);
        addXml("comment truncating a signed value", xml.replaceFirst("<Name>([^<]{2})", "<Name>$1<!---->"),
                Reason.MALFORMED);
        addXml("Reference to a fragment", xml.replace("URI=\"\"", "URI=\"#x\""), Reason.MALFORMED);
        addXml("external Reference URI", xml.replace("URI=\"\"", "URI=\"http://127.0.0.1:9/rx.xml\""), Reason.MALFORMED);
        addXml("Reference without URI", xml.replace("URI=\"\"", ""), Reason.MALFORMED);
        addXml("SHA-1 digest", xml.replace("http://www.w3.org/2001/04/xmlenc#sha256",
                "http://www.w3.org/2000/09/xmldsig#sha1"), Reason.DISALLOWED_ALGORITHM);
        addXml("MD5 digest", xml.replace("http://www.w3.org/2001/04/xmlenc#sha256",
                "http://www.w3.org/2001/04/xmldsig-more#md5"), Reason.DISALLOWED_ALGORITHM);
        addXml("HMAC signature method", xml.replace(SignatureAlgorithm.RSA2048.xmlUri(),
                "http://www.w3.org/2001/04/xmldsig-more#hmac-sha256"), Reason.DISALLOWED_ALGORITHM);
        addXml("XSLT transform", xml.replace("<ds:Transform Algorithm=\"http://www.w3.org/2001/10/xml-exc-c14n#\"/>",
                "<ds:Transform Algorithm=\"http://www.w3.org/TR/1999/REC-xslt-19991116\"/>"), Reason.DISALLOWED_ALGORITHM);
        StringBuilder laughs = new StringBuilder("<!DOCTYPE AttributeCertificate [<!ENTITY l0 \"lol\">");
        for (int i = 1; i < 10; i++) {
            laughs.append("<!ENTITY l").append(i).append(" \"").append(("&l" + (i - 1) + ";").repeat(10)).append("\">");
        }
        addXml("billion laughs", laughs + "]>" + xml.replaceFirst("<Name>", "<Name>&l9;"), Reason.MALFORMED);
        addXml("quadratic blow-up", "<!DOCTYPE AttributeCertificate [<!ENTITY a \"" + "x".repeat(30_000) + "\">]>"
                + xml.replaceFirst("<Name>", "<Name>" + "&a;".repeat(10_000)), Reason.MALFORMED);
        addXml("external entity", "<!DOCTYPE AttributeCertificate [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>"
                + xml.replaceFirst("<Name>", "<Name>&x;"), Reason.MALFORMED);
        addXml("XInclude", xml.replaceFirst("<Name>[^<]*</Name>", "<Name><xi:include "
                + "xmlns:xi=\"http://www.w3.org/2001/XInclude\" href=\"file:///etc/passwd\" parse=\"text\"/></Name>"),
                Reason.MALFORMED);
        addXml("deep nesting", xml.replace("<Holder>", "<Holder>" + "<a>".repeat(50_000) + "</a>".repeat(50_000)),
                Reason.MALFORMED);
        StringBuilder attributes = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            attributes.append(" xmlns:p").append(i).append("=\"urn:p").append(i).append("\" a").append(i).append("=\"\"");
        }
        addXml("huge attribute and namespace counts", xml.replace("<Holder>", "<Holder" + attributes + ">"),
                Reason.MALFORMED);
        addXml("XML unsigned", text(unsigned(WireFormat.XML)), Reason.UNSIGNED);
    }

    private void crypto() {
        PrescriberIdentity hart = TestPki.identity(TestPki.signer("hart-rsa2048"));
        // both hold certificates from the real prescriber CA: only the registry can tell them apart
        SigningIdentity impostor = issue(SignatureAlgorithm.RSA2048, hart);
        SigningIdentity stranger = issue(SignatureAlgorithm.ECP256, new PrescriberIdentity(new Prescriber(
                "Dr No Body", "GMC 7999999", PrescriberRole.GENERAL_PRACTITIONER),
                new Organisation("Y99999", "Nowhere Practice")));
        SigningIdentity revoked = TestPki.signer("vane-rsa2048");
        // naming the registered certificate (baseCertificateID), as an impostor would, with a key of its own
        SigningIdentity namingHarts = new SigningIdentity(TestPki.signer("hart-rsa2048").certificate(),
                impostor.privateKey(), SignatureAlgorithm.RSA2048);
        for (WireFormat format : WireFormat.values()) {
            add(format + " signed by another key under a registered prescriber's name and certificate", format,
                    TestPki.sign(format, TestPki.sample(Profile.PRESCRIPTION, impostor, seed++), namingHarts),
                    Reason.BAD_SIGNATURE);
            add(format + " signed by another key under a registered prescriber's name, naming its own certificate",
                    format, TestPki.sign(format, TestPki.sample(Profile.PRESCRIPTION, impostor, seed++), impostor),
                    Reason.UNKNOWN_PRESCRIBER);
            add(format + " signed by an unknown prescriber", format,
                    TestPki.sign(format, TestPki.sample(Profile.PRESCRIPTION, stranger, seed++), stranger),
                    Reason.UNKNOWN_PRESCRIBER);
            add(format + " signed by a revoked prescriber", format,
                    TestPki.sign(format, TestPki.sample(Profile.PRESCRIPTION, revoked, seed++), revoked),
                    Reason.REVOKED);
        }
    }

    private static SigningIdentity issue(SignatureAlgorithm algorithm, PrescriberIdentity who) {
        try {
            KeyPair keys = KeyPairs.generate(algorithm);
            Instant now = Instant.now();
            var certificate = DemoPki.prescriberCa(TestPki.get()).issuePrescriber(who.subject(), keys.getPublic(),
                    now.minus(1, ChronoUnit.DAYS), now.plus(365, ChronoUnit.DAYS));
            return new SigningIdentity(certificate, keys.getPrivate(), algorithm);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private byte[] unsigned(WireFormat format) {
        try {
            return format.codec().encodeUnsigned(TestPki.sample(Profile.SIMPLE, TestPki.signer("hart-rsa2048"), seed++));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private void addXml(String name, String document, Reason reason) {
        add(name, WireFormat.XML, document.getBytes(StandardCharsets.UTF_8), reason);
    }

    private void add(String name, WireFormat format, byte[] payload, Reason reason) {
        entries.add(new Hostile(name, format, payload, reason));
    }

    private static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }
}
