package org.etp.ac.xml;

import static org.etp.ac.xml.XmlNames.DS;
import static org.etp.ac.xml.XmlNames.ENVELOPED;
import static org.etp.ac.xml.XmlNames.EXC_C14N;
import static org.etp.ac.xml.XmlNames.SHA256;

import java.security.SignatureException;
import java.util.Base64;
import java.util.List;
import java.util.regex.Pattern;
import org.apache.xml.security.exceptions.XMLSecurityException;
import org.apache.xml.security.signature.XMLSignature;
import org.apache.xml.security.transforms.Transforms;
import org.etp.ac.codec.CodecException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.signing.TokenProvider;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Signs a certificate document with Santuario: an enveloped {@code ds:Signature} as the root's last
 * child, exclusive C14N, the signer's algorithm computed by the signer's provider (its algorithm's fastest, or the
 * PKCS#11 token's that holds the key; handed to Santuario per signature, so no provider is installed in the JVM),
 * and one Reference to the whole document ({@code URI=""}, enveloped-signature then exclusive C14N, SHA-256).
 *
 * <p>By default no KeyInfo is written: the pharmacy takes the key from its registry, and a verifier such as
 * {@code xmlsec1} finds the key it was given on its command line without one. Given the signer's chain, it is
 * written after the SignatureValue as {@code ds:KeyInfo/ds:X509Data/ds:X509Certificate}, one base64 line each: outside
 * SignedInfo, so unsigned, untrusted carriage that the receiver validates before it takes a key from it. Santuario
 * indents the signature with line breaks; they are removed from SignedInfo before signing (they would
 * be signed) and from the SignatureValue after it, so that the document carries no whitespace at all.
 */
final class XmlSigner {

    private static final Pattern WHITESPACE = Pattern.compile("[ \t\r\n]+");
    private static final int P256_BYTES = 32;

    private XmlSigner() {
    }

    /** Signs {@code document}, then adds {@code chain} (DER, the signer's first) as its KeyInfo unless it is empty. */
    static void sign(Document document, SigningIdentity signer, List<byte[]> chain) throws CodecException {
        sign(document, signer);
        if (chain.isEmpty()) {
            return;
        }
        Element signature = (Element) document.getDocumentElement().getLastChild();
        Element keyInfo = document.createElementNS(DS, "ds:" + XmlNames.KEY_INFO);
        Element data = document.createElementNS(DS, "ds:" + XmlNames.X509_DATA);
        for (byte[] certificate : chain) {
            Element entry = document.createElementNS(DS, "ds:" + XmlNames.X509_CERTIFICATE);
            entry.setTextContent(Base64.getEncoder().encodeToString(certificate));
            data.appendChild(entry);
        }
        keyInfo.appendChild(data);
        signature.appendChild(keyInfo);
    }

    static void sign(Document document, SigningIdentity signer) throws CodecException {
        Santuario.ensureInitialised();
        SignatureAlgorithm algorithm = signer.algorithm();
        try {
            // The identity's provider: a token key signs only through its token's provider.
            XMLSignature signature = new XMLSignature(document, "", algorithm.xmlUri(), 0, EXC_C14N,
                    signer.provider(), null);
            document.getDocumentElement().appendChild(signature.getElement());
            Transforms transforms = new Transforms(document);
            transforms.addTransform(ENVELOPED);
            transforms.addTransform(EXC_C14N);
            signature.addDocument("", transforms, SHA256);
            removeWhitespace(signature.getElement());
            sign(signature, signer);
            removeWhitespace(signature.getElement());
        } catch (XMLSecurityException | SignatureException e) {
            throw new CodecException("could not sign the certificate with " + algorithm.id(), e);
        }
    }

    /** Signs, holding one of the token's sessions while it does when the key is in a token. */
    private static void sign(XMLSignature signature, SigningIdentity signer)
            throws XMLSecurityException, SignatureException {
        TokenProvider token = signer.token();
        if (token == null) {
            signature.sign(signer.privateKey());
            return;
        }
        token.acquire();
        try {
            signature.sign(signer.privateKey());
        } finally {
            token.release();
        }
        if (signer.algorithm() == SignatureAlgorithm.ECP256) {
            padEcdsaValue(signature);
        }
    }

    /**
     * Writes r and s at the curve's full 32 bytes each, as XML-DSig 1.1 asks. Santuario pads them so only for a key
     * whose curve it can read ({@code ECPrivateKey}); a token's EC key is opaque, and for it Santuario writes both at
     * the longer one's length, which is shorter when both happen to start with a zero byte.
     */
    private static void padEcdsaValue(XMLSignature signature) throws XMLSecurityException {
        byte[] value = signature.getSignatureValue();
        if (value.length == 2 * P256_BYTES) {
            return;
        }
        int half = value.length / 2;
        byte[] padded = new byte[2 * P256_BYTES];
        System.arraycopy(value, 0, padded, P256_BYTES - half, half);
        System.arraycopy(value, half, padded, 2 * P256_BYTES - half, half);
        Element element = (Element) signature.getElement().getElementsByTagNameNS(DS, XmlNames.SIGNATURE_VALUE)
                .item(0);
        element.setTextContent(Base64.getEncoder().encodeToString(padded));
    }

    /**
     * Removes whitespace-only text between elements and line breaks inside base64 values. After signing
     * this must change nothing inside SignedInfo, whose exact canonical form was signed: a SHA-256 digest
     * is one line, so only the SignatureValue changes then.
     */
    private static void removeWhitespace(Element element) {
        Node child = element.getFirstChild();
        while (child != null) {
            Node next = child.getNextSibling();
            if (child.getNodeType() == Node.ELEMENT_NODE) {
                removeWhitespace((Element) child);
            } else if (child.getNodeType() == Node.TEXT_NODE) {
                String text = child.getNodeValue();
                String compact = WHITESPACE.matcher(text).replaceAll("");
                if (compact.isEmpty()) {
                    element.removeChild(child);
                } else if (compact.length() != text.length()) {
                    child.setNodeValue(compact);
                }
            }
            child = next;
        }
    }
}
