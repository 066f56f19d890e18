package org.etp.ac.der;

import static org.etp.ac.rejection.Reason.MALFORMED;

import java.nio.ByteBuffer;
import java.util.Arrays;
import org.etp.ac.rejection.VerificationException;

/**
 * Reads the elements inside one constructed element, in order, from bytes that {@link CanonicalDer} has
 * passed: lengths need no more checking there, so reading is index arithmetic on the received array, with
 * no copies and no value objects. Each read names the element it expects, for the refusal message.
 */
final class DerCursor {

    /** One element of the received bytes: where it starts, where its contents start, where it ends. */
    record Element(int start, int contentStart, int end) {

        int length() {
            return end - start;
        }

        int contentLength() {
            return end - contentStart;
        }
    }

    private final byte[] bytes;
    private final int end;
    private int position;

    private DerCursor(byte[] bytes, int start, int end) {
        this.bytes = bytes;
        this.position = start;
        this.end = end;
    }

    /** A cursor over the one top-level element of checked bytes. */
    static DerCursor over(byte[] bytes) {
        return new DerCursor(bytes, 0, bytes.length);
    }

    boolean hasNext() {
        return position < end;
    }

    /** The tag of the next element; call only when {@link #hasNext()}. */
    int peekTag() {
        return bytes[position] & 0xFF;
    }

    /** The next element, whatever its tag. */
    Element next(String what) throws VerificationException {
        if (position >= end) {
            throw new VerificationException(MALFORMED, what + " is missing");
        }
        int start = position;
        int contentStart = start + CanonicalDer.headerLength(bytes, start);
        position = contentStart + CanonicalDer.contentLength(bytes, start);
        return new Element(start, contentStart, position);
    }

    /** The next element, which must carry {@code tag} (identifier octet, class and form included). */
    Element next(int tag, String what) throws VerificationException {
        if (position < end && peekTag() != tag) {
            throw new VerificationException(MALFORMED, what + " is not of the type ETP puts there");
        }
        return next(what);
    }

    /** A cursor over the contents of the next element, which must carry {@code tag}. */
    DerCursor enter(int tag, String what) throws VerificationException {
        return inside(next(tag, what));
    }

    /** A cursor over the contents of {@code element}, an element of the same bytes. */
    DerCursor inside(Element element) {
        return new DerCursor(bytes, element.contentStart(), element.end());
    }

    /** Requires that nothing follows what has been read. */
    void end(String what) throws VerificationException {
        if (position != end) {
            throw new VerificationException(MALFORMED, what + " has more components than ETP puts there");
        }
    }

    /** Whether {@code element}'s encoding is exactly {@code encoding}. */
    boolean is(Element element, byte[] encoding) {
        return Arrays.equals(bytes, element.start(), element.end(), encoding, 0, encoding.length);
    }

    boolean sameBytes(Element a, Element b) {
        return Arrays.equals(bytes, a.start(), a.end(), bytes, b.start(), b.end());
    }

    /** The encoding of {@code element}, as a value for hash sets; read-only, not a copy. */
    ByteBuffer view(Element element) {
        return ByteBuffer.wrap(bytes, element.start(), element.length()).asReadOnlyBuffer();
    }

    byte[] copy(Element element) {
        return copy(element.start(), element.end());
    }

    byte[] copy(int from, int to) {
        return Arrays.copyOfRange(bytes, from, to);
    }

    int octet(int index) {
        return bytes[index] & 0xFF;
    }
}
