package org.etp.ac.prescription;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.ResolverStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@link CalendarText} against the regular expressions and strict {@code java.time} parsers it replaced, on
 * the texts a sender could put in each field: same verdict, same value.
 */
class CalendarTextTests {

    private static final DateTimeFormatter GENERALIZED = DateTimeFormatter.ofPattern("uuuuMMddHHmmss'Z'")
            .withResolverStyle(ResolverStyle.STRICT).withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter CALENDAR = DateTimeFormatter.ofPattern("uuuuMMdd")
            .withResolverStyle(ResolverStyle.STRICT);

    private static final int CASES = 20_000;

    @Test
    void readsGeneralizedTimesAsTheStrictFormatterDoes() {
        Pattern shape = Pattern.compile("[0-9]{14}Z");
        for (String text : candidates(CalendarText.GENERALIZED_TIME, 1)) {
            Object expected = shape.matcher(text).matches() ? reference(() -> LocalDateTime.parse(text, GENERALIZED)
                    .toInstant(ZoneOffset.UTC)) : null;
            assertSame(text, CalendarText.GENERALIZED_TIME, expected, () -> CalendarText.instant(text,
                    CalendarText.GENERALIZED_TIME));
        }
    }

    @Test
    void readsCalendarDatesAsTheStrictFormatterDoes() {
        Pattern shape = Pattern.compile("[0-9]{8}");
        for (String text : candidates(CalendarText.CALENDAR_DATE, 2)) {
            Object expected = shape.matcher(text).matches() ? reference(() -> LocalDate.parse(text, CALENDAR)) : null;
            assertSame(text, CalendarText.CALENDAR_DATE, expected, () -> CalendarText.date(text,
                    CalendarText.CALENDAR_DATE));
        }
    }

    @Test
    void readsXmlTimesAsTheIsoParserDoes() {
        Pattern shape = Pattern.compile("[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z");
        for (String text : candidates(CalendarText.XML_TIME, 3)) {
            Object expected = shape.matcher(text).matches() ? reference(() -> LocalDateTime.parse(
                    text.substring(0, text.length() - 1)).toInstant(ZoneOffset.UTC)) : null;
            assertSame(text, CalendarText.XML_TIME, expected, () -> CalendarText.instant(text, CalendarText.XML_TIME));
        }
    }

    @Test
    void readsXmlDatesAsTheIsoParserDoes() {
        Pattern shape = Pattern.compile("[0-9]{4}-[0-9]{2}-[0-9]{2}");
        for (String text : candidates(CalendarText.XML_DATE, 4)) {
            Object expected = shape.matcher(text).matches() ? reference(() -> LocalDate.parse(text)) : null;
            assertSame(text, CalendarText.XML_DATE, expected, () -> CalendarText.date(text, CalendarText.XML_DATE));
        }
    }

    @Test
    void refusesWhatNoCalendarHas() {
        for (String text : List.of("20240230120000Z", "20231301000000Z", "20240101240000Z", "20240101235960Z",
                "20240100000000Z", "20230229000000Z")) {
            assertThatThrownBy(() -> CalendarText.instant(text, CalendarText.GENERALIZED_TIME)).as(text)
                    .isInstanceOf(DateTimeException.class);
        }
        assertThat(CalendarText.instant("20240229235959Z", CalendarText.GENERALIZED_TIME))
                .isEqualTo(Instant.parse("2024-02-29T23:59:59Z"));
        assertThat(CalendarText.date("00000101", CalendarText.CALENDAR_DATE)).isEqualTo(LocalDate.of(0, 1, 1));
        assertThat(CalendarText.fits(null, CalendarText.XML_DATE)).isFalse();
    }

    private interface Parse {
        Object run();
    }

    /** What the old parser made of a text of the right shape: its value, or the exception's class. */
    private static Object reference(Parse parse) {
        try {
            return parse.run();
        } catch (DateTimeException e) {
            return DateTimeException.class;
        }
    }

    private static void assertSame(String text, String shape, Object expected, Parse parse) {
        if (expected == null) {
            assertThat(CalendarText.fits(text, shape)).as("shape of %s", text).isFalse();
        } else {
            assertThat(CalendarText.fits(text, shape)).as("shape of %s", text).isTrue();
        }
        Object actual = reference(parse);
        assertThat(actual).as(text).isEqualTo(expected == null ? DateTimeException.class : expected);
    }

    /**
     * Texts of the shape with digits chosen near the calendar's edges, and the same with one character
     * changed, dropped or added, or a full-width or Arabic-Indic digit in place of an ASCII one.
     */
    private static List<String> candidates(String shape, long seed) {
        Random random = new Random(seed);
        String[] edges = {"00", "01", "02", "09", "10", "11", "12", "13", "19", "20", "23", "24", "28", "29", "30",
                "31", "32", "59", "60", "61", "99"};
        List<String> texts = new ArrayList<>();
        for (int n = 0; n < CASES; n++) {
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < shape.length(); i++) {
                if (shape.charAt(i) != 'd') {
                    text.append(shape.charAt(i));
                } else if (i + 1 < shape.length() && shape.charAt(i + 1) == 'd' && random.nextInt(3) > 0) {
                    text.append(edges[random.nextInt(edges.length)]);
                    i++;
                } else {
                    text.append((char) ('0' + random.nextInt(10)));
                }
            }
            switch (random.nextInt(8)) {
                case 0 -> text.setCharAt(random.nextInt(text.length()), "x-T:Z 9/\uFF11\u0661".charAt(random.nextInt(10)));
                case 1 -> text.deleteCharAt(random.nextInt(text.length()));
                case 2 -> text.insert(random.nextInt(text.length() + 1), (char) ('0' + random.nextInt(10)));
                default -> {
                }
            }
            texts.add(text.toString());
        }
        return texts;
    }
}
