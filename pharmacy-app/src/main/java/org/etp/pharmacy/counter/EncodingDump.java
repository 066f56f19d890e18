package org.etp.pharmacy.counter;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.bouncycastle.asn1.ASN1InputStream;
import org.bouncycastle.asn1.util.ASN1Dump;
import org.etp.ac.codec.WireFormat;
import org.xml.sax.SAXException;

/**
 * The certificate for a person to read: Bouncy Castle's ASN.1 dump of the DER form, or the XML form
 * indented. Only for reading — the signature covers the received bytes, which the download gives exactly.
 * The XML is parsed as strictly as by the verifier: no DOCTYPE, no external entities, secure processing.
 */
final class EncodingDump {

    private EncodingDump() {
    }

    static String of(WireFormat format, byte[] encoded) {
        try {
            return switch (format) {
                case DER -> asn1(encoded);
                case XML -> indentedXml(encoded);
            };
        } catch (IOException | ParserConfigurationException | SAXException | TransformerException e) {
            return "(the certificate cannot be shown: " + e.getMessage() + ")";
        }
    }

    private static String asn1(byte[] encoded) throws IOException {
        try (ASN1InputStream in = new ASN1InputStream(encoded)) {
            return ASN1Dump.dumpAsString(in.readObject(), true);
        }
    }

    private static String indentedXml(byte[] encoded)
            throws ParserConfigurationException, SAXException, IOException, TransformerException {
        DocumentBuilderFactory parsers = DocumentBuilderFactory.newInstance();
        parsers.setNamespaceAware(true);
        parsers.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        parsers.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        parsers.setFeature("http://xml.org/sax/features/external-general-entities", false);
        parsers.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        parsers.setXIncludeAware(false);
        parsers.setExpandEntityReferences(false);
        TransformerFactory transformers = TransformerFactory.newInstance();
        transformers.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        transformers.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        transformers.setAttribute(XMLConstants.ACCESS_EXTERNAL_STYLESHEET, "");
        Transformer transformer = transformers.newTransformer();
        transformer.setOutputProperty(OutputKeys.INDENT, "yes");
        transformer.setOutputProperty("{http://xml.apache.org/xslt}indent-amount", "2");
        StringWriter out = new StringWriter();
        transformer.transform(new DOMSource(parsers.newDocumentBuilder().parse(new ByteArrayInputStream(encoded))),
                new StreamResult(out));
        return out.toString();
    }
}
