package org.etp.ac.xml;

import java.util.BitSet;
import org.etp.ac.rejection.VerificationException;

/**
 * A received document as a compact, immutable tree: what the streaming and template engines build instead of
 * a DOM. Nodes are numbered in document order; elements carry their names and attributes, text nodes their
 * characters, and every other kind of node (comment, processing instruction, CDATA, entity reference) is kept
 * as such so that {@link XmlDocumentCheck} refuses it as it refuses it in a DOM. Build one with
 * {@link XmlTreeBuilder}; check it with {@link CheckedDocument#check(XmlTree)}.
 *
 * <p>The template engine reuses one tree's structure for many messages: {@link #withTexts} makes a tree that
 * differs only in some texts, sharing everything else.
 */
public final class XmlTree {

    static final byte ELEMENT = 1;
    static final byte TEXT = 2;
    static final byte OTHER = 3;

    final TreeStructure structure;
    private final String[] texts;
    private final BitSet textsRead;

    XmlTree(TreeStructure structure, String[] texts, BitSet textsRead) {
        this.structure = structure;
        this.texts = texts;
        this.textsRead = textsRead;
    }

    /** What the DOM engine's hardened parser makes of {@code encoded}, as a tree. */
    public static XmlTree parse(byte[] encoded) throws VerificationException {
        return parse(encoded, XmlLimits.MAX_BYTES);
    }

    /** As {@link #parse(byte[])}, up to {@code maxBytes}: beyond {@link XmlLimits#MAX_BYTES} for measurement only. */
    public static XmlTree parse(byte[] encoded, int maxBytes) throws VerificationException {
        return DomTrees.of(SecureXmlParser.parse(encoded, maxBytes));
    }

    /**
     * Whether {@code other} is this tree: the same declaration, the same nodes in the same places, the same
     * names, attributes (in any order) and texts; empty texts count as none, as in a DOM.
     */
    public boolean sameContent(XmlTree other) {
        return DomTrees.same(this, other);
    }

    /**
     * Whether a namespace declaration that Santuario's DOM canonicaliser meets names a relative URI (not empty, no
     * scheme): it refuses such a document, used or not, when it checks the signature. It meets the declarations of
     * the document outside the Signature element (the Reference's canonical form) and of SignedInfo and below; the
     * streaming engine, whose canonicaliser lets them pass, refuses the same documents.
     */
    public boolean declaresRelativeNamespace() {
        return root() >= 0 && relativeNamespace(root());
    }

    private boolean relativeNamespace(int element) {
        boolean signature = XmlNames.DS.equals(namespace(element)) && XmlNames.SIGNATURE.equals(localName(element));
        for (int i = 0; i < attributeCount(element) && !signature; i++) {
            String[] attribute = attributeAt(element, i);
            if (XmlNames.XMLNS.equals(attribute[0]) && !attribute[3].isEmpty() && attribute[3].indexOf(':') <= 0) {
                return true;
            }
        }
        for (int child = firstChild(element); child >= 0; child = nextSibling(child)) {
            boolean canonicalised = !signature || XmlNames.DS.equals(namespace(child))
                    && XmlNames.SIGNED_INFO.equals(localName(child));
            if (isElement(child) && canonicalised && relativeNamespace(child)) {
                return true;
            }
        }
        return false;
    }

    /** A tree like this one whose text nodes {@code nodes[i]} hold {@code values[i]}. */
    public XmlTree withTexts(int[] nodes, String[] values) {
        String[] changed = texts.clone();
        for (int i = 0; i < nodes.length; i++) {
            if (structure.kinds[nodes[i]] != TEXT) {
                throw new IllegalArgumentException("node " + nodes[i] + " is not a text node");
            }
            changed[nodes[i]] = values[i];
        }
        return new XmlTree(structure, changed, null);
    }

    /** A copy that records which elements the checks and the reader take a text value from ({@link #textRead}). */
    public XmlTree recordingTextReads() {
        return new XmlTree(structure, texts, new BitSet());
    }

    /** Whether the checks or the reader took element {@code node}'s text as a value; only on a recording copy. */
    public boolean textRead(int node) {
        return textsRead != null && textsRead.get(node);
    }

    public int size() {
        return structure.kinds.length;
    }

    /** The root element, or -1. */
    public int root() {
        return structure.root;
    }

    public boolean isElement(int node) {
        return structure.kinds[node] == ELEMENT;
    }

    public boolean isText(int node) {
        return structure.kinds[node] == TEXT;
    }

    /** The first child of {@code node}, or -1; likewise the others. */
    public int firstChild(int node) {
        return structure.firstChild[node];
    }

    public int nextSibling(int node) {
        return structure.nextSibling[node];
    }

    public String text(int node) {
        return texts[node];
    }

    public String namespace(int node) {
        return structure.namespaces[node];
    }

    public String localName(int node) {
        return structure.localNames[node];
    }

    /** The qualified name as written, prefix and all. */
    public String name(int node) {
        return structure.names[node];
    }

    public int attributeCount(int node) {
        return structure.attributeCount[node];
    }

    /** Attribute {@code i} of {@code node}: namespace URI (or null), local name, qualified name and value. */
    public String[] attribute(int node, int i) {
        return structure.attributes[structure.attributeStart[node] + i].clone();
    }

    DocumentFacts facts() {
        DocumentFacts facts = structure.facts;
        return new DocumentFacts(facts.xmlVersion(), facts.inputEncoding(), facts.declaredEncoding(), node(root()),
                facts.onlyRoot());
    }

    XmlNode node(int index) {
        return index < 0 ? null : new TreeNode(this, index);
    }

    String textAt(int node) {
        return texts[node];
    }

    String[] attributeAt(int node, int i) {
        return structure.attributes[structure.attributeStart[node] + i];
    }

    void markTextRead(int node) {
        if (textsRead != null) {
            textsRead.set(node);
        }
    }
}
