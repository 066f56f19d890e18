package org.etp.ac.verification;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.Mutator;

/**
 * Changes that must be refused, by every engine for the DOM engine's reason: signature wrapping, markup that
 * splits or hides a signed value, entities and DOCTYPEs, algorithms off the allow-list, other encodings, keys
 * other than the registry's (with and without a KeyValue carrying them), truncations — and random damage.
 */
final class HostileVariants {

    private static final String END = "</AttributeCertificate>";
    private static final byte[][] TOKENS = {"&#65;".getBytes(StandardCharsets.UTF_8),
        "<!---->".getBytes(StandardCharsets.UTF_8), "<![CDATA[x]]>".getBytes(StandardCharsets.UTF_8),
        "&amp;".getBytes(StandardCharsets.UTF_8), " ".getBytes(StandardCharsets.UTF_8), "\n".getBytes(StandardCharsets.UTF_8),
        "\r".getBytes(StandardCharsets.UTF_8), "'".getBytes(StandardCharsets.UTF_8), "\"".getBytes(StandardCharsets.UTF_8),
        ">".getBytes(StandardCharsets.UTF_8), "]]>".getBytes(StandardCharsets.UTF_8), "é".getBytes(StandardCharsets.UTF_8),
        {(byte) 0xC0, (byte) 0xAF}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {0x01}, {(byte) 0xEF, (byte) 0xBF, (byte) 0xBF}};

    private HostileVariants() {
    }

