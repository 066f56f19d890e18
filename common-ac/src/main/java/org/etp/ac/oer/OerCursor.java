package org.etp.ac.oer;

import java.math.BigInteger;
import java.util.Arrays;
import org.bouncycastle.oer.Element;

/**
 * The octets of a received OER value and where reading stands in them, for {@link CanonicalOerReader}: the
 * building blocks of X.696 that many types share — length determinants and quantities — checked for their
 * canonical form, and every move past octets checked against the end. A value that cannot be read is a
 * {@link Refusal} at once; a readable but non-canonical encoding is remembered ({@link #flag}), the first one
 * only.
 */
final class OerCursor {

    private final byte[] bytes;
    private int position;
    private String nonCanonical;

    OerCursor(byte[] bytes) {
        this.bytes = bytes;
    }

    int position() {
        return position;
    }

    int remaining() {
        return bytes.length - position;
    }

    /** The first non-canonical encoding met, or null. */
    String nonCanonical() {
        return nonCanonical;
    }

    /** Remembers that {@code what} was not in canonical form, unless something before it was not. */
    void flag(String what) {
        if (nonCanonical == null) {
            nonCanonical = what;
        }
    }

    /** Moves past {@code count} octets, which must be there; returns where they start. */
    int take(int count) {
        if (count > remaining()) {
            throw new Refusal("the input ends early");
        }
        int start = position;
        position += count;
        return start;
    }

    /** The next octet, 0 to 255. */
    int octet() {
        return bytes[take(1)] & 0xFF;
    }

    /** The octet at {@code index}, already taken. */
    int at(int index) {
        return bytes[index] & 0xFF;
    }

    /** A copy of the octets taken from {@code start} on. */
    byte[] takenFrom(int start) {
        return Arrays.copyOfRange(bytes, start, position);
    }

    /** Whether the octets taken from {@code start} on are {@code expected}. */
    boolean takenFromAre(int start, byte[] expected) {
        return Arrays.equals(expected, 0, expected.length, bytes, start, position);
    }

    /**
     * A length determinant of {@code definition}'s encoding: the short form below 128, else {@code 80 | n} and
     * the length in the fewest n octets. The length must not pass the end of the input.
     */
    int length(Element definition) {
        int first = octet();
        if ((first & 0x80) == 0) {
            return first;
        }
        int octets = first & 0x7F;
        long length = number(take(octets));
        if (length > remaining()) {
            throw new Refusal("the length of " + OerBounds.name(definition) + " is larger than the input");
        }
        if (length < 0x80 || octets != unsignedOctets(BigInteger.valueOf(length))) {
            flag("length of " + OerBounds.name(definition));
        }
        return (int) length;
    }

    /**
     * The quantity of a SEQUENCE OF: a length, then the count in as few octets as hold it (one for none). As
     * the runtime does, a count above the octets left is refused before any element is read.
     */
    int quantity(Element definition) {
        int octets = length(definition);
        long count = number(take(octets));
        if (count > remaining()) {
            throw new Refusal(OerBounds.name(definition) + " has more elements than bytes");
        }
        if (octets != unsignedOctets(BigInteger.valueOf(count))) {
            flag(OerBounds.name(definition) + "'s quantity");
        }
        return (int) count;
    }

    /** The unsigned number in the octets taken from {@code start} on; {@code Long.MAX_VALUE} when over 2^31. */
    private long number(int start) {
        long number = 0;
        for (int i = start; i < position; i++) {
            if (number > Integer.MAX_VALUE >> 8) {
                return Long.MAX_VALUE;
            }
            number = number << 8 | bytes[i] & 0xFF;
        }
        return number;
    }

    /** The fewest octets that hold {@code value} unsigned: one for zero. */
    static int unsignedOctets(BigInteger value) {
        return Math.max(1, (value.bitLength() + 7) / 8);
    }

    /** Input the definition does not allow; the message names the definition, never the value. */
    static final class Refusal extends RuntimeException {

        private static final long serialVersionUID = 1L;

        Refusal(String message) {
            super(message, null, false, false);
        }
    }
}
