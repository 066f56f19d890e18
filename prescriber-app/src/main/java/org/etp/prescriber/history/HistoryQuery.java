package org.etp.prescriber.history;

import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Optional;
import org.etp.ac.prescription.PrescriptionIds;
import org.etp.prescriber.outbox.HistoryFilter;

/**
 * What the prescriber typed into the history's search box, and the day chosen, read as a {@link HistoryFilter}:
 * a prescription ID (in any case, with spaces or without its hyphens), an NHS number (with or without spaces),
 * or else part of the patient's name.
 */
final class HistoryQuery {

    static final int MAX_LENGTH = 100;

    private HistoryQuery() {
    }

    static HistoryFilter filter(String text, LocalDate day, ZoneId zone) {
        String typed = text == null ? "" : text.strip();
        String prescriptionId = null;
        String nhsNumber = null;
        String name = null;
        if (!typed.isEmpty()) {
            Optional<String> id = PrescriptionIds.canonical(typed);
            String digits = typed.replaceAll("[\\s-]", "");
            if (id.isPresent()) {
                prescriptionId = id.get();
            } else if (digits.matches("[0-9]{10}")) {
                nhsNumber = digits;
            } else {
                name = typed;
            }
        }
        if (day == null) {
            return new HistoryFilter(prescriptionId, nhsNumber, name, null, null);
        }
        return new HistoryFilter(prescriptionId, nhsNumber, name, day.atStartOfDay(zone).toInstant(),
                day.plusDays(1).atStartOfDay(zone).toInstant());
    }
}
