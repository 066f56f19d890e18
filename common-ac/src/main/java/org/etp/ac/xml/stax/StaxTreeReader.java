package org.etp.ac.xml.stax;

import javax.xml.XMLConstants;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.xml.XmlLimits;
import org.etp.ac.xml.XmlTree;
import org.etp.ac.xml.XmlTreeBuilder;

/**
 * Reads a stream of StAX events into an {@link XmlTree}, one event at a time: elements with their namespace
 * declarations and attributes, texts, and comments, processing instructions, CDATA and entity references as
 * nodes the checks will refuse. A DOCTYPE is refused at once, as the DOM parser refuses it.
 */
final class StaxTreeReader {

    private StaxTreeReader() {
    }

    /** Reads {@code reader} to its end; the declaration facts come from {@code declaration}, the first reader. */
    static XmlTree read(XMLStreamReader reader, XMLStreamReader declaration) throws VerificationException {
        XmlTreeBuilder tree = new XmlTreeBuilder().declaration(declaration.getVersion(), declaration.getEncoding(),
                declaration.getCharacterEncodingScheme());
        try {
            while (reader.hasNext()) {
                switch (reader.next()) {
                    case XMLStreamConstants.START_ELEMENT -> {
                        // the JDK's StAX reader does not count namespace declarations against the limit; its DOM does
                        if (reader.getNamespaceCount() + reader.getAttributeCount() > XmlLimits.MAX_ATTRIBUTES) {
                            throw new VerificationException(Reason.MALFORMED, "the certificate is not well-formed XML: "
                                    + "more than " + XmlLimits.MAX_ATTRIBUTES + " attributes on an element");
                        }
                        startElement(reader, tree);
                    }
                    case XMLStreamConstants.END_ELEMENT -> tree.endElement();
                    case XMLStreamConstants.CHARACTERS, XMLStreamConstants.SPACE -> tree.text(reader.getText());
                    case XMLStreamConstants.DTD -> throw new VerificationException(Reason.MALFORMED,
                            "the certificate is not well-formed XML: a DOCTYPE is not allowed");
                    case XMLStreamConstants.START_DOCUMENT, XMLStreamConstants.END_DOCUMENT -> {
                    }
                    default -> tree.other();
                }
            }
            reader.close();
        } catch (XMLStreamException e) {
            throw new VerificationException(Reason.MALFORMED, "the certificate is not well-formed XML: "
                    + e.getMessage(), e);
        }
        return tree.build();
    }

    private static void startElement(XMLStreamReader reader, XmlTreeBuilder tree) {
        String prefix = reader.getPrefix();
        String localName = reader.getLocalName();
        tree.startElement(reader.getNamespaceURI(), localName,
                prefix == null || prefix.isEmpty() ? localName : prefix + ":" + localName);
        for (int i = 0; i < reader.getNamespaceCount(); i++) {
            String declared = reader.getNamespacePrefix(i);
            boolean isDefault = declared == null || declared.isEmpty();
            tree.attribute(XMLConstants.XMLNS_ATTRIBUTE_NS_URI, isDefault ? "xmlns" : declared,
                    isDefault ? "xmlns" : "xmlns:" + declared, nullToEmpty(reader.getNamespaceURI(i)));
        }
        for (int i = 0; i < reader.getAttributeCount(); i++) {
            String attributePrefix = reader.getAttributePrefix(i);
            String name = reader.getAttributeLocalName(i);
            tree.attribute(reader.getAttributeNamespace(i), name,
                    attributePrefix == null || attributePrefix.isEmpty() ? name : attributePrefix + ":" + name,
                    reader.getAttributeValue(i));
        }
    }

    private static String nullToEmpty(String text) {
        return text == null ? "" : text;
    }
}
