package org.etp.ac.xml.template;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import javax.xml.XMLConstants;
import org.etp.ac.xml.XmlTree;
import org.etp.ac.xml.XmlTreeBuilder;

/**
 * The template engine's own reading of a document the DOM engine accepted, with the byte range of every text:
 * a strict tokenizer for the plain subset of XML that ETP senders write — an optional UTF-8 declaration,
 * elements, attributes in either quote, namespace declarations, text. A reference, CDATA, a comment, a
 * processing instruction, a DOCTYPE, a carriage return or a tab or line feed in an attribute makes the shape
 * unlearnable ({@code null}); the learner then also compares the tree made here with the DOM parser's.
 */
final class TemplateScanner {

    /** The tree, and per text node the range of its bytes (-1 for other nodes). */
    record Scan(XmlTree tree, int[] textStart, int[] textEnd) {
    }

    private final ScanCursor in;
    private final XmlTreeBuilder tree = new XmlTreeBuilder();
    private final Deque<String> open = new ArrayDeque<>();
    private final Deque<Map<String, String>> scopes = new ArrayDeque<>();
    private int[] textStart = new int[64];
    private int[] textEnd = new int[64];

    private TemplateScanner(ScanCursor in) {
        this.in = in;
    }

    static Scan scan(byte[] encoded) {
        ParsedText.Declaration declaration = ParsedText.declaration(encoded);
        if (declaration == null) {
            return null;
        }
        TemplateScanner scanner = new TemplateScanner(new ScanCursor(encoded, declaration.end()));
        scanner.tree.declaration(declaration.version(), "UTF-8", declaration.encoding());
        return scanner.document();
    }

    private Scan document() {
        boolean rootSeen = false;
        while (!in.done()) {
            if (open.isEmpty() && ParsedText.isSpace(in.current())) {
                in.skip(1);
            } else if (in.current() != '<') {
                if (open.isEmpty() || !text()) {
                    return null;
                }
            } else if (in.at("</")) {
                if (!endTag()) {
                    return null;
                }
            } else if (open.isEmpty() && rootSeen || !startTag()) {
                return null;
            } else {
                rootSeen = true;
            }
        }
        if (!open.isEmpty() || !rootSeen) {
            return null;
        }
        XmlTree built = tree.build();
        return new Scan(built, Arrays.copyOf(textStart, built.size()), Arrays.copyOf(textEnd, built.size()));
    }

    private boolean startTag() {
        in.skip(1);
        if (!in.done() && (in.current() == '!' || in.current() == '?')) {
            return false;
        }
        String name = in.name();
        if (name == null) {
            return false;
        }
        Map<String, String> scope = new HashMap<>(scopes.isEmpty() ? Map.of("xml", XMLConstants.XML_NS_URI)
                : scopes.peek());
        String[][] attributes = new String[0][];
        while (true) {
            boolean spaced = in.skipSpace();
            if (in.done()) {
                return false;
            }
            if (in.current() == '>' || in.at("/>")) {
                break;
            }
            String attribute = spaced ? in.name() : null;
            String value = attribute == null ? null : in.attributeValue();
            if (value == null) {
                return false;
            }
            attributes = Arrays.copyOf(attributes, attributes.length + 1);
            attributes[attributes.length - 1] = new String[] {attribute, value};
            if (attribute.equals("xmlns") || attribute.startsWith("xmlns:")) {
                if (attribute.startsWith("xmlns:") && value.isEmpty()) {
                    return false;
                }
                scope.put(attribute.equals("xmlns") ? "" : attribute.substring(6), value);
            }
        }
        String namespace = scope.get(ParsedText.prefix(name));
        if (namespace == null && !ParsedText.prefix(name).isEmpty()) {
            return false;
        }
        tree.startElement(namespace, ParsedText.local(name), name);
        for (String[] attribute : attributes) {
            if (!addAttribute(attribute[0], attribute[1], scope)) {
                return false;
            }
        }
        if (in.at("/>")) {
            in.skip(2);
            tree.endElement();
            return true;
        }
        in.skip(1);
        open.push(name);
        scopes.push(scope);
        if (in.at("</")) {
            record(tree.text(""), in.position(), in.position());
        }
        return true;
    }

    private boolean addAttribute(String name, String value, Map<String, String> scope) {
        if (name.equals("xmlns") || name.startsWith("xmlns:")) {
            tree.attribute(XMLConstants.XMLNS_ATTRIBUTE_NS_URI, ParsedText.local(name), name, value);
            return true;
        }
        String prefix = ParsedText.prefix(name);
        String namespace = prefix.isEmpty() ? null : scope.get(prefix);
        if (!prefix.isEmpty() && namespace == null) {
            return false;
        }
        tree.attribute(namespace, ParsedText.local(name), name, value);
        return true;
    }

    private boolean endTag() {
        in.skip(2);
        String name = in.name();
        in.skipSpace();
        if (name == null || open.isEmpty() || !open.peek().equals(name) || in.done() || in.current() != '>') {
            return false;
        }
        in.skip(1);
        open.pop();
        scopes.pop();
        tree.endElement();
        return true;
    }

    private boolean text() {
        int start = in.position();
        in.skipText();
        String text = ParsedText.of(in.bytes(), start, in.position());
        if (text == null) {
            return false;
        }
        record(tree.text(text), start, in.position());
        return true;
    }

    private void record(int node, int start, int end) {
        if (node >= textStart.length) {
            int capacity = Math.max(node + 1, textStart.length * 2);
            textStart = Arrays.copyOf(textStart, capacity);
            textEnd = Arrays.copyOf(textEnd, capacity);
        }
        textStart[node] = start;
        textEnd[node] = end;
    }
}
