package org.etp.ac.oer;

import static org.etp.ac.rejection.Reason.MALFORMED;
import static org.etp.ac.rejection.Reason.NON_CANONICAL;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.bouncycastle.asn1.ASN1Boolean;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1EncodableVector;
import org.bouncycastle.asn1.ASN1Enumerated;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.DERBitString;
import org.bouncycastle.asn1.DERNull;
import org.bouncycastle.asn1.DEROctetString;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.DERTaggedObject;
import org.bouncycastle.asn1.DERUTF8String;
import org.bouncycastle.oer.Element;
import org.bouncycastle.oer.OERDefinition.BaseType;
import org.bouncycastle.oer.OEROptional;
import org.etp.ac.oer.OerCursor.Refusal;
import org.etp.ac.rejection.VerificationException;

/**
 * Reads the module's values straight from the received bytes after Bouncy Castle's {@link Element}
 * definitions, checking on the way that each length, quantity, integer, enumerated value, boolean, presence
 * bitmap and CHOICE tag is in its one canonical form (X.696 COER) and each value inside its bounds. It gives
 * the values {@link OerValues#fromOer} makes of what the runtime's {@code OERInputStream} decodes — the
 * differential tests hold the two to the same values and verdicts — in one pass, without encoding them again.
 *
 * <p>Whatever the runtime could not read, or what lies outside the definition, is {@code MALFORMED} at once;
 * an encoding that is readable but not canonical is remembered and reported as {@code NON_CANONICAL} only when
 * the whole value has been read, so that, as before, a value both damaged and non-canonical is
 * {@code MALFORMED}. Every length is checked against the bytes left before anything is allocated.
 */
final class CanonicalOerReader {

    /** The module's values of a SEQUENCE and where each of its components ends in the received bytes. */
    record Decoded(ASN1Sequence values, int[] ends) {
    }

    private static final int CONTEXT_SPECIFIC = 0x80;

    private final OerCursor in;

    private CanonicalOerReader(byte[] bytes) {
        this.in = new OerCursor(bytes);
    }

    /**
     * The values of the SEQUENCE {@code definition} that {@code bytes} hold, and where each component ends.
     *
     * @throws VerificationException {@code MALFORMED} or {@code NON_CANONICAL}; {@code what} names the value
     */
    static Decoded read(byte[] bytes, Element definition, String what) throws VerificationException {
        CanonicalOerReader reader = new CanonicalOerReader(bytes);
        List<Element> components = definition.getChildren();
        int[] ends = new int[components.size()];
        ASN1Sequence values;
        try {
            if (definition.getBaseType() != BaseType.SEQ) {
                throw new IllegalStateException("a top-level definition that is no SEQUENCE");
            }
            values = reader.sequence(definition, ends);
        } catch (Refusal | OerValues.OutsideDefinition e) {
            throw new VerificationException(MALFORMED, what + " cannot be read as " + definition.getTypeName()
                    + " in OER: " + e.getMessage(), e);
        } catch (RuntimeException e) {
            throw new VerificationException(MALFORMED, what + " cannot be read as " + definition.getTypeName()
                    + " in OER", e);
        }
        if (reader.in.remaining() != 0) {
            throw new VerificationException(MALFORMED, reader.in.remaining() + " bytes follow " + what);
        }
        if (reader.in.nonCanonical() != null) {
            throw new VerificationException(NON_CANONICAL, "the " + reader.in.nonCanonical() + " of " + what
                    + " is not in canonical OER");
        }
        return new Decoded(values, ends);
    }

    private ASN1Encodable value(Element definition) {
        return switch (definition.getBaseType()) {
            case SEQ -> sequence(definition, null);
            case SEQ_OF -> sequenceOf(definition);
            case CHOICE -> choice(definition);
            case INT -> integer(definition);
            case ENUM -> enumerated(definition);
            case BOOLEAN -> bool(definition);
            case NULL -> DERNull.INSTANCE;
            case OCTET_STRING -> carried(octets(definition, definition.isFixedLength()), definition);
            case IA5String -> characters(definition);
            case UTF8_STRING -> utf8(definition);
            case BIT_STRING -> bits(definition);
            default -> throw new IllegalStateException("no ETP definition uses " + definition.getBaseType());
        };
    }

