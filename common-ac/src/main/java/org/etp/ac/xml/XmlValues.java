package org.etp.ac.xml;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.regex.Pattern;
import org.etp.ac.codec.CodecException;
import org.etp.ac.prescription.CalendarText;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;

/**
 * The lexical forms of the XML form's simple values, one way each, as the schema's patterns state them.
 * Reading refuses any other spelling as {@code MALFORMED}; whether a well-spelled value is acceptable
 * (an NHS number's check digit, a quantity's range) is for the model to say.
 */
final class XmlValues {

    private static final Pattern DECIMAL = Pattern.compile("(0|[1-9][0-9]{0,11})(\\.[0-9]{0,2}[1-9])?");
    /** 2^159, the largest serial number plus one, has 48 decimal digits. */
    private static final Pattern SERIAL = Pattern.compile("[1-9][0-9]{0,47}");
    /** A certificate's serial number: positive, at most 20 octets, so below 2^160 (49 decimal digits). */
    private static final Pattern CERTIFICATE_SERIAL = Pattern.compile("[1-9][0-9]{0,48}");
    private static final int MAX_CERTIFICATE_SERIAL_BITS = 160;
    private static final Pattern COUNT = Pattern.compile("[1-9][0-9]{0,8}");
    private static final DateTimeFormatter TIME_FORMAT =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss'Z'", Locale.ROOT).withZone(ZoneOffset.UTC);
    private static final int MAX_YEAR = 9999;

    private XmlValues() {
    }

    static String time(Instant value) throws CodecException {
        int year = value.atOffset(ZoneOffset.UTC).getYear();
        if (year < 0 || year > MAX_YEAR) {
            throw new CodecException("a time outside the years 0000 to 9999 has no XML form here");
        }
        return TIME_FORMAT.format(value);
    }

    static Instant time(String text) throws VerificationException {
        if (!CalendarText.fits(text, CalendarText.XML_TIME)) {
            throw malformed("a time must be YYYY-MM-DDThh:mm:ssZ");
        }
        try {
            // as strict as java.time's strict resolver: no 24:00, no second 60, no day a month does not have
            return CalendarText.instant(text, CalendarText.XML_TIME);
        } catch (DateTimeException e) {
            throw malformed("a time names no calendar time");
        }
    }

    static String date(LocalDate value) throws CodecException {
        if (value.getYear() < 0 || value.getYear() > MAX_YEAR) {
            throw new CodecException("a date outside the years 0000 to 9999 has no XML form here");
        }
        return value.toString();
    }

    static LocalDate date(String text) throws VerificationException {
        if (!CalendarText.fits(text, CalendarText.XML_DATE)) {
            throw malformed("a date must be YYYY-MM-DD");
        }
        try {
            return CalendarText.date(text, CalendarText.XML_DATE);
        } catch (DateTimeException e) {
            throw malformed("a date names no calendar day");
        }
    }

    /** The model holds quantities without trailing zeros, so the plain string is already the one spelling. */
    static String decimal(BigDecimal value) {
        return value.toPlainString();
    }

    static BigDecimal decimal(String text) throws VerificationException {
        require(DECIMAL, text, "a decimal must be digits with at most three decimals, no sign and no exponent");
        return new BigDecimal(text);
    }

    static BigInteger serial(String text) throws VerificationException {
        require(SERIAL, text, "a serial number must be a positive integer of at most 48 digits");
        return new BigInteger(text);
    }

    /** The serial number of an X.509 certificate, as a {@code BaseCertificateID} names it. */
    static BigInteger certificateSerial(String text) throws VerificationException {
        require(CERTIFICATE_SERIAL, text, "a certificate's serial number must be a positive integer without "
                + "leading zeros");
        BigInteger serial = new BigInteger(text);
        if (serial.bitLength() > MAX_CERTIFICATE_SERIAL_BITS) {
            throw malformed("a certificate's serial number must be at most 20 octets");
        }
        return serial;
    }

    static int count(String text) throws VerificationException {
        require(COUNT, text, "a number must be a positive integer without leading zeros");
        return Integer.parseInt(text);
    }

    static String bool(boolean value) {
        return value ? "true" : "false";
    }

    static boolean bool(String text) throws VerificationException {
        if ("true".equals(text)) {
            return true;
        }
        if ("false".equals(text)) {
            return false;
        }
        throw malformed("a boolean must be true or false");
    }

    /** The ASN.1 identifier of an enumeration value: {@code GENERAL_PRACTITIONER} is {@code generalPractitioner}. */
    static String identifier(Enum<?> value) {
        StringBuilder out = new StringBuilder();
        boolean upper = false;
        for (char c : value.name().toCharArray()) {
            if (c == '_') {
                upper = true;
            } else {
                out.append(upper ? c : Character.toLowerCase(c));
                upper = false;
            }
        }
        return out.toString();
    }

    static <E extends Enum<E>> E enumerated(Class<E> type, String text) throws VerificationException {
        for (E value : type.getEnumConstants()) {
            if (identifier(value).equals(text)) {
                return value;
            }
        }
        throw malformed("not a " + type.getSimpleName() + " identifier");
    }

    private static void require(Pattern pattern, String text, String expected) throws VerificationException {
        if (!pattern.matcher(text).matches()) {
            throw malformed(expected);
        }
    }

    /** XML's own whitespace: space, tab, line feed, carriage return. */
    static boolean isWhitespace(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return false;
            }
        }
        return true;
    }

    /** A name or URI from the input, made safe for a one-line log message: short and printable. */
    static String excerpt(String text) {
        String shown = text.length() > 80 ? text.substring(0, 80) + "..." : text;
        return shown.codePoints().allMatch(c -> c >= 0x20 && c < 0x7F) ? shown
                : shown.replaceAll("[^\\x20-\\x7E]", "?");
    }

    static VerificationException malformed(String message) {
        return new VerificationException(Reason.MALFORMED, message);
    }
}
