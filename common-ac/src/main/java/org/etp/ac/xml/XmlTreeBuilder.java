package org.etp.ac.xml;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Builds an {@link XmlTree} from the events of a parse, in document order: an element's attributes right after
 * its start, adjacent texts merged into one text node (as a DOM parser does). Nodes outside the root other than
 * whitespace make {@link DocumentFacts#onlyRoot()} false. Not thread-safe; one builder per document.
 */
public final class XmlTreeBuilder {

    byte[] kinds = new byte[64];
    int[] firstChild = new int[64];
    int[] lastChild = new int[64];
    int[] nextSibling = new int[64];
    int[] previousSibling = new int[64];
    String[] namespaces = new String[64];
    String[] localNames = new String[64];
    String[] names = new String[64];
    int[] attributeStart = new int[64];
    int[] attributeCount = new int[64];
    final List<String[]> attributes = new ArrayList<>();
    private String[] texts = new String[64];
    int root = -1;

    private int size;
    private int[] open = new int[16];
    private int depth;
    private boolean onlyRoot = true;
    private String xmlVersion = "1.0";
    private String inputEncoding;
    private String declaredEncoding;

    /** What the XML declaration said (version {@code 1.0} and no encoding without one) and how the bytes were read. */
    public XmlTreeBuilder declaration(String version, String inputEncoding, String declaredEncoding) {
        this.xmlVersion = version == null ? "1.0" : version;
        this.inputEncoding = inputEncoding;
        this.declaredEncoding = declaredEncoding;
        return this;
    }

    /** Opens an element; returns its node. */
    public int startElement(String namespace, String localName, String name) {
        if (depth == 0 && root >= 0) {
            onlyRoot = false;
        }
        int node = add(XmlTree.ELEMENT);
        namespaces[node] = namespace == null || namespace.isEmpty() ? null : namespace;
        localNames[node] = localName;
        names[node] = name;
        attributeStart[node] = attributes.size();
        if (depth == 0 && root < 0) {
            root = node;
        }
        if (depth == open.length) {
            open = Arrays.copyOf(open, depth * 2);
        }
        open[depth++] = node;
        return node;
    }

    /** An attribute of the element just opened; namespace declarations have {@link XmlNames#XMLNS}. */
    public void attribute(String namespace, String localName, String name, String value) {
        int element = open[depth - 1];
        attributes.add(new String[] {namespace == null || namespace.isEmpty() ? null : namespace, localName, name,
            value});
        attributeCount[element]++;
    }

    public void endElement() {
        depth--;
    }

    /** Text; joins the text node just before it, if any. Returns the text node, or -1 for text outside the root. */
    public int text(String text) {
        if (depth == 0) {
            if (!XmlValues.isWhitespace(text)) {
                onlyRoot = false;
            }
            return -1;
        }
        int last = lastChild[open[depth - 1]];
        if (last >= 0 && kinds[last] == XmlTree.TEXT) {
            texts[last] = texts[last] + text;
            return last;
        }
        int node = add(XmlTree.TEXT);
        texts[node] = text;
        return node;
    }

    /** A comment, processing instruction, CDATA section or entity reference: kept only to be refused. */
    public void other() {
        if (depth == 0) {
            onlyRoot = false;
            return;
        }
        add(XmlTree.OTHER);
    }

    public XmlTree build() {
        return new XmlTree(new TreeStructure(this, size), Arrays.copyOf(texts, size), null);
    }

    DocumentFacts facts() {
        return new DocumentFacts(xmlVersion, inputEncoding, declaredEncoding, null, onlyRoot && root >= 0);
    }

    private int add(byte kind) {
        if (size == kinds.length) {
            grow();
        }
        int node = size++;
        kinds[node] = kind;
        firstChild[node] = -1;
        lastChild[node] = -1;
        nextSibling[node] = -1;
        previousSibling[node] = -1;
        if (depth > 0) {
            int parent = open[depth - 1];
            int last = lastChild[parent];
            if (last < 0) {
                firstChild[parent] = node;
            } else {
                nextSibling[last] = node;
                previousSibling[node] = last;
            }
            lastChild[parent] = node;
        }
        return node;
    }

    private void grow() {
        int capacity = kinds.length * 2;
        kinds = Arrays.copyOf(kinds, capacity);
        firstChild = Arrays.copyOf(firstChild, capacity);
        lastChild = Arrays.copyOf(lastChild, capacity);
        nextSibling = Arrays.copyOf(nextSibling, capacity);
        previousSibling = Arrays.copyOf(previousSibling, capacity);
        namespaces = Arrays.copyOf(namespaces, capacity);
        localNames = Arrays.copyOf(localNames, capacity);
        names = Arrays.copyOf(names, capacity);
        attributeStart = Arrays.copyOf(attributeStart, capacity);
        attributeCount = Arrays.copyOf(attributeCount, capacity);
        texts = Arrays.copyOf(texts, capacity);
    }
}