    static List<Variant> of(String document, SigningIdentity attacker, SigningIdentity stranger) throws Exception {
        String signature = document.substring(document.indexOf("<ds:Signature"), document.indexOf(END));
        String unsigned = document.replace(signature, "");
        String evil = unsigned.replaceFirst("<SerialNumber>[0-9]+</SerialNumber>", "<SerialNumber>4242</SerialNumber>");
        List<Variant> variants = new ArrayList<>();
        variants.add(Variant.of("evil-root", evil.replace(END, signature + END)));
        variants.add(Variant.of("xsw-wrapper", "<W xmlns=\"urn:example:evil\">" + document + "</W>"));
        variants.add(Variant.of("xsw-original-in-keyinfo", evil.replace(END, signature.replace("</ds:Signature>",
                "<ds:KeyInfo>" + unsigned + "</ds:KeyInfo></ds:Signature>") + END)));
        variants.add(Variant.of("xsw-original-in-object", evil.replace(END, signature.replace("</ds:Signature>",
                "<ds:Object>" + document + "</ds:Object></ds:Signature>") + END)));
        variants.add(Variant.of("xsw-original-before", evil.replace(END, document + signature + END)));
        variants.add(Variant.of("second-signature", document.replace(signature, signature + signature)));
        variants.add(Variant.of("comment-in-value", document.replaceFirst("<Name>(..)", "<Name>$1<!---->")));
        variants.add(Variant.of("cdata", document.replaceFirst("<Name>([^<]*)</Name>", "<Name><![CDATA[$1]]></Name>")));
        variants.add(Variant.of("processing-instruction", document.replace("<Holder>", "<Holder><?pi x?>")));
        variants.add(Variant.of("doctype-entity", "<!DOCTYPE AttributeCertificate [<!ENTITY e \"x\">]>"
                + document.replaceFirst("<Name>", "<Name>&e;")));
        variants.add(Variant.of("xxe", "<!DOCTYPE AttributeCertificate [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>"
                + document.replaceFirst("<Name>", "<Name>&e;")));
        variants.add(Variant.of("xinclude", document.replaceFirst("<Name>[^<]*</Name>", "<Name><xi:include "
                + "xmlns:xi=\"http://www.w3.org/2001/XInclude\" href=\"file:///etc/hostname\" parse=\"text\"/></Name>")));
        variants.add(Variant.of("retrieval-method", document.replace("</ds:SignatureValue>", "</ds:SignatureValue>"
                + "<ds:KeyInfo><ds:RetrievalMethod URI=\"http://127.0.0.1:9/key\" "
                + "Type=\"http://www.w3.org/2000/09/xmldsig#X509Data\"/></ds:KeyInfo>")));
        variants.add(Variant.of("xsw-evil-first-under-new-root", "<R xmlns=\"urn:example:evil\">"
                + evil.replace(END, signature + END) + document + "</R>"));
        // Santuario's DOM canonicaliser refuses a relative namespace URI anywhere, even one no element uses
        variants.add(Variant.of("relative-namespace", document.replace("<Holder>", "<Holder xmlns:r=\"relative\">")));
        variants.add(Variant.of("relative-namespace-in-signature", document.replace("<ds:SignatureValue>",
                "<ds:SignatureValue xmlns:r=\"relative\">")));
        variants.add(Variant.of("relative-namespace-on-signature", document.replace("<ds:Signature ",
                "<ds:Signature xmlns:r=\"relative\" ")));
        variants.add(Variant.of("relative-namespace-in-keyinfo", document.replace("</ds:SignatureValue>",
                "</ds:SignatureValue><ds:KeyInfo><ds:KeyName xmlns:r=\"relative\">k</ds:KeyName></ds:KeyInfo>")));
        variants.add(Variant.of("relative-namespace-in-signed-info", document.replace("<ds:SignedInfo>",
                "<ds:SignedInfo xmlns:r=\"relative\">")));
        variants.add(Variant.of("id-attribute", document.replace("<Holder>", "<Holder Id=\"h\">")));
        variants.add(Variant.of("unknown-element", document.replace("<Holder>", "<Holder><x/>")));
        variants.add(Variant.of("sha1-digest", document.replace("http://www.w3.org/2001/04/xmlenc#sha256",
                "http://www.w3.org/2000/09/xmldsig#sha1")));
        variants.add(Variant.of("rsa-sha1", document.replaceAll("Algorithm=\"[^\"]*(rsa|ecdsa|eddsa)[^\"]*\"",
                "Algorithm=\"http://www.w3.org/2000/09/xmldsig#rsa-sha1\"")));
        variants.add(Variant.of("c14n-with-comments", document.replace("<ds:CanonicalizationMethod Algorithm=\""
                + Resigner.EXC_C14N, "<ds:CanonicalizationMethod Algorithm=\"" + Resigner.EXC_C14N + "WithComments")));
        variants.add(new Variant("utf-16", ("<?xml version=\"1.0\" encoding=\"UTF-16\"?>" + document)
                .getBytes(StandardCharsets.UTF_16)));
        variants.add(Variant.of("xml-1.1", "<?xml version=\"1.1\"?>" + document));
        variants.add(Variant.of("deep", document.replace("<Holder>", "<Holder>" + "<a>".repeat(40) + "</a>".repeat(40))));
        variants.add(Variant.of("character-reference-cr", document.replaceFirst("<Name>(.)", "<Name>$1&#xD;")));
        variants.add(Variant.of("raw-cr", document.replaceFirst("<Name>(.)", "<Name>$1\r")));
        variants.add(Variant.of("tampered", document.replaceFirst("<SerialNumber>([0-9]+)[0-9]</SerialNumber>",
                "<SerialNumber>$17</SerialNumber>").replaceFirst("<SerialNumber>([0-9]+)7</SerialNumber>",
                "<SerialNumber>$16</SerialNumber>")));
        // the attacker's key, with the registered prescriber's name, sent along as KeyValue and X509Data
        variants.add(Variant.of("attacker-keyvalue", Resigner.resign(evil, dom -> { }, attacker.privateKey(),
                attacker.algorithm(), Resigner.SHA256, attacker.certificate())));
        variants.add(Variant.of("attacker-no-keyinfo", Resigner.resign(evil, dom -> { }, attacker.privateKey(),
                attacker.algorithm(), Resigner.SHA256, null)));
        // a prescriber the registry does not know, under their own name
        variants.add(Variant.of("unknown-prescriber", Resigner.resign(unsigned, dom -> dom.getElementsByTagNameNS(
                "urn:oid:2.25.233111221801961609344769738297214442705.3.1", "Issuer").item(0).setTextContent(
                stranger.subject().getName()), stranger.privateKey(), stranger.algorithm(), Resigner.SHA256, null)));
        byte[] bytes = document.getBytes(StandardCharsets.UTF_8);
        for (int cut = 1; cut < bytes.length; cut += Math.max(1, bytes.length / 7)) {
            variants.add(new Variant("truncated", Arrays.copyOf(bytes, cut)));
        }
        return variants;
    }

