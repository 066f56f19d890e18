package org.etp.ac.der;

import static org.etp.ac.rejection.Reason.MALFORMED;
import static org.etp.ac.rejection.Reason.NON_CANONICAL;

import org.etp.ac.rejection.VerificationException;

/**
 * The first pass over received bytes: one walk over every element, without recursion and almost without
 * allocating, that refuses whatever DER (X.690, clause 10 and 11) does not allow — indefinite and
 * non-minimal lengths, constructed strings, a BOOLEAN true other than FF, INTEGERs with redundant
 * leading octets, BIT STRINGs with set padding bits, SET OF elements out of order — and whatever no
 * ETP certificate contains (other tag classes, high tag numbers, unused universal types). Passing it
 * means the bytes are the one DER encoding of their value, so that a later pass may read them with
 * fixed offsets and a re-encoding would give them back unchanged. The contents of primitive values
 * (the signature's BIT STRING, an extension's OCTET STRING) are not looked into.
 */
final class CanonicalDer {

    /** An ETP certificate nests ten deep; the rest is room for the names of other CAs. */
    static final int MAX_DEPTH = 24;

    private static final int CONSTRUCTED = 0x20;
    private static final int CLASS_MASK = 0xC0;
    private static final int CONTEXT = 0x80;
    private static final int NUMBER_MASK = 0x1F;
    private static final int SET = 0x31;
    private static final int INDEFINITE = 0x80;

    /** Universal types that are always primitive (X.690, 8.2 to 8.5, 8.19). */
    private static final long PRIMITIVE_TYPES = bits(1, 2, 5, 6, 10);
    /**
     * Universal string types and GeneralizedTime, which BER may also encode constructed and DER may not
     * (X.690, 10.2). UTCTime is left out: no ETP certificate has one.
     */
    private static final long STRING_TYPES = bits(3, 4, 12, 18, 19, 20, 21, 22, 24, 25, 26, 27, 28, 30);
    private static final long CONSTRUCTED_TYPES = bits(16, 17);

    private CanonicalDer() {
    }

    /**
     * Checks that {@code bytes} are exactly one element in DER.
     *
     * @throws VerificationException {@code NON_CANONICAL} for a form BER allows and DER does not,
     *         {@code MALFORMED} for anything else: truncation, trailing bytes, deep nesting, unused types
     */
    static void check(byte[] bytes) throws VerificationException {
        if (bytes.length == 0) {
            throw new VerificationException(MALFORMED, "the certificate is empty");
        }
        int[] ends = new int[MAX_DEPTH + 1];
        int[] previousStarts = new int[MAX_DEPTH + 1];
        int[] previousEnds = new int[MAX_DEPTH + 1];
        boolean[] inSet = new boolean[MAX_DEPTH + 1];
        ends[0] = bytes.length;
        int depth = 0;
        int position = 0;
        do {
            int start = position;
            int tag = bytes[position++] & 0xFF;
            checkTag(tag, start);
            int length = readLength(bytes, position, ends[depth]);
            position += lengthOctets(bytes[position]);
            if (length > ends[depth] - position) {
                throw new VerificationException(MALFORMED, "the element at offset " + start
                        + " is longer than what holds it (truncated?)");
            }
            int end = position + length;
            if (inSet[depth]) {
                if (previousEnds[depth] != 0
                        && compare(bytes, previousStarts[depth], previousEnds[depth], start, end) > 0) {
                    throw new VerificationException(NON_CANONICAL, "a SET OF out of DER order at offset " + start);
                }
                previousStarts[depth] = start;
                previousEnds[depth] = end;
            }
            if ((tag & CONSTRUCTED) != 0) {
                if (depth == MAX_DEPTH) {
                    throw new VerificationException(MALFORMED, "elements nest deeper than " + MAX_DEPTH);
                }
                depth++;
                ends[depth] = end;
                inSet[depth] = tag == SET;
                previousEnds[depth] = 0;
            } else {
                if ((tag & CLASS_MASK) == 0) {
                    PrimitiveRules.check(tag, bytes, position, length);
                }
                position = end;
            }
            while (depth > 0 && position == ends[depth]) {
                depth--;
            }
        } while (depth > 0);
        if (position != bytes.length) {
            throw new VerificationException(MALFORMED, (bytes.length - position) + " bytes follow the certificate");
        }
    }

