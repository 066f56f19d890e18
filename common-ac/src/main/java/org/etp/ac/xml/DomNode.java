package org.etp.ac.xml;

import org.w3c.dom.Attr;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

/** A DOM node seen as an {@link XmlNode}: the DOM engine's view, a thin wrapper made as the checks walk. */
final class DomNode implements XmlNode {

    private final Node node;

    private DomNode(Node node) {
        this.node = node;
    }

    static DomNode of(Node node) {
        return node == null ? null : new DomNode(node);
    }

    /** The DOM element {@code node} views; for Santuario's DOM API, which the signature is handed to. */
    static Element element(XmlNode node) {
        return (Element) ((DomNode) node).node;
    }

    @Override
    public Kind kind() {
        return switch (node.getNodeType()) {
            case Node.ELEMENT_NODE -> Kind.ELEMENT;
            case Node.TEXT_NODE -> Kind.TEXT;
            default -> Kind.OTHER;
        };
    }

    @Override
    public XmlNode firstChild() {
        return of(node.getFirstChild());
    }

    @Override
    public XmlNode lastChild() {
        return of(node.getLastChild());
    }

    @Override
    public XmlNode nextSibling() {
        return of(node.getNextSibling());
    }

    @Override
    public XmlNode previousSibling() {
        return of(node.getPreviousSibling());
    }

    @Override
    public String text() {
        return node.getNodeValue();
    }

    @Override
    public String namespace() {
        return node.getNamespaceURI();
    }

    @Override
    public String localName() {
        return node.getLocalName();
    }

    @Override
    public String name() {
        return node.getNodeName();
    }

    @Override
    public int attributeCount() {
        NamedNodeMap attributes = node.getAttributes();
        return attributes == null ? 0 : attributes.getLength();
    }

    private Attr attributeAt(int i) {
        return (Attr) node.getAttributes().item(i);
    }

    @Override
    public String attributeNamespace(int i) {
        return attributeAt(i).getNamespaceURI();
    }

    @Override
    public String attributeLocalName(int i) {
        Attr attribute = attributeAt(i);
        return attribute.getLocalName() == null ? attribute.getName() : attribute.getLocalName();
    }

    @Override
    public String attributeName(int i) {
        return attributeAt(i).getName();
    }

    @Override
    public String attributeValue(int i) {
        return attributeAt(i).getValue();
    }

    @Override
    public String attribute(String name) {
        Element element = (Element) node;
        return element.hasAttributeNS(null, name) ? element.getAttributeNS(null, name) : null;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof DomNode dom && dom.node == node;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(node);
    }
}
