package org.etp.ac.xml;

import java.io.StringWriter;
import javax.xml.XMLConstants;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.etp.ac.codec.CodecException;
import org.etp.ac.rejection.VerificationException;

/**
 * An XML certificate indented for a person to read. Parsed by the verifier's own parser (no DOCTYPE, no
 * external entities, bounded depth and size); the result is not the signed bytes and is only for reading.
 */
final class XmlIndenter {

    private XmlIndenter() {
    }

    static String indent(byte[] encoded) throws CodecException {
        try {
            TransformerFactory transformers = TransformerFactory.newInstance();
            transformers.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            transformers.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            transformers.setAttribute(XMLConstants.ACCESS_EXTERNAL_STYLESHEET, "");
            Transformer transformer = transformers.newTransformer();
            transformer.setOutputProperty(OutputKeys.INDENT, "yes");
            transformer.setOutputProperty("{http://xml.apache.org/xslt}indent-amount", "2");
            StringWriter out = new StringWriter();
            transformer.transform(new DOMSource(SecureXmlParser.parse(encoded)), new StreamResult(out));
            return out.toString();
        } catch (VerificationException | TransformerException e) {
            throw new CodecException(e.getMessage(), e);
        }
    }
}
