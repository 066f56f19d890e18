package org.etp.ac.oer;

import static org.etp.ac.rejection.Reason.MALFORMED;
import static org.etp.ac.rejection.Reason.NON_CANONICAL;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.oer.Element;
import org.bouncycastle.oer.OEREncoder;
import org.bouncycastle.oer.OERInputStream;
import org.bouncycastle.oer.OEROptional;
import org.etp.ac.rejection.VerificationException;

/**
 * The reference for {@link CanonicalOerReader}, as the OER form read before it: decodes received bytes with
 * Bouncy Castle's OER runtime and accepts only the canonical encoding (X.696 COER) of a value inside its
 * definition. The runtime reads leniently — a long-form length where
 * the short form would do, an INTEGER or a SEQUENCE OF quantity with redundant leading octets, a BOOLEAN true
 * other than {@code FF}, set padding bits in a presence bitmap, a DEFAULT value spelt out — so each value is
 * encoded again and must give back the received octets exactly; whatever differs is {@code NON_CANONICAL}.
 * What the runtime cannot read (truncation, a length past the end, an alternative that does not exist), bytes
 * after the value and values outside their bounds are {@code MALFORMED}.
 *
 * <p>Allocation is bounded by the input: no length may make the runtime allocate more than the bytes received.
 * The definitions are not recursive, so nesting is bounded by the module (the runtime's own limit stays as a
 * second guard).
 */
final class RuntimeStrictOer {

    private RuntimeStrictOer() {
    }

    /**
     * Decodes {@code bytes}, which must be exactly one value of {@code definition}: a SEQUENCE whose presence
     * bitmap (when it has OPTIONAL components) comes first, then its components one after the other.
     *
     * @throws VerificationException {@code MALFORMED} or {@code NON_CANONICAL}; {@code what} names the value
     */
    static CanonicalOerReader.Decoded decode(byte[] bytes, Element definition, String what)
            throws VerificationException {
        ASN1Sequence received = parse(bytes, definition, what);
        ASN1Sequence values = ASN1Sequence.getInstance(OerValues.fromOer(received, definition));
        return new CanonicalOerReader.Decoded(values, canonical(received, definition.getChildren(), bytes, what));
    }

    /**
     * The presence bitmap the received values call for, which must be the first octets received: one bit per
     * OPTIONAL component, set when it is present, padded with zeros. Returns its length (0: none).
     */
    private static int preamble(ASN1Sequence received, List<Element> components, byte[] bytes, String what)
            throws VerificationException {
        int optionals = 0;
        for (Element component : components) {
            optionals += component.isExplicit() ? 0 : 1;
        }
        if (optionals == 0) {
            return 0;
        }
        byte[] bitmap = new byte[(optionals + 7) / 8];
        int bit = 0;
        for (int i = 0; i < components.size(); i++) {
            if (!components.get(i).isExplicit()) {
                if (OEROptional.getInstance(received.getObjectAt(i)).isDefined()) {
                    bitmap[bit / 8] |= (byte) (0x80 >>> bit % 8);
                }
                bit++;
            }
        }
        if (bytes.length < bitmap.length || !Arrays.equals(bitmap, 0, bitmap.length, bytes, 0, bitmap.length)) {
            throw new VerificationException(NON_CANONICAL, "the presence bitmap of " + what
                    + " is not in canonical OER");
        }
        return bitmap.length;
    }

    private static ASN1Sequence parse(byte[] bytes, Element definition, String what) throws VerificationException {
        if (bytes.length == 0) {
            throw new VerificationException(MALFORMED, what + " is empty");
        }
        ByteArrayInputStream in = new ByteArrayInputStream(bytes);
        ASN1Encodable value;
        try {
            value = new OERInputStream(in, bytes.length).parse(definition);
        } catch (IOException | RuntimeException e) {
            throw new VerificationException(MALFORMED, what + " cannot be read as " + definition.getTypeName()
                    + " in OER: " + e.getMessage(), e);
        }
        if (in.available() > 0) {
            throw new VerificationException(MALFORMED, in.available() + " bytes follow " + what);
        }
        return ASN1Sequence.getInstance(value);
    }

    /** Encodes each component again and compares it with the received octets where it should stand. */
    private static int[] canonical(ASN1Sequence received, List<Element> components, byte[] bytes, String what)
            throws VerificationException {
        int[] ends = new int[components.size()];
        int offset = preamble(received, components, bytes, what);
        for (int i = 0; i < ends.length; i++) {
            Element component = components.get(i);
            ASN1Encodable value = received.getObjectAt(i);
            if (value instanceof OEROptional optional) {
                if (!optional.isDefined()) {
                    ends[i] = offset;
                    continue;
                }
                value = optional.get();
            }
            byte[] again;
            try {
                again = OEREncoder.toByteArray(value, component);
            } catch (RuntimeException e) {
                throw new VerificationException(MALFORMED, "the " + component.getLabel() + " of " + what
                        + " has no OER encoding", e);
            }
            int end = offset + again.length;
            if (end > bytes.length || !Arrays.equals(again, 0, again.length, bytes, offset, end)) {
                throw new VerificationException(NON_CANONICAL, "the " + component.getLabel() + " of " + what
                        + " is not in canonical OER");
            }
            ends[i] = end;
            offset = end;
        }
        if (offset != bytes.length) {
            throw new VerificationException(NON_CANONICAL, what + " is not in canonical OER");
        }
        return ends;
    }
}
