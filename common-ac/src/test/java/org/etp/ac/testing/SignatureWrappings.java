package org.etp.ac.testing;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The eight XML signature wrapping attacks of Somorovsky et al. ("On Breaking SAML", USENIX Security 2012),
 * adapted to a document whose signed element is the root: in each, an evil copy (another serial number, the
 * exemption flipped) takes the prescriber's genuine signature while the signed original hides elsewhere. A
 * verifier must refuse every one ({@code MALFORMED}: the profile allows one root, one Signature, no Object, no
 * unknown element), never verify one element and hand the reader another. Shared by the codec's tests and the
 * pharmacy's socket suite.
 */
public final class SignatureWrappings {

    private static final String END = "</AttributeCertificate>";

    private final String original;
    private final String signature;
    private final String unsignedOriginal;
    private final String evil;

    /** The attacks on {@code original}, a signed simple-profile certificate in the writer's form. */
    public SignatureWrappings(String original) {
        this.original = original;
        this.signature = original.substring(original.indexOf("<ds:Signature "), original.indexOf(END));
        this.unsignedOriginal = original.replace(signature, "");
        String flipped = unsignedOriginal.contains("<exempt>true</exempt>")
                ? unsignedOriginal.replace("<exempt>true</exempt>", "<exempt>false</exempt>")
                : unsignedOriginal.replace("<exempt>false</exempt>", "<exempt>true</exempt>");
        this.evil = flipped.replaceFirst("<SerialNumber>[0-9]+</SerialNumber>", "<SerialNumber>4242</SerialNumber>");
    }

    /** The original's Signature element. */
    public String signature() {
        return signature;
    }

    /** The evil copy carrying the original's signature and nothing else: a signature that no longer verifies. */
    public String evilWithTheOriginalSignature() {
        return evilWith(signature);
    }

    /** XSW1 to XSW8 by name, in order. */
    public Map<String, String> all() {
        Map<String, String> attacks = new LinkedHashMap<>();
        // XSW1: evil root; the original becomes a child of the Signature, after SignatureValue
        attacks.put("XSW1", evilWith(signature.replace("</ds:Signature>", original + "</ds:Signature>")));
        // XSW2: evil root; the original (signature and all) placed before the Signature
        attacks.put("XSW2", evil.replace(END, original + signature + END));
        // XSW3: the evil copy first and the signed original after it, under one new root
        attacks.put("XSW3", "<Response xmlns=\"urn:example:evil\">" + evilWith(signature) + original + "</Response>");
        // XSW4: the evil root wraps the signed original inside its content
        attacks.put("XSW4", evil.replace("</Attribute>", original + "</Attribute>"));
        // XSW5: the evil root carries the original's Signature; the original follows the root
        attacks.put("XSW5", evilWith(signature) + unsignedOriginal);
        // XSW6: the evil root's Signature holds the original, signature and all, in an Object
        attacks.put("XSW6", evilWith(signature.replace("</ds:Signature>",
                "<ds:Object>" + original + "</ds:Object></ds:Signature>")));
        // XSW7: the original hidden in an extension element the reader might skip
        attacks.put("XSW7", evilWith("<Extensions>" + original + "</Extensions>" + signature));
        // XSW8: as XSW6, with the original's own Signature removed so the Object carries a clean copy
        attacks.put("XSW8", evilWith(signature.replace("</ds:Signature>",
                "<ds:Object>" + unsignedOriginal + "</ds:Object></ds:Signature>")));
        return attacks;
    }

    private String evilWith(String tail) {
        return evil.replace(END, tail + END);
    }
}
