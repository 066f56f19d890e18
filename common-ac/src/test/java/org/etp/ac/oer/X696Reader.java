package org.etp.ac.oer;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads OER octets after ITU-T X.696 alone — not Bouncy Castle's runtime, whose reading it checks — and only
 * their canonical forms: a length determinant (8.6) short below 128 and otherwise long with the fewest
 * octets, presence bitmaps with zero padding, unsigned integers and SEQUENCE OF quantities in the fewest
 * octets, BOOLEAN {@code 00} or {@code FF}. Anything else is an {@link IllegalStateException} naming the
 * offset. Offsets are absolute, also in a reader of an open type's octets.
 */
final class X696Reader {

    private final byte[] bytes;
    private final int end;
    private int position;

    X696Reader(byte[] bytes) {
        this(bytes, 0, bytes.length);
    }

    private X696Reader(byte[] bytes, int start, int end) {
        this.bytes = bytes;
        this.position = start;
        this.end = end;
    }

    int position() {
        return position;
    }

    /** A length determinant. */
    int length() {
        int at = position;
        int first = octet();
        if (first < 0x80) {
            return first;
        }
        int count = first & 0x7F;
        require(count >= 1 && count <= 4, at, "a long-form length of " + count + " octets");
        require(bytes[position] != 0, at, "a long-form length with a leading zero octet");
        long length = unsigned(count);
        require(length >= 0x80, at, "a long-form length under 128");
        return Math.toIntExact(length);
    }

    /** The presence bitmap of a SEQUENCE with {@code bits} OPTIONAL or DEFAULT components (no extension marker). */
    boolean[] preamble(int bits) {
        int at = position;
        boolean[] present = new boolean[bits];
        int octets = (bits + 7) / 8;
        byte[] map = take(octets);
        for (int i = 0; i < octets * 8; i++) {
            boolean set = (map[i / 8] & 0x80 >>> i % 8) != 0;
            if (i < bits) {
                present[i] = set;
            } else {
                require(!set, at, "a set padding bit in a presence bitmap");
            }
        }
        return present;
    }

    boolean bool() {
        int at = position;
        int value = octet();
        require(value == 0 || value == 0xFF, at, "a BOOLEAN other than 00 or FF");
        return value == 0xFF;
    }

    /** An ENUMERATED whose values are all 0 to 127: one octet. */
    int enumerated() {
        int at = position;
        int value = octet();
        require(value < 0x80, at, "an ENUMERATED in the long form");
        return value;
    }

    /** A constrained whole number in a fixed number of octets, as for INTEGER (1..4). */
    long fixedUnsigned(int octets) {
        return unsigned(octets);
    }

    /** An INTEGER with a lower bound of zero or more and no fixed width: a length and the fewest octets. */
    BigInteger unsignedInteger() {
        int at = position;
        int length = length();
        require(length >= 1, at, "an INTEGER of no octets");
        byte[] value = take(length);
        require(length == 1 || value[0] != 0, at, "an INTEGER with a redundant leading octet");
        return new BigInteger(1, value);
    }

    /** The quantity field of a SEQUENCE OF or SET OF: a length determinant and an unsigned number. */
    int quantity() {
        int at = position;
        int length = length();
        require(length >= 1, at, "a quantity of no octets");
        require(length == 1 || bytes[position] != 0, at, "a quantity with a redundant leading octet");
        return Math.toIntExact(unsigned(length));
    }

    /** The tag of a CHOICE's alternative: class in the top two bits, then the number (below 63 here). */
    int choiceTag() {
        int at = position;
        int tag = octet();
        require((tag & 0x3F) != 0x3F, at, "a tag number of 63 or more");
        return tag;
    }

    /** A known-multiplier string of one octet a character with a fixed size: the octets alone. */
    String fixedString(int size) {
        return new String(take(size), StandardCharsets.US_ASCII);
    }

    /** A known-multiplier string of one octet a character of variable size: length and octets. */
    String string() {
        return new String(octets(), StandardCharsets.US_ASCII);
    }

    String utf8() {
        int at = position;
        byte[] octets = octets();
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(octets)).toString();
        } catch (CharacterCodingException e) {
            throw new IllegalStateException("not UTF-8 at offset " + at, e);
        }
    }

    byte[] octets() {
        return take(length());
    }

    /** A BIT STRING without a fixed size: length, the count of unused bits, the bits; whole octets here. */
    byte[] bitString() {
        int at = position;
        int length = length();
        require(length >= 1, at, "a BIT STRING without its initial octet");
        require(octet() == 0, at, "a BIT STRING of other than whole octets");
        return take(length - 1);
    }

    /** The value of an open type: a reader of the octets its length determinant announces. */
    X696Reader openType() {
        int length = length();
        require(length <= end - position, position, "an open type longer than what holds it");
        X696Reader inner = new X696Reader(bytes, position, position + length);
        position += length;
        return inner;
    }

    /** OBJECT IDENTIFIER: length and the contents octets of its BER encoding, read as dotted text. */
    String objectIdentifier() {
        int at = position;
        byte[] contents = octets();
        require(contents.length > 0 && (contents[contents.length - 1] & 0x80) == 0, at, "an unfinished OID");
        StringBuilder dotted = new StringBuilder();
        BigInteger subidentifier = BigInteger.ZERO;
        for (int i = 0; i < contents.length; i++) {
            require(subidentifier.signum() != 0 || contents[i] != (byte) 0x80, at, "a non-minimal subidentifier");
            subidentifier = subidentifier.shiftLeft(7).or(BigInteger.valueOf(contents[i] & 0x7F));
            if ((contents[i] & 0x80) == 0) {
                if (dotted.length() == 0) {
                    int first = subidentifier.min(BigInteger.valueOf(80)).intValue() / 40;
                    dotted.append(first).append('.').append(subidentifier.subtract(BigInteger.valueOf(40L * first)));
                } else {
                    dotted.append('.').append(subidentifier);
                }
                subidentifier = BigInteger.ZERO;
            }
        }
        return dotted.toString();
    }

    void end() {
        require(position == end, position, (end - position) + " octets after the value");
    }

    private int octet() {
        require(position < end, position, "the end of the octets");
        return bytes[position++] & 0xFF;
    }

    private long unsigned(int octets) {
        long value = 0;
        for (byte octet : take(octets)) {
            value = value << 8 | octet & 0xFF;
        }
        return value;
    }

    private byte[] take(int count) {
        require(count <= end - position, position, "a value past the end of the octets");
        position += count;
        return Arrays.copyOfRange(bytes, position - count, position);
    }

    private static void require(boolean condition, int offset, String what) {
        if (!condition) {
            throw new IllegalStateException(what + " at offset " + offset);
        }
    }
}
