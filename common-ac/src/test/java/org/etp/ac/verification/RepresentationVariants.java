package org.etp.ac.verification;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.etp.ac.signing.SigningIdentity;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Spellings of a signed document that mean the same: each must be accepted by every engine exactly when the DOM
 * engine accepts it, as the same certificate. Changes that the canonical form hides keep the signature; the others
 * (prefixes, indentation, non-ASCII and {@code >} in values, a KeyInfo) are signed again with the prescriber's key,
 * by Santuario, as another sender would.
 */
final class RepresentationVariants {

    private static final String NS = "urn:oid:2.25.233111221801961609344769738297214442705.3.1";
    private static final Pattern FIRST_NAME_LETTER = Pattern.compile("<Name>([A-Za-z])");
    private static final Pattern EMPTY_DS_ELEMENT = Pattern.compile("<(ds:\\w+)( [^>]*?)/>");
    private static final Pattern SIGNATURE_VALUE = Pattern.compile("<ds:SignatureValue>([^<]*)</ds:SignatureValue>");

    private RepresentationVariants() {
    }

    /** Changes that keep the bytes the signature covers, once canonical. */
    static List<Variant> unsigned(String document) {
        List<Variant> variants = new ArrayList<>();
        Matcher letter = FIRST_NAME_LETTER.matcher(document);
        if (letter.find()) {
            variants.add(Variant.of("character-reference", letter.replaceFirst(
                    "<Name>&#x" + Integer.toHexString(letter.group(1).charAt(0)) + ";")));
        }
        variants.add(Variant.of("single-quotes", document.replaceAll("Algorithm=\"([^\"]*)\"", "Algorithm='$1'")));
        variants.add(Variant.of("xml-declaration", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + document));
        variants.add(Variant.of("redundant-namespace", document.replace("<Holder>", "<Holder xmlns:x=\"urn:example:x\">")));
        variants.add(Variant.of("redeclared-default", document.replace("<Holder>", "<Holder xmlns=\"" + NS + "\">")));
        variants.add(Variant.of("redeclared-ds", document.replace("<ds:SignedInfo>",
                "<ds:SignedInfo xmlns:ds=\"http://www.w3.org/2000/09/xmldsig#\">")));
        variants.add(Variant.of("attribute-order", document.replaceAll("<ds:Transform Algorithm=\"([^\"]*)\"/>",
                "<ds:Transform Algorithm=\"$1\" xmlns:z=\"urn:example:z\"/>")));
        variants.add(Variant.of("attribute-order-swapped", document.replaceAll("<ds:Transform Algorithm=\"([^\"]*)\"/>",
                "<ds:Transform xmlns:z=\"urn:example:z\" Algorithm=\"$1\"/>")));
        Matcher value = SIGNATURE_VALUE.matcher(document);
        if (value.find()) {
            variants.add(Variant.of("base64-whitespace", value.replaceFirst("<ds:SignatureValue>"
                    + value.group(1).replaceAll("(.{64})", "$1\n") + "</ds:SignatureValue>")));
        }
        if (value.find(0) && value.group(1).endsWith("==")) {
            // the last digit before '==' carries four unused bits: set one, and the bytes stay the same
            String base64 = value.group(1);
            String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
            char last = base64.charAt(base64.length() - 3);
            variants.add(Variant.of("base64-stray-bits", value.replaceFirst("<ds:SignatureValue>"
                    + base64.substring(0, base64.length() - 3) + alphabet.charAt(alphabet.indexOf(last) + 1)
                    + "==</ds:SignatureValue>")));
        }
        if (value.find(0)) {
            String base64 = value.group(1);
            variants.add(Variant.of("base64-spaces", value.replaceFirst("<ds:SignatureValue> " + base64.substring(0, 5)
                    + "  " + base64.substring(5, base64.length() - 1) + " " + base64.substring(base64.length() - 1)
                    + "\n</ds:SignatureValue>")));
        }
        variants.add(Variant.of("start-end-pairs", EMPTY_DS_ELEMENT.matcher(document).replaceAll("<$1$2></$1>")));
        variants.add(Variant.of("tag-whitespace", document.replace("<Holder>", "<Holder >").replace("</Holder>",
                "</Holder\n>").replace("<ds:Reference URI=\"\">", "<ds:Reference\tURI = \"\" >")));
        variants.add(Variant.of("trailing-whitespace", document + "\n \n"));
        return variants;
    }

    /** Changes that need a new signature, made with the prescriber's own key. */
    static List<Variant> resigned(String document, SigningIdentity signer, SigningIdentity stranger) throws Exception {
        List<Variant> variants = new ArrayList<>();
        variants.add(resign("prefixed", document, signer, RepresentationVariants::prefix));
        variants.add(resign("santuario-layout", document, signer, dom -> { }));
        String indented = Resigner.serialize(Resigner.parse(document), true);
        variants.add(resign("indented", indented, signer, dom -> { }));
        variants.add(resign("non-ascii", document, signer, dom -> text(dom, "givenName", "Zoë Łucja 日本 😀")));
        Variant gt = resign("greater-than", document, signer, dom -> text(dom, "dosage", "take > 2 a day, then 1"));
        variants.add(Variant.of("greater-than", gt.text().replace("&gt;", ">")));
        variants.add(Variant.of("greater-than-escaped", gt.text()));
        variants.add(Variant.of("sha512", Resigner.resign(document, dom -> { }, signer.privateKey(),
                signer.algorithm(), "http://www.w3.org/2001/04/xmlenc#sha512", null)));
        variants.add(Variant.of("foreign-keyinfo", Resigner.resign(document, dom -> { }, signer.privateKey(),
                signer.algorithm(), Resigner.SHA256, stranger.certificate())));
        return variants;
    }

    private static Variant resign(String name, String document, SigningIdentity signer,
            Consumer<Document> change) throws Exception {
        return Variant.of(name, Resigner.resign(document, change, signer.privateKey(), signer.algorithm(),
                Resigner.SHA256, null));
    }

    private static void prefix(Document dom) {
        Element root = dom.getDocumentElement();
        root.removeAttributeNS("http://www.w3.org/2000/xmlns/", "xmlns");
        root.setAttributeNS("http://www.w3.org/2000/xmlns/", "xmlns:etp", NS);
        prefix(root);
    }

    private static void prefix(Element element) {
        if (NS.equals(element.getNamespaceURI())) {
            element.setPrefix("etp");
        }
        for (Node child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element inner) {
                prefix(inner);
            }
        }
    }

    private static void text(Document dom, String element, String value) {
        var found = dom.getElementsByTagNameNS(NS, element);
        if (found.getLength() > 0) {
            found.item(0).setTextContent(value);
        }
    }
}
