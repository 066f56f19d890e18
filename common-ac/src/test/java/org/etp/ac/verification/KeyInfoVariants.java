package org.etp.ac.verification;

import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import org.etp.ac.rejection.Reason;
import org.etp.ac.testing.Mutator;

/**
 * A signed document with the signer's chain in its KeyInfo, and KeyInfos that must be refused, each with the reason
 * every engine must give: a KeyValue beside the chain, five certificates, text that is not base64, DER that is not a
 * certificate, a certificate in BER or with bytes after it, X509Data with another child, two X509Data, and more. KeyInfo
 * lies outside SignedInfo, so the signature of the document still verifies and only the change can be the reason.
 */
final class KeyInfoVariants {

    /** A variant and the reason every engine refuses it with, {@code null} when it is to be accepted. */
    record Expected(Variant variant, Reason reason) {
    }

    private KeyInfoVariants() {
    }

    /**
     * Variants of {@code document} (signed, without KeyInfo): {@code chain} is its signer's (signer first, then the
     * CA), {@code otherSubject} a certificate of the same CA for someone else.
     */
    static List<Expected> of(String document, List<X509Certificate> chain, X509Certificate otherSubject)
            throws Exception {
        String signer = base64(chain.get(0).getEncoded());
        String ca = base64(chain.get(1).getEncoded());
        String both = cert(signer) + cert(ca);
        List<Expected> variants = new ArrayList<>();
        add(variants, document, "keyinfo-chain", data(both), null);
        add(variants, document, "keyinfo-wrapped-lines", data(cert(signer.replaceAll("(.{76})", "$1\n")) + cert(ca)),
                null);
        add(variants, document, "keyinfo-empty", "", null);
        add(variants, document, "keyinfo-another-subject", data(cert(base64(otherSubject.getEncoded())) + cert(ca)),
                Reason.UNKNOWN_PRESCRIBER);
        add(variants, document, "keyinfo-keyvalue", "<ds:KeyValue><ds:RSAKeyValue><ds:Modulus>AQAB</ds:Modulus>"
                + "<ds:Exponent>AQAB</ds:Exponent></ds:RSAKeyValue></ds:KeyValue>" + data(both), Reason.MALFORMED);
        add(variants, document, "keyinfo-five-certificates", data(both + cert(ca) + cert(ca) + cert(ca)),
                Reason.MALFORMED);
        add(variants, document, "keyinfo-empty-x509data", data(""), Reason.MALFORMED);
        add(variants, document, "keyinfo-not-base64", data(cert("MIIB*not+base64")), Reason.MALFORMED);
        add(variants, document, "keyinfo-unpadded", data(cert(signer.replace("=", "")) + cert(ca)),
                signer.endsWith("=") ? Reason.MALFORMED : null);
        add(variants, document, "keyinfo-not-a-certificate", data(cert(base64(new byte[] {0x30, 3, 2, 1, 1}))),
                Reason.MALFORMED);
        byte[] der = chain.get(0).getEncoded();
        add(variants, document, "keyinfo-trailing-bytes", data(cert(base64(Arrays.copyOf(der, der.length + 2)))),
                Reason.MALFORMED);
        add(variants, document, "keyinfo-ber-certificate", data(cert(base64(Mutator.indefiniteLength(der))) + cert(ca)),
                Reason.NON_CANONICAL);
        add(variants, document, "keyinfo-x509data-extra-child", data(both
                + "<ds:X509SubjectName>CN=Someone</ds:X509SubjectName>"), Reason.MALFORMED);
        add(variants, document, "keyinfo-issuer-serial", data("<ds:X509IssuerSerial><ds:X509IssuerName>CN=CA"
                + "</ds:X509IssuerName><ds:X509SerialNumber>1</ds:X509SerialNumber></ds:X509IssuerSerial>" + both),
                Reason.MALFORMED);
        add(variants, document, "keyinfo-two-x509data", data(cert(signer)) + data(cert(ca)), Reason.MALFORMED);
        add(variants, document, "keyinfo-other-namespace", data(both + "<x:y xmlns:x=\"urn:example:x\"/>"),
                Reason.MALFORMED);
        add(variants, document, "keyinfo-retrieval-method", "<ds:RetrievalMethod URI=\"#k\"/>" + data(both),
                Reason.MALFORMED);
        add(variants, document, "keyinfo-x509data-attribute", data(both).replace("<ds:X509Data>",
                "<ds:X509Data Id=\"d\">"), Reason.MALFORMED);
        add(variants, document, "keyinfo-text", "chain", Reason.MALFORMED);
        return variants;
    }

    private static void add(List<Expected> variants, String document, String name, String keyInfo, Reason reason) {
        String changed = document.replace("</ds:Signature>", "<ds:KeyInfo>" + keyInfo + "</ds:KeyInfo></ds:Signature>");
        variants.add(new Expected(Variant.of(name, changed), reason));
    }

    private static String data(String content) {
        return "<ds:X509Data>" + content + "</ds:X509Data>";
    }

    private static String cert(String base64) {
        return "<ds:X509Certificate>" + base64 + "</ds:X509Certificate>";
    }

    private static String base64(byte[] bytes) {
        return Base64.getEncoder().encodeToString(bytes);
    }
}