    /**
     * Documents that name the signer's certificate otherwise than the one way, each signed again by {@code signer}
     * so that only the change can be the reason: twice, misplaced, with an attribute, an issuerUID or a second name,
     * a serial that is not a positive decimal of at most 20 octets without leading zeros, an issuer name that is
     * empty or not RFC 4514 — and, to be accepted, the document without one, as written before it was named.
     */
    static List<Variant> signerCertificate(String document, SigningIdentity signer) throws Exception {
        int from = document.indexOf("<BaseCertificateID>");
        String base = document.substring(from, document.indexOf("</BaseCertificateID>") + 20);
        String serial = base.substring(base.indexOf("<Serial>") + 8, base.indexOf("</Serial>"));
        String issuerName = base.substring(base.indexOf("<IssuerName>"), base.indexOf("<Serial>"));
        String tooLarge = BigInteger.ONE.shiftLeft(160).toString();
        List<Variant> variants = new ArrayList<>();
        for (String[] change : new String[][] {
            {"without-base-certificate-id", ""},
            {"base-certificate-id-twice", base + base},
            {"base-certificate-id-attribute", base.replace("<BaseCertificateID>", "<BaseCertificateID Id=\"b\">")},
            {"base-certificate-id-issuer-uid", base.replace("</Serial>", "</Serial><IssuerUID>AQI=</IssuerUID>")},
            {"base-certificate-id-two-names", base.replace("<Serial>", issuerName + "<Serial>")},
            {"base-certificate-id-no-serial", base.replaceFirst("<Serial>[^<]*</Serial>", "")},
            {"base-certificate-serial-zero", base.replace(serial, "0")},
            {"base-certificate-serial-negative", base.replace(serial, "-" + serial)},
            {"base-certificate-serial-leading-zero", base.replace(serial, "0" + serial)},
            {"base-certificate-serial-space", base.replace(serial, " " + serial)},
            {"base-certificate-serial-hex", base.replace(serial, "0x" + new BigInteger(serial).toString(16))},
            {"base-certificate-serial-over-20-octets", base.replace(serial, tooLarge)},
            {"base-certificate-issuer-empty", base.replaceFirst("<IssuerName>[^<]*</IssuerName>",
                    "<IssuerName></IssuerName>")},
            {"base-certificate-issuer-not-a-name", base.replaceFirst("<IssuerName>[^<]*</IssuerName>",
                    "<IssuerName>not a name</IssuerName>")}}) {
            String changed = document.replace(base, change[1]);
            variants.add(Variant.of(change[0], Resigner.resign(changed, dom -> { }, signer.privateKey(),
                    signer.algorithm(), Resigner.SHA256, null)));
        }
        String misplaced = document.replace(base, "").replaceFirst("</SerialNumber>", "</SerialNumber>" + base);
        variants.add(Variant.of("base-certificate-id-after-serial-number", Resigner.resign(misplaced, dom -> { },
                signer.privateKey(), signer.algorithm(), Resigner.SHA256, null)));
        return variants;
    }

    /** Inputs at and past the parsers' limits: entity expansion, attributes per element. Large; made once. */
    static List<Variant> limits(String document) {
        List<Variant> limits = new ArrayList<>();
        StringBuilder laughs = new StringBuilder("<!DOCTYPE AttributeCertificate [<!ENTITY l0 \"lol\">");
        for (int i = 1; i <= 9; i++) {
            laughs.append("<!ENTITY l").append(i).append(" \"").append(("&l" + (i - 1) + ";").repeat(10)).append("\">");
        }
        limits.add(Variant.of("billion-laughs", laughs + "]>" + document.replaceFirst("<Name>", "<Name>&l9;")));
        limits.add(Variant.of("quadratic-blowup", "<!DOCTYPE AttributeCertificate [<!ENTITY b \"" + "x".repeat(20_000)
                + "\">]>" + document.replaceFirst("<Name>", "<Name>" + "&b;".repeat(2_000))));
        StringBuilder namespaces = new StringBuilder();
        for (int i = 0; i < 10_000; i++) {
            namespaces.append(" xmlns:n").append(i).append("=\"urn:n\"");
        }
        // at the parsers' limit of 10,000 attributes per element (accepted), and one past it
        limits.add(Variant.of("namespace-flood", document.replace("<Holder>", "<Holder" + namespaces + ">")));
        limits.add(Variant.of("namespace-flood", document.replace("<Holder>", "<Holder" + namespaces
                + " xmlns:last=\"urn:n\">")));
        return limits;
    }

    /** One to four random damages: bit flips, set bytes, deletions, duplications, markup and odd bytes inserted. */
    static Variant damaged(byte[] input, Random random) {
        byte[] out = input;
        for (int round = 1 + random.nextInt(4); round > 0 && out.length > 0; round--) {
            int at = random.nextInt(out.length);
            int span = 1 + random.nextInt(Math.min(32, out.length - at));
            out = switch (random.nextInt(5)) {
                case 0 -> flip(out, at, random);
                case 1 -> Mutator.splice(out, at, span, new byte[0]);
                case 2 -> Mutator.splice(out, at, 0, Arrays.copyOfRange(out, at, at + span));
                case 3 -> Mutator.splice(out, at, random.nextInt(2), TOKENS[random.nextInt(TOKENS.length)]);
                default -> Mutator.splice(out, at, 0, new byte[] {(byte) random.nextInt(256)});
            };
        }
        return new Variant("damaged", out);
    }

    private static byte[] flip(byte[] input, int at, Random random) {
        byte[] out = input.clone();
        out[at] ^= (byte) (1 << random.nextInt(8));
        return out;
    }
}
