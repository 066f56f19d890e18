package org.etp.ac.der;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.security.GeneralSecurityException;
import java.security.PrivateKey;
import java.security.Signature;
import java.util.Arrays;
import java.util.function.UnaryOperator;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1EncodableVector;
import org.bouncycastle.asn1.ASN1Encoding;
import org.bouncycastle.asn1.ASN1Primitive;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.ASN1Set;
import org.bouncycastle.asn1.ASN1TaggedObject;
import org.bouncycastle.asn1.BERSequence;
import org.bouncycastle.asn1.BERSet;
import org.bouncycastle.asn1.BERTaggedObject;
import org.bouncycastle.asn1.DERBitString;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.DERSet;
import org.etp.ac.signing.Providers;

/**
 * Makes hostile variants of valid certificates for tests: edits of the Bouncy Castle tree that are then
 * re-signed (so that only the edit can be the reason for a refusal), and edits of the raw bytes that
 * keep every enclosing length right.
 */
final class DerSurgery {

    private DerSurgery() {
    }

    static ASN1Sequence parse(byte[] der) {
        try {
            return (ASN1Sequence) ASN1Primitive.fromByteArray(der);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The AttributeCertificateInfo of a certificate. */
    static ASN1Sequence info(byte[] der) {
        return (ASN1Sequence) parse(der).getObjectAt(0);
    }

    static byte[] der(ASN1Encodable value) {
        try {
            return value.toASN1Primitive().getEncoded(ASN1Encoding.DER);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The element at {@code path} of nested SEQUENCEs and SETs. */
    static ASN1Encodable at(ASN1Encodable root, int... path) {
        ASN1Encodable node = root;
        for (int index : path) {
            node = node instanceof ASN1Set set ? set.getObjectAt(index) : ((ASN1Sequence) node).getObjectAt(index);
        }
        return node;
    }

    /** A copy of {@code root} with the element at {@code path} replaced by {@code value}. */
    static ASN1Sequence replace(ASN1Encodable root, ASN1Encodable value, int... path) {
        return (ASN1Sequence) replaced(root, value, path, 0);
    }

    private static ASN1Encodable replaced(ASN1Encodable node, ASN1Encodable value, int[] path, int depth) {
        if (depth == path.length) {
            return value;
        }
        ASN1Encodable[] elements = node instanceof ASN1Set set ? set.toArray() : ((ASN1Sequence) node).toArray();
        elements[path[depth]] = replaced(elements[path[depth]], value, path, depth + 1);
        return node instanceof ASN1Set ? new DERSet(elements) : new DERSequence(elements);
    }

    /** {@code sequence} with {@code value} added at its end. */
    static ASN1Sequence append(ASN1Sequence sequence, ASN1Encodable value) {
        ASN1EncodableVector elements = new ASN1EncodableVector();
        sequence.forEach(elements::add);
        elements.add(value);
        return new DERSequence(elements);
    }

    /** A certificate of {@code info}, signed over its DER with {@code jcaName}, naming {@code algorithm} outside. */
    static byte[] sign(ASN1Encodable info, ASN1Encodable algorithm, String jcaName, PrivateKey key)
            throws GeneralSecurityException {
        Signature signature = Signature.getInstance(jcaName, Providers.bouncyCastle());
        signature.initSign(key);
        signature.update(der(info));
        return der(new DERSequence(new ASN1Encodable[] {info, algorithm, new DERBitString(signature.sign())}));
    }

    /** A certificate of {@code info} whose outer algorithm is the inner one, signed with {@code jcaName}. */
    static byte[] sign(ASN1Sequence info, String jcaName, PrivateKey key) throws GeneralSecurityException {
        return sign(info, info.getObjectAt(3), jcaName, key);
    }

    /** The same value, every constructed element re-encoded with an indefinite length (BER). */
    static byte[] berIndefinite(byte[] der) {
        try {
            return toBer(ASN1Primitive.fromByteArray(der)).getEncoded(ASN1Encoding.BER);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static ASN1Primitive toBer(ASN1Primitive node) {
        if (node instanceof ASN1Sequence sequence) {
            return new BERSequence(Arrays.stream(sequence.toArray()).map(e -> toBer(e.toASN1Primitive()))
                    .toArray(ASN1Encodable[]::new));
        }
        if (node instanceof ASN1Set set) {
            return new BERSet(Arrays.stream(set.toArray()).map(e -> toBer(e.toASN1Primitive()))
                    .toArray(ASN1Encodable[]::new));
        }
        if (node instanceof ASN1TaggedObject tagged && tagged.isExplicit()) {
            ASN1Primitive base = tagged.getExplicitBaseObject().toASN1Primitive();
            return new BERTaggedObject(true, tagged.getTagNo(), toBer(base));
        }
        return node;
    }

    /**
     * {@code der} with the element that starts at {@code offset} replaced by what {@code edit} makes of its
     * encoding, and the length of every element that encloses it corrected (in DER).
     */
    static byte[] rewrite(byte[] der, int offset, UnaryOperator<byte[]> edit) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        rewrite(der, 0, der.length, offset, edit, out);
        return out.toByteArray();
    }

    private static void rewrite(byte[] der, int from, int to, int offset, UnaryOperator<byte[]> edit,
            ByteArrayOutputStream out) {
        int position = from;
        while (position < to) {
            int start = position;
            int tag = der[position++] & 0xFF;
            int first = der[position++] & 0xFF;
            int length = first;
            if (first > 0x80) {
                length = 0;
                for (int i = 0; i < (first & 0x7F); i++) {
                    length = length << 8 | der[position++] & 0xFF;
                }
            }
            int end = position + length;
            if (start == offset) {
                out.writeBytes(edit.apply(Arrays.copyOfRange(der, start, end)));
            } else if ((tag & 0x20) != 0 && offset > start && offset < end) {
                ByteArrayOutputStream contents = new ByteArrayOutputStream();
                rewrite(der, position, end, offset, edit, contents);
                out.write(tag);
                out.writeBytes(length(contents.size()));
                out.writeBytes(contents.toByteArray());
            } else {
                out.write(der, start, end - start);
            }
            position = end;
        }
    }

    /** The element's encoding with its length in one octet more than DER uses. */
    static byte[] longerLength(byte[] element) {
        int headerLength = (element[1] & 0xFF) < 0x80 ? 2 : 2 + (element[1] & 0x7F);
        int length = element.length - headerLength;
        byte[] minimal = length(length);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(element[0]);
        if (minimal.length == 1) {
            out.write(0x81);
            out.write(length);
        } else {
            out.write(0x80 | minimal.length);
            out.write(0);
            out.write(minimal, 1, minimal.length - 1);
        }
        out.write(element, headerLength, length);
        return out.toByteArray();
    }

    /** A DER length. */
    static byte[] length(int length) {
        if (length < 0x80) {
            return new byte[] {(byte) length};
        }
        int octets = (Integer.SIZE - Integer.numberOfLeadingZeros(length) + 7) / 8;
        byte[] encoded = new byte[octets + 1];
        encoded[0] = (byte) (0x80 | octets);
        for (int i = 0; i < octets; i++) {
            encoded[octets - i] = (byte) (length >>> 8 * i);
        }
        return encoded;
    }

    /** The offset of the first occurrence of {@code pattern} in {@code bytes}. */
    static int indexOf(byte[] bytes, byte[] pattern) {
        for (int i = 0; i + pattern.length <= bytes.length; i++) {
            if (Arrays.equals(bytes, i, i + pattern.length, pattern, 0, pattern.length)) {
                return i;
            }
        }
        throw new IllegalArgumentException("pattern not found");
    }

    static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }
}