    /**
     * A presence bitmap of one bit for each OPTIONAL or DEFAULT component, padded with zeros, then those;
     * {@code ends}, when given, gets where each component ends.
     */
    private ASN1Sequence sequence(Element definition, int[] ends) {
        if (definition.hasPopulatedExtension()) {
            throw new IllegalStateException("no ETP definition is extensible");
        }
        List<Element> components = definition.getChildren();
        boolean preamble = definition.getOptionals() > 0 || definition.hasDefaultChildren();
        int bitmapStart = in.position();
        int bit = 0;
        int optional = 0;
        if (preamble) {
            for (Element component : components) {
                optional += component.isExplicit() ? 0 : 1;
            }
            int octets = Math.max(1, (optional + 7) / 8);
            in.take(octets);
            if ((in.at(in.position() - 1) & (1 << 8 * octets - optional) - 1) != 0) {
                in.flag(OerValues.name(definition) + "'s presence bitmap");
            }
        }
        ASN1EncodableVector values = new ASN1EncodableVector(components.size());
        for (int i = 0; i < components.size(); i++) {
            Element component = components.get(i);
            values.add(component(component, bitmapStart, bit));
            bit += component.isExplicit() ? 0 : 1;
            if (ends != null) {
                ends[i] = in.position();
            }
        }
        return new DERSequence(values);
    }

    /** One component: a value, or per its presence bit ({@code bit} of the bitmap at {@code bitmapStart}) absent. */
    private ASN1Encodable component(Element component, int bitmapStart, int bit) {
        if (component.isExplicit()) {
            return value(component);
        }
        boolean present = (in.at(bitmapStart + bit / 8) & 0x80 >>> bit % 8) != 0;
        if (!present) {
            return component.getDefaultValue() != null ? component.getDefaultValue() : OEROptional.ABSENT;
        }
        ASN1Encodable value = value(component);
        if (component.getDefaultValue() != null && component.getDefaultValue().equals(value)) {
            in.flag(OerValues.name(component) + ", its DEFAULT spelt out,");
        }
        return OEROptional.getInstance(value);
    }

    /** A quantity, then the elements. */
    private ASN1Encodable sequenceOf(Element definition) {
        int count = in.quantity(definition);
        OerValues.within(definition, BigInteger.valueOf(count), "elements");
        Element element = definition.getFirstChid();
        ASN1EncodableVector values = new ASN1EncodableVector(count);
        for (int i = 0; i < count; i++) {
            values.add(value(element));
        }
        return new DERSequence(values);
    }

    /** A tag octet: class context-specific, the number in six bits (or, from 63 on, in further octets). */
    private ASN1Encodable choice(Element definition) {
        int octet = in.octet();
        if ((octet & 0xC0) != CONTEXT_SPECIFIC) {
            throw new Refusal(OerValues.name(definition) + " has an alternative of another tag class");
        }
        int tag = octet & 0x3F;
        if (tag == 0x3F) {
            tag = 0;
            int part;
            do {
                if (tag > Integer.MAX_VALUE >> 7) {
                    throw new Refusal(OerValues.name(definition) + " has a tag out of range");
                }
                part = in.octet();
                tag = tag << 7 | part & 0x7F;
            } while ((part & 0x80) != 0);
            if (tag < 0x3F) {
                in.flag(OerValues.name(definition) + "'s tag");
            }
        }
        if (tag >= definition.getChildren().size()) {
            throw new Refusal(OerValues.name(definition) + " has no alternative [" + tag + "]");
        }
        return new DERTaggedObject(true, tag, value(definition.getChildren().get(tag)));
    }

