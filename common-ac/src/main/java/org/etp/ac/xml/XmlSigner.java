package org.etp.ac.xml;

import static org.etp.ac.xml.XmlNames.DS;
import static org.etp.ac.xml.XmlNames.ENVELOPED;
import static org.etp.ac.xml.XmlNames.EXC_C14N;
import static org.etp.ac.xml.XmlNames.SHA256;

import java.util.Base64;
import java.util.List;
import java.util.regex.Pattern;
import org.apache.xml.security.exceptions.XMLSecurityException;
import org.apache.xml.security.signature.XMLSignature;
import org.apache.xml.security.transforms.Transforms;
import org.etp.ac.codec.CodecException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Signs a certificate document with Santuario: an enveloped {@code ds:Signature} as the root's last
 * child, exclusive C14N, the signer's algorithm computed by its fastest provider (handed to Santuario
 * per signature, so no provider is installed in the JVM), and one Reference to the whole document
 * ({@code URI=""}, enveloped-signature then exclusive C14N, SHA-256).
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
            XMLSignature signature = new XMLSignature(document, "", algorithm.xmlUri(), 0, EXC_C14N,
                    algorithm.provider(), null);
            document.getDocumentElement().appendChild(signature.getElement());
            Transforms transforms = new Transforms(document);
            transforms.addTransform(ENVELOPED);
            transforms.addTransform(EXC_C14N);
            signature.addDocument("", transforms, SHA256);
            removeWhitespace(signature.getElement());
            signature.sign(signer.privateKey());
            removeWhitespace(signature.getElement());
        } catch (XMLSecurityException e) {
            throw new CodecException("could not sign the certificate with " + algorithm.id(), e);
        }
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
