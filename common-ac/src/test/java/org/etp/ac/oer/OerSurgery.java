package org.etp.ac.oer;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;

/**
 * Damages OER octets at places {@link X696Certificate} found. A SEQUENCE has no length in OER, so a change
 * inside the envelope needs no other change; a change inside an open type or string moves its length
 * determinant, which {@link #within} writes again in its canonical form.
 */
final class OerSurgery {

    private OerSurgery() {
    }

    /** {@code bytes} with {@code remove} octets at {@code at} replaced by the octets {@code insert}. */
    static byte[] splice(byte[] bytes, int at, int remove, int... insert) {
        return splice(bytes, at, remove, octets(insert));
    }

    /** {@code bytes} with {@code remove} octets at {@code at} replaced by {@code insert}. */
    static byte[] splice(byte[] bytes, int at, int remove, byte[] insert) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length + insert.length);
        out.write(bytes, 0, at);
        out.write(insert, 0, insert.length);
        out.write(bytes, at + remove, bytes.length - at - remove);
        return out.toByteArray();
    }

    /** {@link #splice} inside the value whose length determinant starts at {@code lengthAt}, before {@code at}. */
    static byte[] within(byte[] bytes, int lengthAt, int at, int remove, int... octets) {
        return within(bytes, lengthAt, at, remove, octets(octets));
    }

    /** {@link #splice} inside the value whose length determinant starts at {@code lengthAt}, before {@code at}. */
    static byte[] within(byte[] bytes, int lengthAt, int at, int remove, byte[] insert) {
        return resize(splice(bytes, at, remove, insert), lengthAt, insert.length - remove);
    }

    /** {@code bytes} with the length determinant at {@code lengthAt} grown by {@code delta}, canonically. */
    static byte[] resize(byte[] bytes, int lengthAt, int delta) {
        int[] length = length(bytes, lengthAt);
        return splice(bytes, lengthAt, length[1], length(length[0] + delta));
    }

    /** {@code bytes} with the octet at {@code at} set to {@code value}. */
    static byte[] set(byte[] bytes, int at, int value) {
        byte[] changed = bytes.clone();
        changed[at] = (byte) value;
        return changed;
    }

    /** The canonical length determinant of {@code length}. */
    static byte[] length(int length) {
        if (length < 0x80) {
            return new byte[] {(byte) length};
        }
        int octets = (Integer.SIZE - Integer.numberOfLeadingZeros(length) + 7) / 8;
        byte[] determinant = new byte[1 + octets];
        determinant[0] = (byte) (0x80 | octets);
        for (int i = 0; i < octets; i++) {
            determinant[octets - i] = (byte) (length >>> 8 * i);
        }
        return determinant;
    }

    /** A SEQUENCE nested {@code depth} deep in DER, each holding the next: a nesting bomb. */
    static byte[] nestedSequences(int depth) {
        byte[] inner = {0x05, 0x00};
        for (int i = 0; i < depth; i++) {
            byte[] header = length(inner.length);
            inner = concat(new byte[] {0x30}, header, inner);
        }
        return inner;
    }

    static byte[] octets(int... values) {
        byte[] octets = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            octets[i] = (byte) values[i];
        }
        return octets;
    }

    static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Arrays.stream(parts).forEach(part -> out.write(part, 0, part.length));
        return out.toByteArray();
    }

    /** The length determinant at {@code at}: its value and how many octets it takes. */
    static int[] length(byte[] bytes, int at) {
        int first = bytes[at] & 0xFF;
        if (first < 0x80) {
            return new int[] {first, 1};
        }
        int value = 0;
        for (int i = 1; i <= (first & 0x7F); i++) {
            value = value << 8 | bytes[at + i] & 0xFF;
        }
        return new int[] {value, 1 + (first & 0x7F)};
    }
}