    /** The number of identifier and length octets of the element at {@code offset} of checked bytes. */
    static int headerLength(byte[] bytes, int offset) {
        return 1 + lengthOctets(bytes[offset + 1]);
    }

    /** The number of content octets of the element at {@code offset} of checked bytes. */
    static int contentLength(byte[] bytes, int offset) throws VerificationException {
        return readLength(bytes, offset + 1, bytes.length);
    }

    private static void checkTag(int tag, int offset) throws VerificationException {
        int tagClass = tag & CLASS_MASK;
        int number = tag & NUMBER_MASK;
        if (tag == 0 || number == NUMBER_MASK || tagClass != 0 && tagClass != CONTEXT) {
            throw new VerificationException(MALFORMED, "a tag no ETP certificate uses at offset " + offset);
        }
        if (tagClass == CONTEXT) {
            return;
        }
        boolean constructed = (tag & CONSTRUCTED) != 0;
        long type = 1L << number;
        if ((type & STRING_TYPES) != 0) {
            if (constructed) {
                throw new VerificationException(NON_CANONICAL, "a constructed string (BER) at offset " + offset);
            }
        } else if ((type & PRIMITIVE_TYPES) != 0 && constructed
                || (type & CONSTRUCTED_TYPES) != 0 && !constructed
                || (type & (PRIMITIVE_TYPES | CONSTRUCTED_TYPES)) == 0) {
            throw new VerificationException(MALFORMED, "a type no ETP certificate uses, or in the wrong form, "
                    + "at offset " + offset);
        }
    }

    private static int lengthOctets(byte first) {
        return first >= 0 ? 1 : 1 + (first & 0x7F);
    }

    private static int readLength(byte[] bytes, int position, int end) throws VerificationException {
        if (position >= end) {
            throw new VerificationException(MALFORMED, "the certificate is truncated at offset " + position);
        }
        int first = bytes[position] & 0xFF;
        if (first < INDEFINITE) {
            return first;
        }
        if (first == INDEFINITE) {
            throw new VerificationException(NON_CANONICAL, "an indefinite length (BER) at offset " + position);
        }
        int count = first & 0x7F;
        if (count > end - position - 1) {
            throw new VerificationException(MALFORMED, "the certificate is truncated at offset " + position);
        }
        if (bytes[position + 1] == 0) {
            throw new VerificationException(NON_CANONICAL, "a length with leading zero octets at offset " + position);
        }
        if (count > 4) {
            throw new VerificationException(MALFORMED, "a length of " + count + " octets at offset " + position);
        }
        long length = 0;
        for (int i = 1; i <= count; i++) {
            length = length << 8 | bytes[position + i] & 0xFF;
        }
        if (length < INDEFINITE) {
            throw new VerificationException(NON_CANONICAL, "a long-form length under 128 at offset " + position);
        }
        return (int) Math.min(length, Integer.MAX_VALUE);
    }

    /** X.690, 11.6: encodings compared as octet strings, the shorter padded at its end with zero octets. */
    private static int compare(byte[] bytes, int aStart, int aEnd, int bStart, int bEnd) {
        int aLength = aEnd - aStart;
        int bLength = bEnd - bStart;
        for (int i = 0; i < Math.max(aLength, bLength); i++) {
            int a = i < aLength ? bytes[aStart + i] & 0xFF : 0;
            int b = i < bLength ? bytes[bStart + i] & 0xFF : 0;
            if (a != b) {
                return a - b;
            }
        }
        return 0;
    }

    private static long bits(int... numbers) {
        long set = 0;
        for (int number : numbers) {
            set |= 1L << number;
        }
        return set;
    }
}
