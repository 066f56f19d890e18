package org.etp.ac.oer;

import java.math.BigInteger;
import org.bouncycastle.asn1.ASN1BitString;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Enumerated;
import org.bouncycastle.asn1.ASN1IA5String;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1OctetString;
import org.bouncycastle.asn1.ASN1UTF8String;
import org.bouncycastle.oer.Element;

/**
 * The bounds of the module's definitions, which Bouncy Castle's OER runtime does not check in either direction:
 * SIZE of strings (in characters for UTF8String), of OCTET and BIT STRINGs and of every SEQUENCE OF, value ranges
 * of INTEGERs and the values of an ENUMERATED. A value outside them is an {@link OutsideDefinition}, whose message
 * names the definition, never the value.
 */
final class OerBounds {

    private OerBounds() {
    }

    /** Holds a value of the runtime's types to the bounds of its definition. */
    static ASN1Encodable checked(ASN1Encodable value, Element definition) {
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
