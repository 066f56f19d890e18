package org.etp.pharmacy.web;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import org.springframework.stereotype.Component;

/**
 * Instants as every page shows them: in the server's time zone, to the second. Templates call it as
 * {@code ${@times.of(instant)}}; code that hands a time to a page's script calls {@link #format}.
 */
@Component("times")
public class DisplayTimes {

    private static final DateTimeFormatter DISPLAY = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneId.systemDefault());

    /** The instant as shown, or an empty string for none. */
    public static String format(Instant instant) {
        return instant == null ? "" : DISPLAY.format(instant);
    }

    public String of(Instant instant) {
        return format(instant);
    }
}
