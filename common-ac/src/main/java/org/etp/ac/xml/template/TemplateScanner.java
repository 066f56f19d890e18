package org.etp.ac.xml.template;

import java.nio.charset.StandardCharsets;
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
            if (open.isEmpty() && isSpace(in[pos])) {
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
        String version = "1.0";
        String encoding = null;
        if (at("<?xml") && pos + 5 < in.length && isSpace(in[pos + 5])) {
            int end = indexOf("?>", pos);
            if (end < 0) {
                return false;
            }
            String text = Utf8Text.decode(in, pos + 5, end);
            if (text == null) {
                return false;
            }
            Map<String, String> pseudo = new HashMap<>();
            for (String part : text.trim().split("\\s+")) {
                String[] pair = part.split("=", 2);
                if (pair.length != 2 || pair[1].length() < 2 || pair[1].charAt(0) != pair[1].charAt(pair[1].length() - 1)) {
                    return false;
                }
                pseudo.put(pair[0], pair[1].substring(1, pair[1].length() - 1));
            }
            version = pseudo.remove("version");
            encoding = pseudo.remove("encoding");
            pseudo.remove("standalone");
            if (version == null || !pseudo.isEmpty() || encoding != null && !"UTF-8".equalsIgnoreCase(encoding)) {
                return false;
            }
            pos = end + 2;
        }
        tree.declaration(version, "UTF-8", encoding);
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
        String namespace = scope.get(prefix(name));
        if (namespace == null && !prefix(name).isEmpty()) {
            return false;
        }
        tree.startElement(namespace, local(name), name);
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
            tree.attribute(XMLConstants.XMLNS_ATTRIBUTE_NS_URI, local(name), name, value);
            return true;
        }
        String prefix = prefix(name);
        String namespace = prefix.isEmpty() ? null : scope.get(prefix);
        if (!prefix.isEmpty() && namespace == null) {
            return false;
        }
        tree.attribute(namespace, local(name), name, value);
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
        String text = parsedText(start, pos);
        if (text == null) {
            return false;
        }
        record(tree.text(text), start, pos);
        return true;
    }

    /**
     * Text as a parser reads it: references replaced, line ends normalised. Constant text may hold either (a
     * template compares it byte for byte); a value that does cannot be matched later, and the learner finds out.
     */
    private String parsedText(int from, int to) {
        StringBuilder text = new StringBuilder(to - from);
        int plain = from;
        for (int i = from; i < to; i++) {
            if (in[i] != '&' && in[i] != '\r') {
                continue;
            }
            String before = Utf8Text.decode(in, plain, i);
            if (before == null) {
                return null;
            }
            text.append(before);
            if (in[i] == '\r') {
                if (i + 1 >= to || in[i + 1] != '\n') {
                    text.append('\n');
                }
                plain = i + 1;
                continue;
            }
            int end = i + 1;
            while (end < to && end - i < 12 && in[end] != ';') {
                end++;
            }
            String replaced = end < to ? reference(new String(in, i + 1, end - i - 1, StandardCharsets.ISO_8859_1)) : null;
            if (replaced == null) {
                return null;
            }
            text.append(replaced);
            plain = end + 1;
            i = end;
        }
        String rest = Utf8Text.decode(in, plain, to);
        return rest == null ? null : text.append(rest).toString();
    }

    /** The characters a character reference or predefined entity stands for, or null. */
    private static String reference(String name) {
        switch (name) {
            case "amp":
                return "&";
            case "lt":
                return "<";
            case "gt":
                return ">";
            case "quot":
                return "\"";
            case "apos":
                return "'";
            default:
                break;
        }
        try {
            int c = name.startsWith("#x") ? Integer.parseInt(name.substring(2), 16)
                    : name.startsWith("#") ? Integer.parseInt(name.substring(1)) : -1;
            return c < 0 || !Character.isValidCodePoint(c) ? null : Character.toString(c);
        } catch (NumberFormatException e) {
            return null;
        }
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
        while (pos < in.length && !isSpace(in[pos]) && in[pos] != '>' && in[pos] != '/' && in[pos] != '='
                && in[pos] != '<' && in[pos] != '"' && in[pos] != '\'' && in[pos] != '&') {
            pos++;
        }
        return pos == start ? null : Utf8Text.decode(in, start, pos);
    }

    private boolean skipSpace() {
        int start = pos;
        while (pos < in.length && isSpace(in[pos])) {
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

    private int indexOf(String literal, int from) {
        for (int i = from; i + literal.length() <= in.length; i++) {
            int saved = pos;
            pos = i;
            boolean found = at(literal);
            pos = saved;
            if (found) {
                return i;
            }
        }
        return -1;
    }

    private static String prefix(String name) {
        int colon = name.indexOf(':');
        return colon < 0 ? "" : name.substring(0, colon);
    }

    private static String local(String name) {
        return name.substring(name.indexOf(':') + 1);
    }

    private static boolean isSpace(byte b) {
        return b == ' ' || b == '\t' || b == '\n' || b == '\r';
    }
}
