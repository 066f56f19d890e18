package org.etp.ac.xml.template;

/**
 * Where {@link TemplateScanner} is in a document's bytes, and the lexical pieces it reads there: literals, white
 * space, names, quoted attribute values, runs of text. A piece outside the plain subset of XML the scanner learns
 * from reads as {@code null}; the scan then ends, so the position after it does not matter.
 */
final class ScanCursor {

    private final byte[] in;
    private int pos;

    ScanCursor(byte[] in, int pos) {
        this.in = in;
        this.pos = pos;
    }

    byte[] bytes() {
        return in;
    }

    int position() {
        return pos;
    }

    boolean done() {
        return pos >= in.length;
    }

    /** The byte here; only when not {@link #done()}. */
    byte current() {
        return in[pos];
    }

    void skip(int bytes) {
        pos += bytes;
    }

    boolean at(String literal) {
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

    /** Skips white space; says whether there was any. */
    boolean skipSpace() {
        int start = pos;
        while (pos < in.length && ParsedText.isSpace(in[pos])) {
            pos++;
        }
        return pos > start;
    }

    /** Moves to the next {@code <} or the end. */
    void skipText() {
        while (pos < in.length && in[pos] != '<') {
            pos++;
        }
    }

    String name() {
        int start = pos;
        while (pos < in.length && !ParsedText.isSpace(in[pos]) && in[pos] != '>' && in[pos] != '/' && in[pos] != '='
                && in[pos] != '<' && in[pos] != '"' && in[pos] != '\'' && in[pos] != '&') {
            pos++;
        }
        return pos == start ? null : Utf8Text.decode(in, start, pos);
    }

    /** {@code = "value"} or {@code = 'value'}, with no reference and nothing attribute normalisation changes. */
    String attributeValue() {
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
}
