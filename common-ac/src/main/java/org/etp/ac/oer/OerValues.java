package org.etp.ac.oer;

import static org.etp.ac.rejection.Reason.MALFORMED;

import java.math.BigInteger;
import java.util.List;
import org.bouncycastle.asn1.ASN1BitString;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1EncodableVector;
import org.bouncycastle.asn1.ASN1Enumerated;
import org.bouncycastle.asn1.ASN1IA5String;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1OctetString;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.ASN1TaggedObject;
import org.bouncycastle.asn1.ASN1UTF8String;
import org.bouncycastle.asn1.BERTags;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.DERTaggedObject;
import org.bouncycastle.oer.Element;
import org.bouncycastle.oer.OEROptional;
import org.etp.ac.rejection.VerificationException;

/**
 * Turns the module's values (as {@link org.etp.ac.der.Asn1Mapping} builds them) into the values Bouncy
 * Castle's OER runtime carries them as ({@link OerTypes}), and back, walking a value and its definition
 * together. On the way it holds every value to its definition's bounds — SIZE of strings (in characters for
 * UTF8String), of OCTET and BIT STRINGs and of every SEQUENCE OF, value ranges of INTEGERs, the values of an
 * ENUMERATED, the alternatives of a CHOICE — which the runtime does not check in either direction.
 */
final class OerValues {

    private OerValues() {
    }

    /**
     * The runtime's value of {@code value} under {@code definition}.
     *
     * @throws IllegalArgumentException when the value is outside its definition
     */
    static ASN1Encodable toOer(ASN1Encodable value, Element definition) {
        return walk(value, definition, true);
    }

    /**
     * The module's value of what the runtime decoded under {@code definition} (the receiver reads with
     * {@link CanonicalOerReader}; the tests hold it to this).
     *
     * @throws VerificationException {@code MALFORMED} when the value is outside its definition
     */
    static ASN1Encodable fromOer(ASN1Encodable value, Element definition) throws VerificationException {
        try {
            return walk(value, definition, false);
        } catch (RuntimeException e) {
            throw new VerificationException(MALFORMED, e instanceof OutsideDefinition ? e.getMessage()
                    : "a value does not have the module's type", e);
        }
    }

    /**
     * A content as the module (and DER) has it: an absent OPTIONAL component left out, a present one as
     * itself. The content types' only OPTIONAL component comes last, so leaving it out keeps every position.
     */
    static ASN1Encodable withoutPresence(ASN1Encodable value) {
        if (!(value instanceof ASN1Sequence sequence)) {
            return value;
        }
        ASN1EncodableVector values = new ASN1EncodableVector(sequence.size());
        for (ASN1Encodable component : sequence) {
            if (component instanceof OEROptional optional) {
                if (optional.isDefined()) {
                    values.add(withoutPresence(optional.get()));
                }
            } else {
                values.add(withoutPresence(component));
            }
        }
        return new DERSequence(values);
    }

    private static ASN1Encodable walk(ASN1Encodable value, Element definition, boolean toOer) {
        if (value instanceof OEROptional optional) {
            return optional.isDefined() ? OEROptional.getInstance(walk(optional.get(), definition, toOer)) : optional;
        }
        return switch (definition.getBaseType()) {
            case SEQ -> sequence(ASN1Sequence.getInstance(value), definition.getChildren(), definition, toOer);
            case SEQ_OF -> sequenceOf(ASN1Sequence.getInstance(value), definition, toOer);
            case CHOICE -> choice(ASN1TaggedObject.getInstance(value), definition, toOer);
            default -> toOer ? checked(carrier(value, definition), definition) : value(checked(value, definition),
                    definition);
        };
    }

    /**
     * Component for component. Towards the runtime, a module value (as DER has it) may lack its trailing
     * OPTIONAL components, which then go as absent, and a present OPTIONAL one is marked present.
     */
    private static ASN1Encodable sequence(ASN1Sequence sequence, List<Element> components, Element definition,
            boolean toOer) {
        int trailingOptionals = 0;
        while (toOer && trailingOptionals < components.size()
                && !components.get(components.size() - 1 - trailingOptionals).isExplicit()) {
            trailingOptionals++;
        }
        if (sequence.size() > components.size() || sequence.size() < components.size() - trailingOptionals) {
            throw new OutsideDefinition(name(definition) + " has " + sequence.size() + " components, not "
                    + components.size());
        }
        ASN1EncodableVector values = new ASN1EncodableVector(components.size());
        for (int i = 0; i < components.size(); i++) {
            Element component = components.get(i);
            if (i >= sequence.size()) {
                values.add(OEROptional.ABSENT);
                continue;
            }
            ASN1Encodable value = sequence.getObjectAt(i);
            boolean markPresent = toOer && !component.isExplicit() && !(value instanceof OEROptional);
            ASN1Encodable walked = walk(value, component, toOer);
            values.add(markPresent ? OEROptional.getInstance(walked) : walked);
        }
        return new DERSequence(values);
    }

