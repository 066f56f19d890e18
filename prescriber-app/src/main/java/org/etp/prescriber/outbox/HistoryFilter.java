package org.etp.prescriber.outbox;

import java.time.Instant;

/**
 * What the history is narrowed to; a null part does not narrow it.
 *
 * @param prescriptionId the prescription ID, in its canonical form
 * @param nhsNumber      the patient's NHS number, ten digits
 * @param name           part of the patient's name, in any case
 * @param from           the start of the day searched for (with {@code until})
 * @param until          the end of that day, exclusive
 */
public record HistoryFilter(String prescriptionId, String nhsNumber, String name, Instant from, Instant until) {

    public static final HistoryFilter NONE = new HistoryFilter(null, null, null, null, null);

    public HistoryFilter {
        if ((from == null) != (until == null)) {
            throw new IllegalArgumentException("a day needs its start and its end");
        }
    }
}
