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

    private final byte[] in;
    private final XmlTreeBuilder tree = new XmlTreeBuilder();
    private final Deque<String> open = new ArrayDeque<>();
    private final Deque<Map<String, String>> scopes = new ArrayDeque<>();
    private int[] textStart = new int[64];
    private int[] textEnd = new int[64];
    private int pos;

    private TemplateScanner(byte[] in) {
        this.in = in;
    }

    static Scan scan(byte[] encoded) {
        return new TemplateScanner(encoded).document();
    }

    private Scan document() {
        if (!declaration()) {
            return null;
        }
        boolean rootSeen = false;
        while (pos < in.length) {
            if (open.isEmpty() && ParsedText.isSpace(in[pos])) {
                pos++;
            } else if (in[pos] != '<') {
                if (open.isEmpty() || !text()) {
                    return null;
                }
            } else if (at("</")) {
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

    private boolean declaration() {
        ParsedText.Declaration declaration = ParsedText.declaration(in);
        if (declaration == null) {
            return false;
        }
        tree.declaration(declaration.version(), "UTF-8", declaration.encoding());
        pos = declaration.end();
        return true;
    }

    private boolean startTag() {
        pos++;
        if (pos < in.length && (in[pos] == '!' || in[pos] == '?')) {
            return false;
        }
        String name = name();
        if (name == null) {
            return false;
        }
        Map<String, String> scope = new HashMap<>(scopes.isEmpty() ? Map.of("xml", XMLConstants.XML_NS_URI) : scopes.peek());
        String[][] attributes = new String[0][];
        while (true) {
            boolean spaced = skipSpace();
            if (pos >= in.length) {
                return false;
            }
            if (in[pos] == '>' || at("/>")) {
                break;
            }
            String attribute = spaced ? name() : null;
            String value = attribute == null ? null : attributeValue();
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
        if (at("/>")) {
            pos += 2;
            tree.endElement();
            return true;
        }
        pos++;
        open.push(name);
        scopes.push(scope);
        if (at("</")) {
            record(tree.text(""), pos, pos);
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
        pos += 2;
        String name = name();
        skipSpace();
        if (name == null || open.isEmpty() || !open.peek().equals(name) || pos >= in.length || in[pos] != '>') {
            return false;
        }
        pos++;
        open.pop();
        scopes.pop();
        tree.endElement();
        return true;
    }

    private boolean text() {
        int start = pos;
        while (pos < in.length && in[pos] != '<') {
            pos++;
        }
        String text = ParsedText.of(in, start, pos);
        if (text == null) {
            return false;
        }
        record(tree.text(text), start, pos);
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

    private String attributeValue() {
        skipSpace();
        if (pos >= in.length || in[pos] != '=') {
            return null;
        }
        pos++;
        skipSpace();
        if (pos >= in.length || in[pos] != '"' && in[pos] != '\'') {
            return null;
        }
        byte quote = in[pos++];
        int start = pos;
        while (pos < in.length && in[pos] != quote) {
            if (in[pos] == '\t' || in[pos] == '\n' || in[pos] == '\r' || in[pos] == '>') {
                return null;
            }
            pos++;
        }
        if (pos >= in.length) {
            return null;
        }
        return Utf8Text.decode(in, start, pos++);
    }

    private String name() {
        int start = pos;
        while (pos < in.length && !ParsedText.isSpace(in[pos]) && in[pos] != '>' && in[pos] != '/' && in[pos] != '='
                && in[pos] != '<' && in[pos] != '"' && in[pos] != '\'' && in[pos] != '&') {
            pos++;
        }
        return pos == start ? null : Utf8Text.decode(in, start, pos);
    }

    private boolean skipSpace() {
        int start = pos;
        while (pos < in.length && ParsedText.isSpace(in[pos])) {
            pos++;
        }
        return pos > start;
    }

    private boolean at(String literal) {
        if (pos + literal.length() > in.length) {
            return false;
        }
        for (int i = 0; i < literal.length(); i++) {
            if (in[pos + i] != literal.charAt(i)) {
                return false;
            }
        }
        return true;
    }
}
