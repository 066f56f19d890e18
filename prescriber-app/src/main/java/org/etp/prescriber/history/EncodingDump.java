package org.etp.prescriber.history;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
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
import org.w3c.dom.Document;
import org.xml.sax.SAXException;

/**
 * A readable view of a certificate's encoding: Bouncy Castle's ASN.1 dump for DER, the signed XML indented
 * for XML. Only for reading: the indented XML is not the signed bytes (the download is). Parsing is as
 * strict as the pharmacy's: no DOCTYPE, no external entities, secure processing.
 */
final class EncodingDump {

    private EncodingDump() {
    }

    static String of(WireFormat format, byte[] encoded) {
        try {
            return switch (format) {
                case DER -> asn1(encoded);
                case XML -> prettyXml(encoded);
            };
        } catch (IOException | ParserConfigurationException | SAXException | TransformerException e) {
            return "(the encoding could not be shown: " + e.getMessage() + ")";
        }
    }

    private static String asn1(byte[] encoded) throws IOException {
        try (ASN1InputStream in = new ASN1InputStream(encoded)) {
            return ASN1Dump.dumpAsString(in.readObject(), true);
        }
    }

    private static String prettyXml(byte[] encoded)
            throws ParserConfigurationException, SAXException, IOException, TransformerException {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setXIncludeAware(false);
        factory.setExpandEntityReferences(false);
        DocumentBuilder builder = factory.newDocumentBuilder();
        Document document = builder.parse(new ByteArrayInputStream(encoded));
        TransformerFactory transformers = TransformerFactory.newInstance();
        transformers.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        transformers.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        transformers.setAttribute(XMLConstants.ACCESS_EXTERNAL_STYLESHEET, "");
        Transformer transformer = transformers.newTransformer();
        transformer.setOutputProperty(OutputKeys.INDENT, "yes");
        transformer.setOutputProperty("{http://xml.apache.org/xslt}indent-amount", "2");
        StringWriter out = new StringWriter();
        transformer.transform(new DOMSource(document), new StreamResult(out));
        return out.toString();
    }
}
