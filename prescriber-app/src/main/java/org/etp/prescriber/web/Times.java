package org.etp.prescriber.web;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.etp.ac.prescription.NhsNumber;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * The one format of an instant on every page, in the practice's zone ({@code etp.ui.zone}, default
 * Europe/London) and naming it: {@code 14 Mar 2025, 09:05:12 GMT}. Pages call {@code @times.format(instant)}.
 */
@Component("times")
public class Times {

    private final ZoneId zone;
    private final DateTimeFormatter format;
    private final DateTimeFormatter date;

    public Times(@Value("${etp.ui.zone:Europe/London}") ZoneId zone) {
        this.zone = zone;
        this.format = DateTimeFormatter.ofPattern("d MMM yyyy, HH:mm:ss zzz", Locale.UK).withZone(zone);
        this.date = DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.UK).withZone(zone);
    }

    public ZoneId zone() {
        return zone;
    }

    /** The instant with its date, time and zone; a dash for none. */
    public String format(Instant instant) {
        return instant == null ? "–" : format.format(instant);
    }

    /** An NHS number as it is written everywhere: 3 3 4 digits, spaced ({@code 943 476 5919}). */
    public String nhsNumber(String digits) {
        return NhsNumber.spaced(digits);
    }

    /** The day alone, as a sentence says it: {@code 14 March 2025}. */
    public String day(Instant instant) {
        return instant == null ? "–" : date.format(instant);
    }
}