    private static ASN1Encodable sequenceOf(ASN1Sequence elements, Element definition, boolean toOer) {
        within(definition, BigInteger.valueOf(elements.size()), "elements");
        ASN1EncodableVector values = new ASN1EncodableVector(elements.size());
        for (ASN1Encodable element : elements) {
            values.add(walk(element, definition.getFirstChid(), toOer));
        }
        return new DERSequence(values);
    }

    private static ASN1Encodable choice(ASN1TaggedObject chosen, Element definition, boolean toOer) {
        int tag = chosen.getTagNo();
        if (chosen.getTagClass() != BERTags.CONTEXT_SPECIFIC || tag >= definition.getChildren().size()) {
            throw new OutsideDefinition(name(definition) + " has no alternative [" + tag + "]");
        }
        return new DERTaggedObject(true, tag, walk(chosen.getExplicitBaseObject(),
                definition.getChildren().get(tag), toOer));
    }

    /** Holds a value of the runtime's types to the bounds of its definition. */
    private static ASN1Encodable checked(ASN1Encodable value, Element definition) {
        switch (definition.getBaseType()) {
            case UTF8_STRING -> {
                String text = ASN1UTF8String.getInstance(value).getString();
                within(definition, BigInteger.valueOf(text.codePointCount(0, text.length())), "characters");
            }
            case IA5String -> within(definition, BigInteger.valueOf(ASN1IA5String.getInstance(value).getString()
                    .length()), "characters");
            case OCTET_STRING -> within(definition, BigInteger.valueOf(ASN1OctetString.getInstance(value)
                    .getOctets().length), "octets");
            case BIT_STRING -> {
                ASN1BitString bits = ASN1BitString.getInstance(value);
                if (bits.getPadBits() != 0) {
                    throw new OutsideDefinition(name(definition) + " is not whole octets");
                }
                within(definition, BigInteger.valueOf(bits.getOctets().length * 8L), "bits");
            }
            case INT -> within(definition, ASN1Integer.getInstance(value).getValue(), null);
            case ENUM -> {
                BigInteger chosen = ASN1Enumerated.getInstance(value).getValue();
                if (definition.getChildren().stream().noneMatch(item -> item.getEnumValue().equals(chosen))) {
                    throw new OutsideDefinition(name(definition) + " has no value " + chosen);
                }
            }
            case BOOLEAN, NULL -> value.toASN1Primitive();
            default -> throw new IllegalStateException("no ETP definition uses " + definition.getBaseType());
        }
        return value;
    }

    /** Holds {@code count} of {@code unit} (or, with no unit, a value) to the definition's bounds. */
    static void within(Element definition, BigInteger count, String unit) {
        BigInteger lower = definition.getLowerBound();
        BigInteger upper = definition.getUpperBound();
        if (lower != null && count.compareTo(lower) < 0 || upper != null && count.compareTo(upper) > 0) {
            throw new OutsideDefinition(name(definition) + " has " + (unit == null ? "a value" : count + " " + unit)
                    + " outside " + definition.rangeExpression());
        }
    }

    private static ASN1Encodable carrier(ASN1Encodable value, Element definition) {
        return OerTypes.carrier(value, definition.getTypeName());
    }

    private static ASN1Encodable value(ASN1Encodable carrier, Element definition) {
        try {
            return OerTypes.value(carrier, definition.getTypeName());
        } catch (IllegalArgumentException e) {
            throw new OutsideDefinition(name(definition) + " is no valid " + definition.getTypeName(), e);
        }
    }

    static String name(Element definition) {
        String label = definition.getLabel();
        return label != null ? label : definition.getTypeName();
    }

    /** A value outside its definition; the message names the definition, never the value. */
    static final class OutsideDefinition extends IllegalArgumentException {

        private static final long serialVersionUID = 1L;

        OutsideDefinition(String message) {
            super(message);
        }

        OutsideDefinition(String message, Throwable cause) {
            super(message, cause);
        }
    }
}
