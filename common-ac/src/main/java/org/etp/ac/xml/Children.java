package org.etp.ac.xml;

import static org.etp.ac.xml.XmlValues.malformed;

import java.util.ArrayList;
import java.util.List;
import org.etp.ac.rejection.VerificationException;

/**
 * A strict reader of one element's children, in document order: each call names the element that
 * must come next, and {@link #end()} says that nothing else may follow. Whitespace between elements
 * is allowed (it is covered by the signature and means nothing); any other text there, and any
 * element out of place, is {@code MALFORMED}.
 */
final class Children {

    private final XmlNode parent;
    private final String namespace;
    private XmlNode cursor;

    private Children(XmlNode parent, String namespace) {
        this.parent = parent;
        this.namespace = namespace;
        this.cursor = parent.firstChild();
    }

    /** The children of an element that carries no attributes but namespace declarations and {@code allowed}. */
    static Children of(XmlNode parent, String namespace, String... allowed) throws VerificationException {
        onlyAttributes(parent, allowed);
        return new Children(parent, namespace);
    }

    /** The next child element, which must be {@code name}. */
    XmlNode next(String name) throws VerificationException {
        XmlNode next = peek();
        if (next == null) {
            throw malformed(parent.localName() + " lacks its " + name);
        }
        if (!is(next, namespace, name)) {
            throw malformed("expected " + name + " in " + parent.localName() + ", found "
                    + XmlValues.excerpt(next.localName()));
        }
        cursor = next.nextSibling();
        return next;
    }

    /** The text of the next child element, which must be {@code name}. */
    String text(String name) throws VerificationException {
        return text(next(name));
    }

    /** Every next child element named {@code name}, possibly none. */
    List<XmlNode> all(String name) throws VerificationException {
        List<XmlNode> found = new ArrayList<>();
        for (XmlNode next = peek(); next != null && is(next, namespace, name); next = peek()) {
            found.add(next);
            cursor = next.nextSibling();
        }
        return found;
    }

    /** The next child element if it is {@code {ns}name}, else {@code null}. */
    XmlNode optional(String ns, String name) throws VerificationException {
        XmlNode next = peek();
        if (next == null || !is(next, ns, name)) {
            return null;
        }
        cursor = next.nextSibling();
        return next;
    }

    void end() throws VerificationException {
        XmlNode next = peek();
        if (next != null) {
            throw malformed("unexpected " + XmlValues.excerpt(next.localName()) + " in " + parent.localName());
        }
    }

    /** The next child element without taking it; text in between must be whitespace. */
    private XmlNode peek() throws VerificationException {
        for (; cursor != null; cursor = cursor.nextSibling()) {
            if (cursor.isElement()) {
                return cursor;
            }
            if (cursor.kind() != XmlNode.Kind.TEXT || !XmlValues.isWhitespace(cursor.text())) {
                throw malformed(parent.localName() + " holds elements only");
            }
        }
        return null;
    }

    static boolean is(XmlNode element, String ns, String name) {
        return ns.equals(element.namespace()) && name.equals(element.localName());
    }

    /** The text of a leaf element: no attributes, no child elements, only plain text. */
    static String text(XmlNode leaf) throws VerificationException {
        onlyAttributes(leaf);
        leaf.textRead();
        XmlNode child = leaf.firstChild();
        if (child == null) {
            return "";
        }
        if (child.nextSibling() == null && child.kind() == XmlNode.Kind.TEXT) {
            return child.text();
        }
        StringBuilder text = new StringBuilder();
        for (; child != null; child = child.nextSibling()) {
            if (child.kind() != XmlNode.Kind.TEXT) {
                throw malformed(leaf.localName() + " holds text only");
            }
            text.append(child.text());
        }
        return text.toString();
    }

    /** Refuses every attribute but namespace declarations and the {@code allowed} unqualified ones. */
    static void onlyAttributes(XmlNode element, String... allowed) throws VerificationException {
        for (int i = 0; i < element.attributeCount(); i++) {
            String namespace = element.attributeNamespace(i);
            if (XmlNames.XMLNS.equals(namespace)) {
                continue;
            }
            if (namespace != null || !contains(allowed, element.attributeLocalName(i))) {
                throw malformed("unexpected attribute " + XmlValues.excerpt(element.attributeName(i)) + " on "
                        + element.localName());
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
}
