package org.etp.ac.xml;

import static org.etp.ac.xml.XmlNames.ALGORITHM;
import static org.etp.ac.xml.XmlNames.ALLOWED_DIGESTS;
import static org.etp.ac.xml.XmlNames.ALLOWED_TRANSFORMS;
import static org.etp.ac.xml.XmlNames.CANONICALIZATION_METHOD;
import static org.etp.ac.xml.XmlNames.DIGEST_METHOD;
import static org.etp.ac.xml.XmlNames.DIGEST_VALUE;
import static org.etp.ac.xml.XmlNames.DS;
import static org.etp.ac.xml.XmlNames.ENVELOPED;
import static org.etp.ac.xml.XmlNames.EXC_C14N;
import static org.etp.ac.xml.XmlNames.KEY_INFO;
import static org.etp.ac.xml.XmlNames.REFERENCE;
import static org.etp.ac.xml.XmlNames.SHA256;
import static org.etp.ac.xml.XmlNames.SIGNATURE_METHOD;
import static org.etp.ac.xml.XmlNames.SIGNATURE_VALUE;
import static org.etp.ac.xml.XmlNames.SIGNED_INFO;
import static org.etp.ac.xml.XmlNames.TRANSFORM;
import static org.etp.ac.xml.XmlNames.TRANSFORMS;
import static org.etp.ac.xml.XmlNames.URI;
import static org.etp.ac.xml.XmlValues.malformed;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * The one shape of XML-DSig signature ETP accepts, checked before Santuario sees it:
 * <pre>
 * ds:Signature
 *   ds:SignedInfo
 *     ds:CanonicalizationMethod  Algorithm = exc-c14n (without comments), no content
 *     ds:SignatureMethod         Algorithm = rsa-sha256 | ecdsa-sha256 | eddsa-ed25519, no content
 *     ds:Reference               URI = "" (the whole document), exactly one
 *       ds:Transforms            exactly enveloped-signature, exc-c14n
 *       ds:DigestMethod          sha256 | sha384 | sha512
 *       ds:DigestValue
 *   ds:SignatureValue
 *   ds:KeyInfo                   optional: empty, or the signer's chain ({@link KeyInfoCertificates}), never
 *                                a key: the key comes from the trusted registry
 * </pre>
 * No Object, no Manifest, no other Reference, no XSLT or XPath, no HMAC, no SHA-1 or MD5. An algorithm
 * outside the lists is {@code DISALLOWED_ALGORITHM}; anything else out of shape is {@code MALFORMED}.
 */
final class XmlSignatureProfile {

    private static final Set<String> CANONICALIZATION = Set.of(EXC_C14N);

    private XmlSignatureProfile() {
    }

    /**
     * What a signature of the allowed shape names: its algorithm, the certificates its KeyInfo carries, and the
     * DigestValue of its Reference when the DigestMethod is SHA-256 ({@code null} for another digest).
     */
    record Shape(SignatureAlgorithm algorithm, List<byte[]> carriedCertificates, byte[] sha256Digest) {
    }

    private record SignedInfo(SignatureAlgorithm algorithm, byte[] sha256Digest) {
    }

    /** Checks the shape and returns the signature algorithm the document names, and the chain it carries. */
    static Shape check(XmlNode signature) throws VerificationException {
        Children parts = Children.of(signature, DS);
        SignedInfo signedInfo = signedInfo(parts.next(SIGNED_INFO));
        base64(Children.text(parts.next(SIGNATURE_VALUE)), SIGNATURE_VALUE);
        XmlNode keyInfo = parts.optional(DS, KEY_INFO);
        List<byte[]> carried = keyInfo == null ? List.of() : KeyInfoCertificates.read(keyInfo);
        parts.end();
        return new Shape(signedInfo.algorithm(), carried, signedInfo.sha256Digest());
    }

    private static SignedInfo signedInfo(XmlNode signedInfo) throws VerificationException {
        Children parts = Children.of(signedInfo, DS);
        method(parts.next(CANONICALIZATION_METHOD), CANONICALIZATION);
        XmlNode signatureMethod = parts.next(SIGNATURE_METHOD);
        SignatureAlgorithm algorithm = SignatureAlgorithm.fromXmlUri(algorithmOf(signatureMethod))
                .orElseThrow(() -> disallowed(signatureMethod));
        noContent(signatureMethod);
        byte[] digest = reference(parts.next(REFERENCE));
        parts.end();
        return new SignedInfo(algorithm, digest);
    }

    /** Checks the one Reference; returns its DigestValue when its DigestMethod is SHA-256, else {@code null}. */
    private static byte[] reference(XmlNode reference) throws VerificationException {
        Children parts = Children.of(reference, DS, URI);
        String uri = reference.attribute(URI);
        if (uri == null || !uri.isEmpty()) {
            throw malformed("the Reference must have URI=\"\", the whole document");
        }
        transforms(parts.next(TRANSFORMS));
        String digestMethod = method(parts.next(DIGEST_METHOD), ALLOWED_DIGESTS);
        byte[] digest = base64(parts.text(DIGEST_VALUE), DIGEST_VALUE);
        parts.end();
        return SHA256.equals(digestMethod) ? digest : null;
    }

    private static void transforms(XmlNode transforms) throws VerificationException {
        Children parts = Children.of(transforms, DS);
        List<String> algorithms = new ArrayList<>();
        for (XmlNode transform : parts.all(TRANSFORM)) {
            algorithms.add(method(transform, ALLOWED_TRANSFORMS));
        }
        parts.end();
        if (!algorithms.equals(List.of(ENVELOPED, EXC_C14N))) {
            throw malformed("the transforms must be exactly enveloped-signature, then exclusive C14N");
        }
    }

    /**
     * The Algorithm of a method or transform, which must be in {@code allowed} and take no parameters.
     * The algorithm is judged first, so that an XPath or XSLT transform is refused as such, whatever it holds.
     */
    private static String method(XmlNode method, Set<String> allowed) throws VerificationException {
        String algorithm = algorithmOf(method);
        if (!allowed.contains(algorithm)) {
            throw disallowed(method);
        }
        noContent(method);
        return algorithm;
    }

    private static String algorithmOf(XmlNode method) throws VerificationException {
        Children.onlyAttributes(method, ALGORITHM);
        String algorithm = method.attribute(ALGORITHM);
        if (algorithm == null) {
            throw malformed(method.localName() + " lacks its Algorithm");
        }
        return algorithm;
    }

    private static void noContent(XmlNode method) throws VerificationException {
        Children.of(method, DS, ALGORITHM).end();
    }

    private static byte[] base64(String text, String name) throws VerificationException {
        return CheckedDocument.canonicalBase64(text, name);
    }

    private static VerificationException disallowed(XmlNode method) {
        return new VerificationException(Reason.DISALLOWED_ALGORITHM, method.localName() + " "
                + XmlValues.excerpt(String.valueOf(method.attribute(ALGORITHM))) + " is not allowed");
    }
}
