package org.etp.ac.xml;

/** A node of an {@link XmlTree} seen as an {@link XmlNode}: a tree and an index, made as the checks walk. */
final class TreeNode implements XmlNode {

    private final XmlTree tree;
    private final int index;

    TreeNode(XmlTree tree, int index) {
        this.tree = tree;
        this.index = index;
    }

    @Override
    public Kind kind() {
        return switch (tree.structure.kinds[index]) {
            case XmlTree.ELEMENT -> Kind.ELEMENT;
            case XmlTree.TEXT -> Kind.TEXT;
            default -> Kind.OTHER;
        };
    }

    @Override
    public XmlNode firstChild() {
        return tree.node(tree.structure.firstChild[index]);
    }

    @Override
    public XmlNode lastChild() {
        return tree.node(tree.structure.lastChild[index]);
    }

    @Override
    public XmlNode nextSibling() {
        return tree.node(tree.structure.nextSibling[index]);
    }

    @Override
    public XmlNode previousSibling() {
        return tree.node(tree.structure.previousSibling[index]);
    }

    @Override
    public String text() {
        return tree.textAt(index);
    }

    @Override
    public String namespace() {
        return tree.structure.namespaces[index];
    }

    @Override
    public String localName() {
        return tree.structure.localNames[index];
    }

    @Override
    public String name() {
        return tree.structure.names[index];
    }

    @Override
    public int attributeCount() {
        return tree.structure.attributeCount[index];
    }

    @Override
    public String attributeNamespace(int i) {
        return tree.attributeAt(index, i)[0];
    }

    @Override
    public String attributeLocalName(int i) {
        return tree.attributeAt(index, i)[1];
    }

    @Override
    public String attributeName(int i) {
        return tree.attributeAt(index, i)[2];
    }

    @Override
    public String attributeValue(int i) {
        return tree.attributeAt(index, i)[3];
    }

    @Override
    public void textRead() {
        tree.markTextRead(index);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TreeNode node && node.tree == tree && node.index == index;
    }

    @Override
    public int hashCode() {
        return index;
    }
}
