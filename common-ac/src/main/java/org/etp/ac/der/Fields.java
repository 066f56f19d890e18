package org.etp.ac.der;

import static org.etp.ac.rejection.Reason.MALFORMED;

import java.math.BigInteger;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.bouncycastle.asn1.ASN1Boolean;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Enumerated;
import org.bouncycastle.asn1.ASN1GeneralizedTime;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1NumericString;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.ASN1PrintableString;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.ASN1UTF8String;
import org.etp.ac.prescription.CalendarText;
import org.etp.ac.rejection.VerificationException;

/**
 * Reads the components of one received SEQUENCE in order, each of exactly the type the module gives it.
 * Every mismatch is {@code MALFORMED} and names the type and field, never the value (which may be
 * patient data). Values are handed to the model unjudged: refusing them is the model's business.
 */
final class Fields {

    /** Reads one element of a SEQUENCE OF. */
    @FunctionalInterface
    interface Reader<T> {
        T read(ASN1Encodable element) throws VerificationException;
    }

    private final ASN1Sequence sequence;
    private final String type;
    private int next;

    private Fields(ASN1Sequence sequence, String type) {
        this.sequence = sequence;
        this.type = type;
    }

    /** The fields of {@code value}, a SEQUENCE of exactly {@code size} components. */
    static Fields of(ASN1Encodable value, String type, int size) throws VerificationException {
        if (!(value instanceof ASN1Sequence sequence)) {
            throw new VerificationException(MALFORMED, type + " is not a SEQUENCE");
        }
        if (sequence.size() != size) {
            throw new VerificationException(MALFORMED, type + " has " + sequence.size() + " components, not " + size);
        }
        return new Fields(sequence, type);
    }

    /**
     * The fields of {@code value}, a SEQUENCE of {@code fewest} to {@code most} components: its OPTIONAL ones
     * come last, so that what is there says what is absent.
     */
    static Fields of(ASN1Encodable value, String type, int fewest, int most) throws VerificationException {
        if (!(value instanceof ASN1Sequence sequence)) {
            throw new VerificationException(MALFORMED, type + " is not a SEQUENCE");
        }
        if (sequence.size() < fewest || sequence.size() > most) {
            throw new VerificationException(MALFORMED, type + " has " + sequence.size() + " components, not "
                    + fewest + " to " + most);
        }
        return new Fields(sequence, type);
    }

    /** Whether a component is left. */
    boolean hasNext() {
        return next < sequence.size();
    }

    ASN1Encodable next() {
        return sequence.getObjectAt(next++);
    }

    String printable(String field) throws VerificationException {
        String value = as(ASN1PrintableString.class, field, "PrintableString").getString();
        if (!ASN1PrintableString.isPrintableString(value)) {
            throw wrong(field, "PrintableString");
        }
        return value;
    }

    String numeric(String field) throws VerificationException {
        String value = as(ASN1NumericString.class, field, "NumericString").getString();
        if (!ASN1NumericString.isNumericString(value)) {
            throw wrong(field, "NumericString");
        }
        return value;
    }

    String utf8(String field) throws VerificationException {
        // the label is made only for an error: this runs for every text of every message
        ASN1UTF8String text = as(ASN1UTF8String.class, field, "UTF8String");
        try {
            return text.getString();
        } catch (IllegalArgumentException e) {
            throw new VerificationException(MALFORMED, label(field) + " is not valid UTF-8", e);
        }
    }

    /** A UTF8String on its own, such as an element of a SEQUENCE OF; {@code label} names it in errors. */
    static String utf8(ASN1Encodable value, String label) throws VerificationException {
        if (!(value instanceof ASN1UTF8String text)) {
            throw new VerificationException(MALFORMED, label + " is not a UTF8String");
        }
        try {
            return text.getString();
        } catch (IllegalArgumentException e) {
            throw new VerificationException(MALFORMED, label + " is not valid UTF-8", e);
        }
    }

    boolean bool(String field) throws VerificationException {
        return as(ASN1Boolean.class, field, "BOOLEAN").isTrue();
    }

    ASN1ObjectIdentifier oid(String field) throws VerificationException {
        return as(ASN1ObjectIdentifier.class, field, "OBJECT IDENTIFIER");
    }

    int integer(String field) throws VerificationException {
        BigInteger value = as(ASN1Integer.class, field, "INTEGER").getValue();
        if (value.bitLength() >= Integer.SIZE) {
            throw new VerificationException(MALFORMED, label(field) + " is out of range");
        }
        return value.intValue();
    }

    /** An ENUMERATED whose value is the index of the constant in {@code values}, the module's order. */
    <E> E enumerated(String field, List<E> values) throws VerificationException {
        BigInteger value = as(ASN1Enumerated.class, field, "ENUMERATED").getValue();
        if (value.signum() < 0 || value.compareTo(BigInteger.valueOf(values.size())) >= 0) {
            throw new VerificationException(MALFORMED, label(field) + " is no value of its ENUMERATED");
        }
        return values.get(value.intValue());
    }

    /** A GeneralizedTime in the one form the module allows: YYYYMMDDHHMMSSZ. */
    Instant time(String field) throws VerificationException {
        String value = as(ASN1GeneralizedTime.class, field, "GeneralizedTime").getTimeString();
        if (!CalendarText.fits(value, CalendarText.GENERALIZED_TIME)) {
            throw new VerificationException(MALFORMED, label(field) + " is not YYYYMMDDHHMMSSZ");
        }
        try {
            return CalendarText.instant(value, CalendarText.GENERALIZED_TIME);
        } catch (DateTimeException e) {
            throw new VerificationException(MALFORMED, label(field) + " is no date and time", e);
        }
    }

    /** A CalendarDate: a NumericString YYYYMMDD. */
    LocalDate date(String field) throws VerificationException {
        String value = numeric(field);
        if (!CalendarText.fits(value, CalendarText.CALENDAR_DATE)) {
            throw new VerificationException(MALFORMED, label(field) + " is not YYYYMMDD");
        }
        try {
            return CalendarText.date(value, CalendarText.CALENDAR_DATE);
        } catch (DateTimeException e) {
            throw new VerificationException(MALFORMED, label(field) + " is no date", e);
        }
    }

    /** The elements of a SEQUENCE OF, each read by {@code reader}. */
    <T> List<T> sequenceOf(String field, Reader<T> reader) throws VerificationException {
        ASN1Sequence elements = as(ASN1Sequence.class, field, "SEQUENCE OF");
        List<T> values = new ArrayList<>(elements.size());
        for (ASN1Encodable element : elements) {
            values.add(reader.read(element));
        }
        return values;
    }

    private <T> T as(Class<T> expected, String field, String asn1Type) throws VerificationException {
        ASN1Encodable value = next();
        if (!expected.isInstance(value)) {
            throw wrong(field, asn1Type);
        }
        return expected.cast(value);
    }

    private VerificationException wrong(String field, String asn1Type) {
        return new VerificationException(MALFORMED, label(field) + " is not a " + asn1Type);
    }

    private String label(String field) {
        return field + " of " + type;
    }
}
