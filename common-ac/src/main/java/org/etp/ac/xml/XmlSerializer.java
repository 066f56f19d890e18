package org.etp.ac.xml;

import java.nio.charset.StandardCharsets;
import org.w3c.dom.Attr;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

/**
 * Writes a document the codec built as compact UTF-8: no XML declaration (UTF-8 is the default), no
 * indentation, empty elements closed at once. Only what the codec builds is supported — elements,
 * attributes (namespace declarations among them) and text, whose characters were checked when they
 * were added — so that the receiver's parser rebuilds exactly the tree that was signed.
 */
final class XmlSerializer {

    private XmlSerializer() {
    }

    static byte[] serialize(Element root) {
        StringBuilder out = new StringBuilder(4096);
        element(root, out);
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static void element(Element element, StringBuilder out) {
        out.append('<').append(element.getTagName());
        NamedNodeMap attributes = element.getAttributes();
        for (int i = 0; i < attributes.getLength(); i++) {
            Attr attribute = (Attr) attributes.item(i);
            out.append(' ').append(attribute.getName()).append("=\"");
            CanonicalEscapes.escape(attribute.getValue(), true, out);
            out.append('"');
        }
        if (!element.hasChildNodes()) {
            out.append("/>");
            return;
        }
        out.append('>');
        for (Node child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
            switch (child.getNodeType()) {
                case Node.ELEMENT_NODE -> element((Element) child, out);
                case Node.TEXT_NODE -> CanonicalEscapes.escape(child.getNodeValue(), false, out);
                default -> throw new IllegalStateException("the codec builds no " + child.getNodeName() + " nodes");
            }
        }
        out.append("</").append(element.getTagName()).append('>');
    }
}