    /** Fixed width where the range fits 1, 2, 4 or 8 octets; else a length and the fewest octets. */
    private ASN1Encodable integer(Element definition) {
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
                in.flag(OerValues.name(definition));
            }
        }
        OerValues.within(definition, value, null);
        return new ASN1Integer(value);
    }

    /** One octet for 0 to 127, else {@code 80 | n} and the value in n octets. */
    private ASN1Encodable enumerated(Element definition) {
        int first = in.octet();
        BigInteger value;
        if ((first & 0x80) == 0) {
            value = BigInteger.valueOf(first);
        } else {
            int start = in.take(first & 0x7F);
            value = new BigInteger(1, in.takenFrom(start));
            if (value.compareTo(BigInteger.valueOf(127)) <= 0 || !in.takenFromAre(start, value.toByteArray())) {
                in.flag(OerValues.name(definition));
            }
        }
        for (Element item : definition.getChildren()) {
            if (item.getEnumValue().equals(value)) {
                return new ASN1Enumerated(value);
            }
        }
        throw new Refusal(OerValues.name(definition) + " has no value " + value);
    }

    /** {@code 00} for FALSE and {@code FF} for TRUE; the runtime reads any other octet as TRUE. */
    private ASN1Encodable bool(Element definition) {
        int octet = in.octet();
        if (octet != 0 && octet != 0xFF) {
            in.flag(OerValues.name(definition));
        }
        return ASN1Boolean.getInstance(octet != 0);
    }

    private byte[] octets(Element definition, boolean fixed) {
        int length = fixed ? definition.getUpperBound().intValueExact() : in.length(definition);
        return in.takenFrom(in.take(length));
    }

    private ASN1Encodable carried(byte[] octets, Element definition) {
        OerValues.within(definition, BigInteger.valueOf(octets.length), "octets");
        if (OerTypes.OID.equals(definition.getTypeName())) {
            try {
                return ASN1ObjectIdentifier.fromContents(octets);
            } catch (IllegalArgumentException e) {
                throw new Refusal(OerValues.name(definition) + " is no valid " + OerTypes.OID);
            }
        }
        return new DEROctetString(octets);
    }

    private ASN1Encodable characters(Element definition) {
        byte[] octets = octets(definition, definition.isFixedLength());
        OerValues.within(definition, BigInteger.valueOf(octets.length), "characters");
        try {
            return OerTypes.value(new String(octets, StandardCharsets.ISO_8859_1), definition.getTypeName());
        } catch (IllegalArgumentException e) {
            throw new Refusal(OerValues.name(definition) + " is no valid " + definition.getTypeName());
        }
    }

    /**
     * The octets must be UTF-8 as the runtime writes it: ASCII, or what decodes and encodes back to the same
     * octets (Java's decoder replaces overlong forms, surrogates and stray octets).
     */
    private ASN1Encodable utf8(Element definition) {
        byte[] octets = octets(definition, false);
        String text = new String(octets, StandardCharsets.UTF_8);
        if (!ascii(octets) && !Arrays.equals(text.getBytes(StandardCharsets.UTF_8), octets)) {
            throw new Refusal(OerValues.name(definition) + " is no UTF-8");
        }
        OerValues.within(definition, BigInteger.valueOf(text.codePointCount(0, text.length())), "characters");
        return new DERUTF8String(text);
    }

    /** A length, the count of unused bits in the last octet (0: ETP has whole octets only), the octets. */
    private ASN1Encodable bits(Element definition) {
        if (definition.isFixedLength()) {
            throw new IllegalStateException("no ETP definition has a fixed-size BIT STRING");
        }
        int length = in.length(definition);
        if (length == 0) {
            throw new Refusal(OerValues.name(definition) + " lacks its initial octet");
        }
        int start = in.take(length);
        if (in.at(start) != 0) {
            throw new Refusal(OerValues.name(definition) + " is not whole octets");
        }
        byte[] octets = in.takenFrom(start + 1);
        OerValues.within(definition, BigInteger.valueOf(octets.length * 8L), "bits");
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
