package org.etp.ac.xml;

import static org.etp.ac.xml.XmlNames.ATTRIBUTE_CERTIFICATE;
import static org.etp.ac.xml.XmlNames.DS;
import static org.etp.ac.xml.XmlNames.NS;
import static org.etp.ac.xml.XmlNames.SIGNATURE;
import static org.etp.ac.xml.XmlValues.malformed;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;
import org.etp.ac.rejection.VerificationException;
import org.w3c.dom.Attr;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

/**
 * Checks that hold for every node of a received document, before any part of it is read:
 * <ul>
 * <li>XML 1.0 in UTF-8, and the root is our {@code AttributeCertificate};</li>
 * <li>only elements and text: a comment, processing instruction, CDATA section or entity reference
 *     anywhere is refused, which defeats the attacks that split a signed text value so that a
 *     reader sees less of it than the canonicaliser did;</li>
 * <li>no {@code Id} attribute of any kind: the one Reference points at the whole document, so
 *     nothing may be found by id;</li>
 * <li>at most one {@code ds:Signature}, and it is the root's last child element; outside it every
 *     element is in our namespace, inside it none is — so no signed original can hide in a
 *     signature or in a wrapper.</li>
 * </ul>
 */
final class XmlDocumentCheck {

    private XmlDocumentCheck() {
    }

    /** Returns the root's {@code ds:Signature}, or {@code null} for an unsigned document. */
    static Element check(Document document) throws VerificationException {
        if (!"1.0".equals(document.getXmlVersion())) {
            throw malformed("the document must be XML 1.0");
        }
        if (!"UTF-8".equalsIgnoreCase(document.getInputEncoding())
                || document.getXmlEncoding() != null && !"UTF-8".equalsIgnoreCase(document.getXmlEncoding())) {
            throw malformed("the document must be encoded in UTF-8");
        }
        Element root = document.getDocumentElement();
        if (root == null || !NS.equals(root.getNamespaceURI()) || !ATTRIBUTE_CERTIFICATE.equals(root.getLocalName())) {
            throw malformed("the root element must be {" + NS + "}" + ATTRIBUTE_CERTIFICATE);
        }
        if (document.getFirstChild() != root || root.getNextSibling() != null) {
            throw malformed("the document must hold nothing but its root element");
        }
        Element signature = lastChildElement(root);
        if (signature != null && !Children.is(signature, DS, SIGNATURE)) {
            signature = null;
        }
        walk(root, signature, false);
        if (signature != null) {
            walk(signature, null, true);
        }
        return signature;
    }

    /**
     * Depth first without recursion over {@code start}'s subtree, leaving out {@code skip}'s; the parser
     * already bounds the depth, this keeps the stack out of it.
     */
    private static void walk(Element start, Element skip, boolean inSignature) throws VerificationException {
        Deque<Node> pending = new ArrayDeque<>();
        pending.push(start);
        while (!pending.isEmpty()) {
            Node node = pending.pop();
            switch (node.getNodeType()) {
                case Node.TEXT_NODE -> {
                }
                case Node.ELEMENT_NODE -> {
                    checkElement((Element) node, start, inSignature);
                    for (Node child = node.getLastChild(); child != null; child = child.getPreviousSibling()) {
                        if (child != skip) {
                            pending.push(child);
                        }
                    }
                }
                default -> throw malformed("comments, processing instructions, CDATA sections and entity "
                        + "references are not allowed");
            }
        }
    }

    private static void checkElement(Element element, Element start, boolean inSignature)
            throws VerificationException {
        String namespace = element.getNamespaceURI();
        if (DS.equals(namespace) && SIGNATURE.equals(element.getLocalName()) && !(inSignature && element == start)) {
            throw malformed("a certificate holds at most one ds:Signature, as the last child of its root");
        }
        if (inSignature == NS.equals(namespace)) {
            throw malformed(inSignature ? "the signature must not carry certificate content"
                    : "unexpected element in the certificate: {" + XmlValues.excerpt(String.valueOf(namespace)) + "}"
                            + XmlValues.excerpt(element.getLocalName()));
        }
        NamedNodeMap attributes = element.getAttributes();
        for (int i = 0; i < attributes.getLength(); i++) {
            Attr attribute = (Attr) attributes.item(i);
            String name = attribute.getLocalName() == null ? attribute.getName() : attribute.getLocalName();
            if (!XmlNames.XMLNS.equals(attribute.getNamespaceURI()) && "id".equals(name.toLowerCase(Locale.ROOT))) {
                throw malformed("Id attributes are not allowed");
            }
        }
    }

    static Element lastChildElement(Element parent) {
        for (Node child = parent.getLastChild(); child != null; child = child.getPreviousSibling()) {
            if (child.getNodeType() == Node.ELEMENT_NODE) {
                return (Element) child;
            }
        }
        return null;
    }
}
