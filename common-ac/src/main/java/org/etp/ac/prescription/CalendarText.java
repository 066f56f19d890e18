package org.etp.ac.prescription;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

/**
 * The fixed-width calendar texts of the three wire forms, read digit by digit: the DER and OER
 * {@code GeneralizedTime} {@code YYYYMMDDHHMMSSZ} and {@code CalendarDate} {@code YYYYMMDD}, and the XML
 * {@code YYYY-MM-DDThh:mm:ssZ} and {@code YYYY-MM-DD}. A regular expression and a {@code DateTimeFormatter}
 * would say the same for several microseconds a value, and an audit certificate carries dozens of times.
 *
 * <p>A shape is a string in which {@code d} stands for one ASCII digit and every other character for
 * itself. The digits, read in order, are the year (four), month, day, hour, minute and second (two each).
 * The calendar is checked as strictly as {@code java.time}'s strict resolver: no month 13, no 30 February,
 * no hour 24, no second 60.
 */
public final class CalendarText {

    /** ASN.1 {@code GeneralizedTime} in the one form the module allows. */
    public static final String GENERALIZED_TIME = "ddddddddddddddZ";
    /** The module's {@code CalendarDate}. */
    public static final String CALENDAR_DATE = "dddddddd";
    /** XML Schema {@code dateTime} in the one form the schema allows. */
    public static final String XML_TIME = "dddd-dd-ddTdd:dd:ddZ";
    /** XML Schema {@code date} without a zone. */
    public static final String XML_DATE = "dddd-dd-dd";

    private static final int TIME_DIGITS = 14;
    private static final int DATE_DIGITS = 8;

    private CalendarText() {
    }

    /** Whether {@code text} has {@code shape}: the same length, a digit where it has {@code d}, else its character. */
    public static boolean fits(String text, String shape) {
        if (text == null || text.length() != shape.length()) {
            return false;
        }
        for (int i = 0; i < shape.length(); i++) {
            char expected = shape.charAt(i);
            char actual = text.charAt(i);
            if (expected == 'd' ? actual < '0' || actual > '9' : actual != expected) {
                return false;
            }
        }
        return true;
    }

    /**
     * The instant (UTC) that {@code text} of a time shape names.
     *
     * @throws DateTimeException when {@code text} does not fit {@code shape} or names no calendar time
     */
    public static Instant instant(String text, String shape) {
        int[] digits = digits(text, shape, TIME_DIGITS);
        return LocalDateTime.of(number(digits, 0, 4), number(digits, 4, 6), number(digits, 6, 8),
                number(digits, 8, 10), number(digits, 10, 12), number(digits, 12, 14)).toInstant(ZoneOffset.UTC);
    }

    /**
     * The day that {@code text} of a date shape names.
     *
     * @throws DateTimeException when {@code text} does not fit {@code shape} or names no calendar day
     */
    public static LocalDate date(String text, String shape) {
        int[] digits = digits(text, shape, DATE_DIGITS);
        return LocalDate.of(number(digits, 0, 4), number(digits, 4, 6), number(digits, 6, 8));
    }

    private static int[] digits(String text, String shape, int count) {
        if (!fits(text, shape)) {
            throw new DateTimeException("not of the form " + shape);
        }
        int[] digits = new int[count];
        int next = 0;
        for (int i = 0; i < shape.length(); i++) {
            if (shape.charAt(i) == 'd') {
                if (next == count) {
                    throw new IllegalArgumentException("a shape of more than " + count + " digits: " + shape);
                }
                digits[next++] = text.charAt(i) - '0';
            }
        }
        if (next != count) {
            throw new IllegalArgumentException("a shape of fewer than " + count + " digits: " + shape);
        }
        return digits;
    }

    private static int number(int[] digits, int from, int to) {
        int value = 0;
        for (int i = from; i < to; i++) {
            value = value * 10 + digits[i];
        }
        return value;
    }
}
