package org.etp.ac.xml.template;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import javax.xml.XMLConstants;
import org.etp.ac.xml.CanonicalEscapes;
import org.etp.ac.xml.XmlTree;

/**
 * Exclusive XML Canonicalization 1.0 (without comments, no InclusiveNamespaces) of an element of a learned tree,
 * written as a {@link CanonicalTemplate}: a namespace declaration is written where its prefix is visibly used and
 * no output ancestor wrote the same one, declarations sorted by prefix (the default first), then attributes sorted
 * by namespace URI and local name, every element as a start and an end tag, text and attribute values escaped as
 * the recommendation says. Texts that are values become slots. Only what a learned shape can hold is supported;
 * the learner checks the result against the digest and signature of the document it learned from.
 */
final class CanonicalWriter {

    private final XmlTree tree;
    private final int[] slotOfNode;
    private final int skip;
    private final CanonicalTemplate.Builder out = new CanonicalTemplate.Builder();

    private CanonicalWriter(XmlTree tree, int[] slotOfNode, int skip) {
        this.tree = tree;
        this.slotOfNode = slotOfNode;
        this.skip = skip;
    }

    /** The canonical form of {@code element}'s subtree leaving out {@code skip}'s (-1 for none). */
    static CanonicalTemplate write(XmlTree tree, int[] slotOfNode, int element, int skip) {
        CanonicalWriter writer = new CanonicalWriter(tree, slotOfNode, skip);
        writer.element(element, Map.of());
        return writer.out.build();
    }

    private void element(int element, Map<String, String> rendered) {
        String name = tree.name(element);
        Map<String, String> declared = new TreeMap<>();
        Map<String, String> inScope = new HashMap<>(rendered);
        utilise(prefix(name), Objects.toString(tree.namespace(element), ""), rendered, declared);
        List<String[]> attributes = new ArrayList<>();
        for (int i = 0; i < tree.attributeCount(element); i++) {
            String[] attribute = tree.attribute(element, i);
            if (XMLConstants.XMLNS_ATTRIBUTE_NS_URI.equals(attribute[0])) {
                continue;
            }
            if (attribute[0] != null && !XMLConstants.XML_NS_URI.equals(attribute[0])) {
                utilise(prefix(attribute[2]), attribute[0], rendered, declared);
            }
            attributes.add(attribute);
        }
        attributes.sort(Comparator.<String[], String>comparing(a -> Objects.toString(a[0], ""))
                .thenComparing(a -> a[1]));
        text("<" + name);
        for (Map.Entry<String, String> declaration : declared.entrySet()) {
            String prefix = declaration.getKey();
            text(prefix.isEmpty() ? " xmlns=\"" : " xmlns:" + prefix + "=\"");
            text(CanonicalEscapes.escape(declaration.getValue(), true) + "\"");
            inScope.put(prefix, declaration.getValue());
        }
        for (String[] attribute : attributes) {
            text(" " + attribute[2] + "=\"" + CanonicalEscapes.escape(attribute[3], true) + "\"");
        }
        text(">");
        for (int child = tree.firstChild(element); child >= 0; child = tree.nextSibling(child)) {
            if (child == skip) {
                continue;
            }
            if (tree.isElement(child)) {
                element(child, inScope);
            } else if (slotOfNode[child] >= 0) {
                out.slot(slotOfNode[child]);
            } else {
                text(CanonicalEscapes.escape(tree.text(child), false));
            }
        }
        text("</" + name + ">");
    }

    /** Declares {@code prefix} here unless the nearest output ancestor declared it with the same URI. */
    private static void utilise(String prefix, String uri, Map<String, String> rendered, Map<String, String> declared) {
        String before = rendered.get(prefix);
        boolean same = before == null ? prefix.isEmpty() && uri.isEmpty() : before.equals(uri);
        if (!same) {
            declared.put(prefix, uri);
        }
    }

    private void text(String text) {
        out.append(text.getBytes(StandardCharsets.UTF_8));
    }

    private static String prefix(String name) {
        int colon = name.indexOf(':');
        return colon < 0 ? "" : name.substring(0, colon);
    }
}
