package org.etp.prescriber.history;

import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Locale;
import java.util.Optional;
import org.etp.ac.prescription.PrescriptionId;
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
            Optional<String> id = prescriptionId(typed);
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

    /** The canonical prescription ID that {@code typed} spells, however it was spaced, hyphenated or cased. */
    static Optional<String> prescriptionId(String typed) {
        String bare = typed.replaceAll("[\\s-]", "").toUpperCase(Locale.ROOT);
        if (bare.length() != 18) {
            return Optional.empty();
        }
        String canonical = bare.substring(0, 6) + "-" + bare.substring(6, 12) + "-" + bare.substring(12);
        try {
            return Optional.of(new PrescriptionId(canonical).value());
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
