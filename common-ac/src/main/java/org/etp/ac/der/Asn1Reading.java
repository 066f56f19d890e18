package org.etp.ac.der;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import org.bouncycastle.asn1.ASN1InputStream;
import org.bouncycastle.asn1.ASN1Primitive;

/**
 * Bouncy Castle's reading of one DER value, as {@link ASN1Primitive#fromByteArray} reads it, from a range of a
 * byte array without copying the range out first.
 */
final class Asn1Reading {

    private Asn1Reading() {
    }

    /** The value encoded in {@code bytes[from..to)}, which must hold exactly one. */
    static ASN1Primitive read(byte[] bytes, int from, int to) throws IOException {
        ByteArrayInputStream range = new ByteArrayInputStream(bytes, from, to - from);
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
}
