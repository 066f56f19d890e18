package org.etp.ac.xml;

import org.w3c.dom.Document;

/**
 * What {@link XmlDocumentCheck} needs to know of a received document besides its root's tree.
 *
 * @param xmlVersion       the version the XML declaration names, {@code 1.0} without one
 * @param inputEncoding    the encoding the parser read the bytes in
 * @param declaredEncoding the encoding the XML declaration names, or {@code null}
 * @param root             the root element, or {@code null}
 * @param onlyRoot         whether the document holds nothing but its root (no comment or PI around it)
 */
record DocumentFacts(String xmlVersion, String inputEncoding, String declaredEncoding, XmlNode root,
        boolean onlyRoot) {

    static DocumentFacts of(Document document) {
        var root = document.getDocumentElement();
        boolean onlyRoot = root != null && document.getFirstChild() == root && root.getNextSibling() == null;
        return new DocumentFacts(document.getXmlVersion(), document.getInputEncoding(), document.getXmlEncoding(),
                DomNode.of(root), onlyRoot);
    }
}
