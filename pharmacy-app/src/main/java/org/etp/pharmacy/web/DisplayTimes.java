package org.etp.pharmacy.web;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.stereotype.Component;

/**
 * Instants as every page and every sentence of the counter says them: one format, to the second, in the
 * pharmacy's configured zone ({@code etp.ui.zone}) and naming it, e.g. {@code 29 Mar 2026, 01:59:59 GMT}, as the prescriber's pages show it too.
 * Templates call it as {@code ${@times.of(instant)}}; code that words a message or hands a time to a page's
 * script asks the bean.
 */
@Component("times")
@EnableConfigurationProperties(UiProperties.class)
public class DisplayTimes {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("d MMM yyyy", Locale.UK);

    private final ZoneId zone;
    private final DateTimeFormatter display;
    private final DateTimeFormatter timeOfDay;

    public DisplayTimes(UiProperties properties) {
        this.zone = properties.zone();
        this.display = DateTimeFormatter.ofPattern("d MMM yyyy, HH:mm:ss zzz", Locale.UK).withZone(properties.zone());
        this.timeOfDay = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.UK).withZone(properties.zone());
    }

    /** The instant as shown, or an empty string for none. */
    public String of(Instant instant) {
        return instant == null ? "" : display.format(instant);
    }

    /** A calendar date as both applications show it: {@code 15 Jan 1970}. */
    public String date(LocalDate date) {
        return date == null ? "" : DATE.format(date);
    }

    /** The zone every time is shown in. */
    public ZoneId zone() {
        return zone;
    }

    /** The time of day alone, in the same zone: a chart's axis, where the day and zone are said once beside it. */
    public String timeOfDay(Instant instant) {
        return timeOfDay.format(instant);
    }
}
