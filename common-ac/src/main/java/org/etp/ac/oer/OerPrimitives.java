package org.etp.ac.oer;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.bouncycastle.asn1.ASN1Boolean;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Enumerated;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.DERBitString;
import org.bouncycastle.asn1.DEROctetString;
import org.bouncycastle.asn1.DERUTF8String;
import org.bouncycastle.oer.Element;
import org.etp.ac.oer.OerCursor.Refusal;

/**
 * The simple values of {@link CanonicalOerReader}: integers, enumerated values, booleans, octet, character and bit
 * strings, each read from the cursor after its {@link Element} definition, with a non-canonical form flagged on the
 * cursor and anything unreadable or out of bounds refused at once.
 */
final class OerPrimitives {

    private final OerCursor in;

    OerPrimitives(OerCursor in) {
        this.in = in;
    }

    /** Fixed width where the range fits 1, 2, 4 or 8 octets; else a length and the fewest octets. */
    ASN1Encodable integer(Element definition) {
        int width = definition.intBytesForRange();
        BigInteger value;
        if (width != 0) {
            byte[] data = in.takenFrom(in.take(Math.abs(width)));
            value = width < 0 ? new BigInteger(data) : new BigInteger(1, data);
        } else {
            int octets = in.length(definition);
            byte[] data = in.takenFrom(in.take(octets));
            boolean unsigned = definition.isLowerRangeZero();
            value = octets == 0 ? BigInteger.ZERO : unsigned ? new BigInteger(1, data) : new BigInteger(data);
            if (octets != (unsigned ? OerCursor.unsignedOctets(value) : value.toByteArray().length)) {
                in.flag(OerBounds.name(definition));
            }
        }
        OerBounds.within(definition, value, null);
        return new ASN1Integer(value);
    }

    /** One octet for 0 to 127, else {@code 80 | n} and the value in n octets. */
    ASN1Encodable enumerated(Element definition) {
        int first = in.octet();
        BigInteger value;
        if ((first & 0x80) == 0) {
            value = BigInteger.valueOf(first);
        } else {
            int start = in.take(first & 0x7F);
            value = new BigInteger(1, in.takenFrom(start));
            if (value.compareTo(BigInteger.valueOf(127)) <= 0 || !in.takenFromAre(start, value.toByteArray())) {
                in.flag(OerBounds.name(definition));
            }
        }
        for (Element item : definition.getChildren()) {
            if (item.getEnumValue().equals(value)) {
                return new ASN1Enumerated(value);
            }
        }
        throw new Refusal(OerBounds.name(definition) + " has no value " + value);
    }

    /** {@code 00} for FALSE and {@code FF} for TRUE; the runtime reads any other octet as TRUE. */
    ASN1Encodable bool(Element definition) {
        int octet = in.octet();
        if (octet != 0 && octet != 0xFF) {
            in.flag(OerBounds.name(definition));
        }
        return ASN1Boolean.getInstance(octet != 0);
    }

    byte[] octets(Element definition, boolean fixed) {
        int length = fixed ? definition.getUpperBound().intValueExact() : in.length(definition);
        return in.takenFrom(in.take(length));
    }

    ASN1Encodable carried(byte[] octets, Element definition) {
        OerBounds.within(definition, BigInteger.valueOf(octets.length), "octets");
        if (OerTypes.OID.equals(definition.getTypeName())) {
            try {
                return ASN1ObjectIdentifier.fromContents(octets);
            } catch (IllegalArgumentException e) {
                throw new Refusal(OerBounds.name(definition) + " is no valid " + OerTypes.OID);
            }
        }
        return new DEROctetString(octets);
    }

    ASN1Encodable characters(Element definition) {
        byte[] octets = octets(definition, definition.isFixedLength());
        OerBounds.within(definition, BigInteger.valueOf(octets.length), "characters");
        try {
            return OerTypes.value(new String(octets, StandardCharsets.ISO_8859_1), definition.getTypeName());
        } catch (IllegalArgumentException e) {
            throw new Refusal(OerBounds.name(definition) + " is no valid " + definition.getTypeName());
        }
    }

    /**
     * The octets must be UTF-8 as the runtime writes it: ASCII, or what decodes and encodes back to the same
     * octets (Java's decoder replaces overlong forms, surrogates and stray octets).
     */
    ASN1Encodable utf8(Element definition) {
        byte[] octets = octets(definition, false);
        String text = new String(octets, StandardCharsets.UTF_8);
        if (!ascii(octets) && !Arrays.equals(text.getBytes(StandardCharsets.UTF_8), octets)) {
            throw new Refusal(OerBounds.name(definition) + " is no UTF-8");
        }
        OerBounds.within(definition, BigInteger.valueOf(text.codePointCount(0, text.length())), "characters");
        return new DERUTF8String(text);
    }

    /** A length, the count of unused bits in the last octet (0: ETP has whole octets only), the octets. */
    ASN1Encodable bits(Element definition) {
        if (definition.isFixedLength()) {
            throw new IllegalStateException("no ETP definition has a fixed-size BIT STRING");
        }
        int length = in.length(definition);
        if (length == 0) {
            throw new Refusal(OerBounds.name(definition) + " lacks its initial octet");
        }
        int start = in.take(length);
        if (in.at(start) != 0) {
            throw new Refusal(OerBounds.name(definition) + " is not whole octets");
        }
        byte[] octets = in.takenFrom(start + 1);
        OerBounds.within(definition, BigInteger.valueOf(octets.length * 8L), "bits");
        return new DERBitString(octets);
    }

    private static boolean ascii(byte[] octets) {
        for (byte octet : octets) {
            if (octet < 0) {
                return false;
            }
        }
        return true;
    }
}
