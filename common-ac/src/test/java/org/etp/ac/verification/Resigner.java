package org.etp.ac.verification;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.util.function.Consumer;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.apache.xml.security.Init;
import org.apache.xml.security.keys.content.X509Data;
import org.apache.xml.security.signature.XMLSignature;
import org.apache.xml.security.transforms.Transforms;
import org.etp.ac.signing.Providers;
import org.etp.ac.signing.SignatureAlgorithm;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Signs a document again after a change to its DOM, as any holder of a key can — with Santuario, which writes its
 * signature with line breaks, and a serializer of its own choosing: a sender other than ours. The key may be the
 * legitimate prescriber's (a document that means the same, spelled otherwise) or an attacker's.
 */
final class Resigner {

    static final String DS = "http://www.w3.org/2000/09/xmldsig#";
    static final String EXC_C14N = "http://www.w3.org/2001/10/xml-exc-c14n#";
    static final String SHA256 = "http://www.w3.org/2001/04/xmlenc#sha256";

    private Resigner() {
    }

    /** Changes the document, removes its signature, signs it with {@code key}; {@code keyInfo} adds KeyValue and X509Data. */
    static String resign(String document, Consumer<Document> change, PrivateKey key, SignatureAlgorithm algorithm,
            String digest, X509Certificate keyInfo) throws Exception {
        Init.init();
        Document dom = parse(document);
        Element old = (Element) dom.getElementsByTagNameNS(DS, "Signature").item(0);
        if (old != null) {
            old.getParentNode().removeChild(old);
        }
        change.accept(dom);
        XMLSignature signature = new XMLSignature(dom, "", algorithm.xmlUri(), 0, EXC_C14N, Providers.bouncyCastle(),
                null);
        dom.getDocumentElement().appendChild(signature.getElement());
        Transforms transforms = new Transforms(dom);
        transforms.addTransform("http://www.w3.org/2000/09/xmldsig#enveloped-signature");
        transforms.addTransform(EXC_C14N);
        signature.addDocument("", transforms, digest);
        if (keyInfo != null) {
            signature.addKeyInfo(keyInfo.getPublicKey());
            X509Data data = new X509Data(dom);
            data.addCertificate(keyInfo);
            signature.getKeyInfo().add(data);
        }
        signature.sign(key);
        return serialize(dom, false);
    }

    static Document parse(String document) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(document.getBytes(StandardCharsets.UTF_8)));
    }

    static String serialize(Document document, boolean indent) throws Exception {
        var transformer = TransformerFactory.newDefaultInstance().newTransformer();
        transformer.setOutputProperty(OutputKeys.OMIT_XML_DECLARATION, "yes");
        if (indent) {
            transformer.setOutputProperty(OutputKeys.INDENT, "yes");
            transformer.setOutputProperty("{http://xml.apache.org/xslt}indent-amount", "2");
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        transformer.transform(new DOMSource(document), new StreamResult(out));
        return out.toString(StandardCharsets.UTF_8);
    }
}
