package org.etp.ac.der;

import java.io.IOException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.ResolverStyle;
import java.util.List;
import java.util.function.Function;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1EncodableVector;
import org.bouncycastle.asn1.ASN1Encoding;
import org.bouncycastle.asn1.ASN1Enumerated;
import org.bouncycastle.asn1.DERGeneralizedTime;
import org.bouncycastle.asn1.DERNumericString;
import org.bouncycastle.asn1.DERPrintableString;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.DERUTF8String;

/**
 * Makes the ASN.1 values of the module's types from model values. A value the type cannot hold (a
 * character outside PrintableString, a year after 9999) is an {@link IllegalArgumentException}: the
 * model should not have let it through, and the codec reports it as its own fault.
 */
final class Values {

    private static final int LAST_YEAR = 9999;
    /** The one GeneralizedTime form the module allows, YYYYMMDDHHMMSSZ, and a CalendarDate's YYYYMMDD. */
    static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("uuuuMMddHHmmss'Z'")
            .withResolverStyle(ResolverStyle.STRICT).withZone(ZoneOffset.UTC);
    static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("uuuuMMdd")
            .withResolverStyle(ResolverStyle.STRICT);

    private Values() {
    }

    /** The DER of one of our own values, which cannot fail to encode. */
    static byte[] der(ASN1Encodable value) {
        try {
            return value.toASN1Primitive().getEncoded(ASN1Encoding.DER);
        } catch (IOException e) {
            throw new IllegalStateException("a value built in memory failed to encode", e);
        }
    }

    static DERPrintableString printable(String value) {
        return new DERPrintableString(value, true);
    }

    static DERNumericString numeric(String value) {
        return new DERNumericString(value, true);
    }

    static DERUTF8String utf8(String value) {
        return new DERUTF8String(value);
    }

    static DERGeneralizedTime time(Instant value) {
        int year = value.atZone(ZoneOffset.UTC).getYear();
        if (year < 0 || year > LAST_YEAR) {
            throw new IllegalArgumentException("a GeneralizedTime holds years 0000 to 9999, not " + year);
        }
        return new DERGeneralizedTime(TIME.format(value));
    }

    static DERNumericString date(LocalDate value) {
        if (value.getYear() < 0 || value.getYear() > LAST_YEAR) {
            throw new IllegalArgumentException("a CalendarDate holds years 0000 to 9999, not " + value.getYear());
        }
        return numeric(DATE.format(value));
    }

    /** An ENUMERATED whose value is the index of {@code constant} in {@code values}, the module's order. */
    static <E> ASN1Enumerated enumerated(E constant, List<E> values) {
        int index = values.indexOf(constant);
        if (index < 0) {
            throw new IllegalArgumentException(constant + " has no value in the module");
        }
        return new ASN1Enumerated(index);
    }

    static DERSequence sequence(ASN1Encodable... components) {
        return new DERSequence(components);
    }

    static <T> DERSequence sequenceOf(List<T> values, Function<T, ASN1Encodable> writer) {
        ASN1EncodableVector elements = new ASN1EncodableVector(values.size());
        values.forEach(value -> elements.add(writer.apply(value)));
        return new DERSequence(elements);
    }
}
