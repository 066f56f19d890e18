package org.etp.pharmacy.counter;

import java.time.Instant;
import org.springframework.stereotype.Component;

/** {@link SqlTimes#display} for templates, as {@code ${@times.of(instant)}}. */
@Component("times")
class DisplayTimes {

    public String of(Instant instant) {
        return SqlTimes.display(instant);
    }
}
