package org.etp.ac.der;

import static org.etp.ac.rejection.Reason.MALFORMED;

import java.math.BigDecimal;
import java.util.regex.Pattern;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Sequence;
import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.Quantity;
import org.etp.ac.rejection.VerificationException;

/**
 * A prescribed item and the quantities that prescriptions and dispense events carry.
 *
 * <pre>
 * Item ::= SEQUENCE {
 *     dmdCode   NumericString (SIZE (6..18)),          -- SNOMED CT id, Verhoeff check digit
 *     name      UTF8String (SIZE (1..200)),
 *     quantity  Quantity,
 *     dosage    UTF8String (SIZE (1..500)) }
 *
 * Quantity ::= SEQUENCE {
 *     value  Decimal,
 *     unit   UTF8String (SIZE (1..40)) }
 *
 * -- a positive decimal with at most three decimals, no exponent, no sign, no leading zeros
 * -- other than "0." and no trailing zeros: "28", "2.5", "0.125"
 * Decimal ::= PrintableString (SIZE (1..16))
 * </pre>
 */
final class ItemAsn1 {

    private static final int DECIMAL_MAX_LENGTH = 16;
    private static final Pattern DECIMAL_SHAPE = Pattern.compile("[0-9]+(\\.[0-9]+)?");

    private ItemAsn1() {
    }

    static ASN1Sequence write(Item item) {
        return Values.sequence(Values.numeric(item.dmdCode()), Values.utf8(item.name()), write(item.quantity()),
                Values.utf8(item.dosage()));
    }

    static ASN1Sequence write(Quantity quantity) {
        return Values.sequence(Values.printable(quantity.value().toPlainString()), Values.utf8(quantity.unit()));
    }

    static Item read(ASN1Encodable value) throws VerificationException {
        Fields fields = Fields.of(value, "Item", 4);
        return new Item(fields.numeric("dmdCode"), fields.utf8("name"), quantity(fields.next()), fields.utf8("dosage"));
    }

    /**
     * Reads a Quantity. A Decimal has one spelling per value ("28", never "28.0" or "028"), so that equal
     * quantities are equal bytes, as they are equal text in the XML form; any other spelling is refused.
     */
    static Quantity quantity(ASN1Encodable value) throws VerificationException {
        Fields fields = Fields.of(value, "Quantity", 2);
        String decimal = fields.printable("value");
        if (decimal.length() > DECIMAL_MAX_LENGTH || !DECIMAL_SHAPE.matcher(decimal).matches()) {
            throw new VerificationException(MALFORMED, "value of Quantity is not a Decimal");
        }
        Quantity quantity = new Quantity(new BigDecimal(decimal), fields.utf8("unit"));
        if (!quantity.value().toPlainString().equals(decimal)) {
            throw new VerificationException(MALFORMED, "value of Quantity is not a Decimal in its canonical form");
        }
        return quantity;
    }
}
