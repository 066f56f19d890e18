package org.etp.ac.oer;

import static org.etp.ac.rejection.Reason.MALFORMED;
import static org.etp.ac.rejection.Reason.NON_CANONICAL;

import java.math.BigInteger;
import java.util.List;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1EncodableVector;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.DERNull;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.DERTaggedObject;
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
    private final OerPrimitives primitives;

    private CanonicalOerReader(byte[] bytes) {
        this.in = new OerCursor(bytes);
        this.primitives = new OerPrimitives(in);
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
        } catch (Refusal | OerBounds.OutsideDefinition e) {
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
            case INT -> primitives.integer(definition);
            case ENUM -> primitives.enumerated(definition);
            case BOOLEAN -> primitives.bool(definition);
            case NULL -> DERNull.INSTANCE;
            case OCTET_STRING -> primitives.carried(primitives.octets(definition, definition.isFixedLength()),
                    definition);
            case IA5String -> primitives.characters(definition);
            case UTF8_STRING -> primitives.utf8(definition);
            case BIT_STRING -> primitives.bits(definition);
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
                in.flag(OerBounds.name(definition) + "'s presence bitmap");
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
            in.flag(OerBounds.name(component) + ", its DEFAULT spelt out,");
        }
        return OEROptional.getInstance(value);
    }

    /** A quantity, then the elements. */
    private ASN1Encodable sequenceOf(Element definition) {
        int count = in.quantity(definition);
        OerBounds.within(definition, BigInteger.valueOf(count), "elements");
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
            throw new Refusal(OerBounds.name(definition) + " has an alternative of another tag class");
        }
        int tag = octet & 0x3F;
        if (tag == 0x3F) {
            tag = 0;
            int part;
            do {
                if (tag > Integer.MAX_VALUE >> 7) {
                    throw new Refusal(OerBounds.name(definition) + " has a tag out of range");
                }
                part = in.octet();
                tag = tag << 7 | part & 0x7F;
            } while ((part & 0x80) != 0);
            if (tag < 0x3F) {
                in.flag(OerBounds.name(definition) + "'s tag");
            }
        }
        if (tag >= definition.getChildren().size()) {
            throw new Refusal(OerBounds.name(definition) + " has no alternative [" + tag + "]");
        }
        return new DERTaggedObject(true, tag, value(definition.getChildren().get(tag)));
    }
}
