package org.etp.ac.xml;

import java.util.Arrays;

/** Everything of an {@link XmlTree} but its texts, as {@link XmlTreeBuilder} left it; shared, never changed. */
final class TreeStructure {

    final byte[] kinds;
    final int[] firstChild;
    final int[] lastChild;
    final int[] nextSibling;
    final int[] previousSibling;
    final String[] namespaces;
    final String[] localNames;
    final String[] names;
    final int[] attributeStart;
    final int[] attributeCount;
    /** Per attribute: namespace URI (or null), local name, qualified name, value. */
    final String[][] attributes;
    final DocumentFacts facts;
    final int root;

    TreeStructure(XmlTreeBuilder builder, int size) {
        kinds = Arrays.copyOf(builder.kinds, size);
        firstChild = Arrays.copyOf(builder.firstChild, size);
        lastChild = Arrays.copyOf(builder.lastChild, size);
        nextSibling = Arrays.copyOf(builder.nextSibling, size);
        previousSibling = Arrays.copyOf(builder.previousSibling, size);
        namespaces = Arrays.copyOf(builder.namespaces, size);
        localNames = Arrays.copyOf(builder.localNames, size);
        names = Arrays.copyOf(builder.names, size);
        attributeStart = Arrays.copyOf(builder.attributeStart, size);
        attributeCount = Arrays.copyOf(builder.attributeCount, size);
        attributes = builder.attributes.toArray(new String[0][]);
        facts = builder.facts();
        root = builder.root;
    }
}
