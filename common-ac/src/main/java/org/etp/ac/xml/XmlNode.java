package org.etp.ac.xml;

/**
 * One node of a received document as the checks and the reader see it, whichever parser made it: a DOM
 * ({@link DomNode}) or the compact tree the streaming and template engines build ({@link XmlTree}). Only
 * what the rules of the XML form look at is here: the kind, the names, the attributes, the text and the
 * place in the tree. Two views of the same node are {@link Object#equals equal}.
 */
interface XmlNode {

    /** What a node is; everything that is neither an element nor text is refused wherever it occurs. */
    enum Kind {
        ELEMENT, TEXT, OTHER
    }

    Kind kind();

    XmlNode firstChild();

    XmlNode lastChild();

    XmlNode nextSibling();

    XmlNode previousSibling();

    /** The characters of a text node. */
    String text();

    /** The namespace URI of an element, or {@code null}. */
    String namespace();

    String localName();

    /** The qualified name of an element, as written. */
    String name();

    int attributeCount();

    /** The namespace URI of attribute {@code i}, or {@code null}; namespace declarations have {@link XmlNames#XMLNS}. */
    String attributeNamespace(int i);

    String attributeLocalName(int i);

    /** The qualified name of attribute {@code i}, as written. */
    String attributeName(int i);

    String attributeValue(int i);

    /** Called when the reader or a check takes this element's text as a value; the template engine listens. */
    default void textRead() {
    }

    default boolean isElement() {
        return kind() == Kind.ELEMENT;
    }

    /** The value of the unqualified attribute {@code name}, or {@code null} when there is none. */
    default String attribute(String name) {
        for (int i = 0; i < attributeCount(); i++) {
            if (attributeNamespace(i) == null && name.equals(attributeLocalName(i))) {
                return attributeValue(i);
            }
        }
        return null;
    }
}
