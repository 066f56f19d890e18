package org.etp.ac.xml;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import org.w3c.dom.Attr;
import org.w3c.dom.Document;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

/**
 * What the DOM parser makes of a document, as an {@link XmlTree}, and the comparison of two trees: the template
 * engine learns a shape only when its own reading of the bytes is the DOM parser's.
 */
final class DomTrees {

    private DomTrees() {
    }

    static XmlTree of(Document document) {
        XmlTreeBuilder tree = new XmlTreeBuilder().declaration(document.getXmlVersion(), document.getInputEncoding(),
                document.getXmlEncoding());
        for (Node child = document.getFirstChild(); child != null; child = child.getNextSibling()) {
            add(child, tree);
        }
        return tree.build();
    }

    private static void add(Node node, XmlTreeBuilder tree) {
        switch (node.getNodeType()) {
            case Node.ELEMENT_NODE -> {
                tree.startElement(node.getNamespaceURI(), node.getLocalName(), node.getNodeName());
                NamedNodeMap attributes = node.getAttributes();
                for (int i = 0; i < attributes.getLength(); i++) {
                    Attr attribute = (Attr) attributes.item(i);
                    tree.attribute(attribute.getNamespaceURI(), attribute.getLocalName(), attribute.getName(),
                            attribute.getValue());
                }
                for (Node child = node.getFirstChild(); child != null; child = child.getNextSibling()) {
                    add(child, tree);
                }
                tree.endElement();
            }
            case Node.TEXT_NODE -> tree.text(node.getNodeValue());
            default -> tree.other();
        }
    }

    /** Equal declarations, and equal trees node for node, attributes in any order, empty texts left out. */
    static boolean same(XmlTree a, XmlTree b) {
        DocumentFacts x = a.structure.facts;
        DocumentFacts y = b.structure.facts;
        return Objects.equals(x.xmlVersion(), y.xmlVersion()) && Objects.equals(x.declaredEncoding(), y.declaredEncoding())
                && x.onlyRoot() == y.onlyRoot() && a.root() >= 0 && b.root() >= 0 && sameNode(a, a.root(), b, b.root());
    }

    private static boolean sameNode(XmlTree a, int i, XmlTree b, int j) {
        if (a.structure.kinds[i] != b.structure.kinds[j]) {
            return false;
        }
        if (a.isText(i)) {
            return a.text(i).equals(b.text(j));
        }
        if (!a.isElement(i)) {
            return true;
        }
        if (!Objects.equals(a.namespace(i), b.namespace(j)) || !a.localName(i).equals(b.localName(j))
                || !a.name(i).equals(b.name(j)) || !attributes(a, i).equals(attributes(b, j))) {
            return false;
        }
        int x = next(a, a.firstChild(i));
        int y = next(b, b.firstChild(j));
        while (x >= 0 && y >= 0) {
            if (!sameNode(a, x, b, y)) {
                return false;
            }
            x = next(a, a.nextSibling(x));
            y = next(b, b.nextSibling(y));
        }
        return x < 0 && y < 0;
    }

    /** {@code node} or the first sibling after it that is not an empty text. */
    private static int next(XmlTree tree, int node) {
        while (node >= 0 && tree.isText(node) && tree.text(node).isEmpty()) {
            node = tree.nextSibling(node);
        }
        return node;
    }

    private static List<List<String>> attributes(XmlTree tree, int element) {
        List<List<String>> all = new ArrayList<>();
        for (int k = 0; k < tree.attributeCount(element); k++) {
            all.add(Arrays.asList(tree.attribute(element, k)));
        }
        all.sort(Comparator.comparing(attribute -> attribute.get(2)));
        return all;
    }
}
