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

    /**
     * The characters of a base64 value outside every canonical form (the SignatureValue): as {@link #decode}, but
     * the references to whitespace that serializers write into line-broken base64 ({@code &#13;} and the like)
     * are read as the characters they stand for. Base64 decoding leaves whitespace out either way.
     */
    static String decodeBase64(byte[] bytes, int from, int to) {
        StringBuilder text = null;
        int plain = from;
        for (int i = from; i < to; i++) {
            if (bytes[i] == '&') {
                int end = i + 1;
                while (end < to && end - i < 8 && bytes[end] != ';') {
                    end++;
                }
                char c = end < to ? whitespaceReference(new String(bytes, i, end - i + 1, StandardCharsets.ISO_8859_1)) : 0;
                if (c == 0) {
                    return null;
                }
                text = text == null ? new StringBuilder(to - from) : text;
                text.append(new String(bytes, plain, i - plain, StandardCharsets.ISO_8859_1)).append(c);
                plain = end + 1;
                i = end;
            } else if (!isBase64OrSpace(bytes[i])) {
                return null;
            }
        }
        return text == null ? new String(bytes, from, to - from, StandardCharsets.ISO_8859_1)
                : text.append(new String(bytes, plain, to - plain, StandardCharsets.ISO_8859_1)).toString();
    }

    /** The whitespace character a reference stands for, or 0. */
    static char whitespaceReference(String reference) {
        return switch (reference) {
            case "&#13;", "&#xD;", "&#xd;" -> '\r';
            case "&#10;", "&#xA;", "&#xa;" -> '\n';
            case "&#9;", "&#x9;" -> '\t';
            case "&#32;", "&#x20;" -> ' ';
            default -> 0;
        };
    }

    private static boolean isBase64OrSpace(byte b) {
        return b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '+' || b == '/' || b == '='
                || b == ' ' || b == '\t' || b == '\n';
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
