package org.etp.ac.der;

import java.io.IOException;
import java.io.InputStream;
import org.bouncycastle.asn1.ASN1InputStream;
import org.bouncycastle.asn1.ASN1Primitive;

/**
 * Bouncy Castle's reading of one DER value, as {@link ASN1Primitive#fromByteArray} reads it, from a range of a
 * byte array and without its per-byte lock. {@code fromByteArray} reads through a {@code ByteArrayInputStream},
 * whose every {@code read()} is synchronized, and Bouncy Castle reads tags and lengths a byte at a time through
 * each level of nesting: under load that lock was a fifth of the DER verification thread's time.
 */
final class Asn1Reading {

    private Asn1Reading() {
    }

    /** The value encoded in {@code bytes[from..to)}, which must hold exactly one. */
    static ASN1Primitive read(byte[] bytes, int from, int to) throws IOException {
        Range range = new Range(bytes, from, to);
        try (ASN1InputStream in = new ASN1InputStream(range, to - from)) {
            ASN1Primitive value = in.readObject();
            if (value == null) {
                throw new IOException("no ASN.1 value");
            }
            if (range.available() != 0) {
                throw new IOException("Extra data detected in stream");
            }
            return value;
        } catch (ClassCastException e) {
            throw new IOException("cannot recognise object in stream", e);
        }
    }

    static ASN1Primitive read(byte[] bytes) throws IOException {
        return read(bytes, 0, bytes.length);
    }

    /** A range of an array as a stream, for one reader on one thread. */
    private static final class Range extends InputStream {

        private final byte[] bytes;
        private final int end;
        private int position;

        Range(byte[] bytes, int from, int to) {
            this.bytes = bytes;
            this.position = from;
            this.end = to;
        }

        @Override
        public int read() {
            return position < end ? bytes[position++] & 0xFF : -1;
        }

        @Override
        public int read(byte[] into, int offset, int length) {
            if (length == 0) {
                return 0;
            }
            if (position >= end) {
                return -1;
            }
            int n = Math.min(length, end - position);
            System.arraycopy(bytes, position, into, offset, n);
            position += n;
            return n;
        }

        @Override
        public long skip(long n) {
            long skipped = Math.max(0, Math.min(n, end - position));
            position += (int) skipped;
            return skipped;
        }

        @Override
        public int available() {
            return end - position;
        }
    }
}
