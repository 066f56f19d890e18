package org.etp.ac.oer;

import static org.etp.ac.oer.OerBounds.name;
import static org.etp.ac.rejection.Reason.MALFORMED;

import java.math.BigInteger;
import java.util.List;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1EncodableVector;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.ASN1TaggedObject;
import org.bouncycastle.asn1.BERTags;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.DERTaggedObject;
import org.bouncycastle.oer.Element;
import org.bouncycastle.oer.OEROptional;
import org.etp.ac.oer.OerBounds.OutsideDefinition;
import org.etp.ac.rejection.VerificationException;

/**
 * Turns the module's values (as {@link org.etp.ac.der.Asn1Mapping} builds them) into the values Bouncy
 * Castle's OER runtime carries them as ({@link OerTypes}), and back, walking a value and its definition
 * together. On the way it holds every value to its definition's bounds ({@link OerBounds}) and every CHOICE to
 * its alternatives, which the runtime does not check in either direction.
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
            default -> toOer ? OerBounds.checked(carrier(value, definition), definition)
                    : value(OerBounds.checked(value, definition),
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
        OerBounds.within(definition, BigInteger.valueOf(elements.size()), "elements");
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
}
