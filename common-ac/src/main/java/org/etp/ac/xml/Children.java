package org.etp.ac.xml;

import static org.etp.ac.xml.XmlValues.malformed;

import java.util.ArrayList;
import java.util.List;
import org.etp.ac.rejection.VerificationException;
import org.w3c.dom.Attr;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

/**
 * A strict reader of one element's children, in document order: each call names the element that
 * must come next, and {@link #end()} says that nothing else may follow. Whitespace between elements
 * is allowed (it is covered by the signature and means nothing); any other text there, and any
 * element out of place, is {@code MALFORMED}.
 */
final class Children {

    private final Element parent;
    private final String namespace;
    private Node cursor;

    private Children(Element parent, String namespace) {
        this.parent = parent;
        this.namespace = namespace;
        this.cursor = parent.getFirstChild();
    }

    /** The children of an element that carries no attributes but namespace declarations and {@code allowed}. */
    static Children of(Element parent, String namespace, String... allowed) throws VerificationException {
        onlyAttributes(parent, allowed);
        return new Children(parent, namespace);
    }

    /** The next child element, which must be {@code name}. */
    Element next(String name) throws VerificationException {
        Element next = peek();
        if (next == null) {
            throw malformed(parent.getLocalName() + " lacks its " + name);
        }
        if (!is(next, namespace, name)) {
            throw malformed("expected " + name + " in " + parent.getLocalName() + ", found "
                    + XmlValues.excerpt(next.getLocalName()));
        }
        cursor = next.getNextSibling();
        return next;
    }

    /** The text of the next child element, which must be {@code name}. */
    String text(String name) throws VerificationException {
        return text(next(name));
    }

    /** Every next child element named {@code name}, possibly none. */
    List<Element> all(String name) throws VerificationException {
        List<Element> found = new ArrayList<>();
        for (Element next = peek(); next != null && is(next, namespace, name); next = peek()) {
            found.add(next);
            cursor = next.getNextSibling();
        }
        return found;
    }

    /** The next child element if it is {@code {ns}name}, else {@code null}. */
    Element optional(String ns, String name) throws VerificationException {
        Element next = peek();
        if (next == null || !is(next, ns, name)) {
            return null;
        }
        cursor = next.getNextSibling();
        return next;
    }

    void end() throws VerificationException {
        Element next = peek();
        if (next != null) {
            throw malformed("unexpected " + XmlValues.excerpt(next.getLocalName()) + " in " + parent.getLocalName());
        }
    }

    /** The next child element without taking it; text in between must be whitespace. */
    private Element peek() throws VerificationException {
        for (; cursor != null; cursor = cursor.getNextSibling()) {
            if (cursor.getNodeType() == Node.ELEMENT_NODE) {
                return (Element) cursor;
            }
            if (cursor.getNodeType() != Node.TEXT_NODE || !isWhitespace(cursor.getNodeValue())) {
                throw malformed(parent.getLocalName() + " holds elements only");
            }
        }
        return null;
    }

    static boolean is(Element element, String ns, String name) {
        return ns.equals(element.getNamespaceURI()) && name.equals(element.getLocalName());
    }

    /** The text of a leaf element: no attributes, no child elements, only plain text. */
    static String text(Element leaf) throws VerificationException {
        onlyAttributes(leaf);
        Node child = leaf.getFirstChild();
        if (child == null) {
            return "";
        }
        if (child.getNextSibling() == null && child.getNodeType() == Node.TEXT_NODE) {
            return child.getNodeValue();
        }
        StringBuilder text = new StringBuilder();
        for (; child != null; child = child.getNextSibling()) {
            if (child.getNodeType() != Node.TEXT_NODE) {
                throw malformed(leaf.getLocalName() + " holds text only");
            }
            text.append(child.getNodeValue());
        }
        return text.toString();
    }

    /** Refuses every attribute but namespace declarations and the {@code allowed} unqualified ones. */
    static void onlyAttributes(Element element, String... allowed) throws VerificationException {
        NamedNodeMap attributes = element.getAttributes();
        for (int i = 0; i < attributes.getLength(); i++) {
            Attr attribute = (Attr) attributes.item(i);
            if (XmlNames.XMLNS.equals(attribute.getNamespaceURI())) {
                continue;
            }
            if (attribute.getNamespaceURI() != null || !contains(allowed, attribute.getLocalName())) {
                throw malformed("unexpected attribute " + XmlValues.excerpt(attribute.getName()) + " on "
                        + element.getLocalName());
            }
        }
    }

    private static boolean contains(String[] names, String name) {
        for (String candidate : names) {
            if (candidate.equals(name)) {
                return true;
            }
        }
        return false;
    }

    /** XML's own whitespace: space, tab, line feed, carriage return. */
    private static boolean isWhitespace(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return false;
            }
        }
        return true;
    }
}
