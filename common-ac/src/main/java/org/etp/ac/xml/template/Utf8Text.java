package org.etp.ac.xml.template;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Character data taken from the bytes without a parser, accepted only when a parser would read the very same
 * characters from them: strict UTF-8 (no overlong forms, no encoded surrogates), XML 1.0 characters only, and
 * none of what a parser would change or refuse — no {@code &} (a reference), no {@code <}, no carriage return
 * (line ends are normalised), no {@code ]]>}. Anything else gives {@code null}, and the caller falls back.
 */
final class Utf8Text {

    private Utf8Text() {
    }

    /** The characters of {@code bytes[from, to)}, or {@code null} when only a parser could say what they are. */
    static String decode(byte[] bytes, int from, int to) {
        boolean ascii = true;
        for (int i = from; i < to; i++) {
            int b = bytes[i];
            if (b < 0) {
                ascii = false;
            } else if (b < 0x20 && b != '\t' && b != '\n' || b == '&' || b == '<') {
                return null;
            } else if (b == '>' && i - from >= 2 && bytes[i - 1] == ']' && bytes[i - 2] == ']') {
                return null;
            }
        }
        if (ascii) {
            return new String(bytes, from, to - from, StandardCharsets.ISO_8859_1);
        }
        String text = strictUtf8(bytes, from, to);
        return text != null && xmlCharacters(text) ? text : null;
    }

    private static String strictUtf8(byte[] bytes, int from, int to) {
        try {
            CharBuffer chars = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes, from, to - from));
            return chars.toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    /** XML 1.0 {@code Char}, less the carriage return; the ASCII controls were refused already. */
    private static boolean xmlCharacters(String text) {
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            if (c >= 0xD800 && c <= 0xDFFF || c == 0xFFFE || c == 0xFFFF) {
                return false;
            }
            i += Character.charCount(c);
        }
        return true;
    }
}
