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

/**
 * Checks that hold for every node of a received document, before any part of it is read:
 * <ul>
 * <li>XML 1.0 in UTF-8, and the root is our {@code AttributeCertificate};</li>
 * <li>only elements and text: a comment, processing instruction, CDATA section or entity reference
 *     anywhere is refused, which defeats the attacks that split a signed text value so that a
 *     reader sees less of it than the canonicaliser did;</li>
 * <li>every element and attribute name is a qualified name of Namespaces in XML ({@code local} or
 *     {@code prefix:local}): the JDK's DOM parser reads {@code :Algorithm} as {@code Algorithm}, a streaming
 *     parser refuses it, and a name that readers read differently has no place in a signed document;</li>
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
    static XmlNode check(DocumentFacts document) throws VerificationException {
        if (!"1.0".equals(document.xmlVersion())) {
            throw malformed("the document must be XML 1.0");
        }
        if (!"UTF-8".equalsIgnoreCase(document.inputEncoding())
                || document.declaredEncoding() != null && !"UTF-8".equalsIgnoreCase(document.declaredEncoding())) {
            throw malformed("the document must be encoded in UTF-8");
        }
        XmlNode root = document.root();
        if (root == null || !NS.equals(root.namespace()) || !ATTRIBUTE_CERTIFICATE.equals(root.localName())) {
            throw malformed("the root element must be {" + NS + "}" + ATTRIBUTE_CERTIFICATE);
        }
        if (!document.onlyRoot()) {
            throw malformed("the document must hold nothing but its root element");
        }
        XmlNode signature = lastChildElement(root);
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
    private static void walk(XmlNode start, XmlNode skip, boolean inSignature) throws VerificationException {
        Deque<XmlNode> pending = new ArrayDeque<>();
        pending.push(start);
        while (!pending.isEmpty()) {
            XmlNode node = pending.pop();
            switch (node.kind()) {
                case TEXT -> {
                }
                case ELEMENT -> {
                    checkElement(node, start, inSignature);
                    for (XmlNode child = node.lastChild(); child != null; child = child.previousSibling()) {
                        if (!child.equals(skip)) {
                            pending.push(child);
                        }
                    }
                }
                default -> throw malformed("comments, processing instructions, CDATA sections and entity "
                        + "references are not allowed");
            }
        }
    }

    private static void checkElement(XmlNode element, XmlNode start, boolean inSignature)
            throws VerificationException {
        String namespace = element.namespace();
        if (DS.equals(namespace) && SIGNATURE.equals(element.localName())
                && !(inSignature && element.equals(start))) {
            throw malformed("a certificate holds at most one ds:Signature, as the last child of its root");
        }
        if (inSignature == NS.equals(namespace)) {
            throw malformed(inSignature ? "the signature must not carry certificate content"
                    : "unexpected element in the certificate: {" + XmlValues.excerpt(String.valueOf(namespace)) + "}"
                            + XmlValues.excerpt(element.localName()));
        }
        qualifiedName(element.name());
        for (int i = 0; i < element.attributeCount(); i++) {
            qualifiedName(element.attributeName(i));
            String name = element.attributeLocalName(i);
            if (!XmlNames.XMLNS.equals(element.attributeNamespace(i)) && "id".equals(name.toLowerCase(Locale.ROOT))) {
                throw malformed("Id attributes are not allowed");
            }
        }
    }

    private static void qualifiedName(String name) throws VerificationException {
        int colon = name.indexOf(':');
        if (colon == 0 || colon == name.length() - 1 || colon >= 0 && name.indexOf(':', colon + 1) >= 0) {
            throw malformed("a name must be local or prefix:local, not " + XmlValues.excerpt(name));
        }
    }

    private static XmlNode lastChildElement(XmlNode parent) {
        for (XmlNode child = parent.lastChild(); child != null; child = child.previousSibling()) {
            if (child.isElement()) {
                return child;
            }
        }
        return null;
    }
}
