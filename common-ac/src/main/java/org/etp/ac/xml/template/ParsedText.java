package org.etp.ac.xml.template;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Text and the XML declaration as a parser reads them, for {@link TemplateScanner}: references replaced, line
 * ends normalised, the declaration's pseudo-attributes taken apart. Anything unusual gives {@code null}, and the
 * shape is not learned.
 */
final class ParsedText {

    /** What an XML declaration said, and where it ends. */
    record Declaration(String version, String encoding, int end) {
    }

    private ParsedText() {
    }

    /** The declaration at the start of {@code in} (version 1.0, no encoding and end 0 without one), or null. */
    static Declaration declaration(byte[] in) {
        byte[] open = "<?xml".getBytes(StandardCharsets.US_ASCII);
        if (in.length < 7 || !Arrays.equals(in, 0, 5, open, 0, 5) || !isSpace(in[5])) {
            return new Declaration("1.0", null, 0);
        }
        int end = 5;
        while (end + 1 < in.length && !(in[end] == '?' && in[end + 1] == '>')) {
            end++;
        }
        String text = end + 1 < in.length ? Utf8Text.decode(in, 5, end) : null;
        if (text == null) {
            return null;
        }
        Map<String, String> pseudo = new HashMap<>();
        for (String part : text.trim().split("\\s+")) {
            String[] pair = part.split("=", 2);
            if (pair.length != 2 || pair[1].length() < 2 || pair[1].charAt(0) != pair[1].charAt(pair[1].length() - 1)) {
                return null;
            }
            pseudo.put(pair[0], pair[1].substring(1, pair[1].length() - 1));
        }
        String version = pseudo.remove("version");
        String encoding = pseudo.remove("encoding");
        pseudo.remove("standalone");
        if (version == null || !pseudo.isEmpty() || encoding != null && !"UTF-8".equalsIgnoreCase(encoding)) {
            return null;
        }
        return new Declaration(version, encoding, end + 2);
    }

    /**
     * Text as a parser reads it: references replaced, line ends normalised. Constant text may hold either (a
     * template compares it byte for byte); a value that does cannot be matched later, and the learner finds out.
     */
    static String of(byte[] in, int from, int to) {
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

    /** The prefix of a qualified name, empty for none. */
    static String prefix(String name) {
        int colon = name.indexOf(':');
        return colon < 0 ? "" : name.substring(0, colon);
    }

    static String local(String name) {
        return name.substring(name.indexOf(':') + 1);
    }

    static boolean isSpace(byte b) {
        return b == ' ' || b == '\t' || b == '\n' || b == '\r';
    }
}
