package org.etp.ac.xml;

/**
 * The escapes of Canonical XML 1.0 (section 2.3 for text, 2.2 for attribute values): the codec writes its
 * documents with them, so that the receiver's parser gives back exactly the characters that were signed, and the
 * template engine writes the canonical form of a learned shape with them.
 */
public final class CanonicalEscapes {

    private CanonicalEscapes() {
    }

    public static void escape(String text, boolean attribute, StringBuilder out) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append(attribute ? ">" : "&gt;");
                case '"' -> out.append(attribute ? "&quot;" : "\"");
                case '\r' -> out.append("&#xD;");
                case '\n' -> out.append(attribute ? "&#xA;" : "\n");
                case '\t' -> out.append(attribute ? "&#x9;" : "\t");
                default -> out.append(c);
            }
        }
    }

    public static String escape(String text, boolean attribute) {
        StringBuilder out = new StringBuilder(text.length() + 8);
        escape(text, attribute, out);
        return out.toString();
    }
}
