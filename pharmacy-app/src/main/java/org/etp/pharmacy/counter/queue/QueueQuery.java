package org.etp.pharmacy.counter.queue;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.pharmacy.counter.PrescriptionFilter;

/**
 * What the queue shows: a status (or all), an optional search — a prescription ID or an NHS number, typed
 * or scanned, spaces and case not minding — and a page.
 */
public record QueueQuery(Optional<PrescriptionStatus> status, String search, int page) {

    public static final int PAGE_SIZE = 25;

    private static final Pattern PRESCRIPTION_ID = Pattern.compile("[0-9A-F]{6}-[0-9A-Z]{6}-[0-9A-F]{5}[0-9A-Z+]");
    private static final Pattern NHS_NUMBER = Pattern.compile("[0-9]{10}");

    public QueueQuery {
        status = status == null ? Optional.empty() : status;
        search = search == null ? "" : search.strip();
        page = Math.max(0, page);
    }

    /** The search as a prescription ID, if it is one. */
    public Optional<String> prescriptionId() {
        String id = search.toUpperCase(Locale.ROOT).replace(" ", "");
        return PRESCRIPTION_ID.matcher(id).matches() ? Optional.of(id) : Optional.empty();
    }

    /** The search as an NHS number, if it is one (written with spaces or hyphens or not). */
    public Optional<String> nhsNumber() {
        String digits = search.replaceAll("[\\s-]", "");
        return NHS_NUMBER.matcher(digits).matches() ? Optional.of(digits) : Optional.empty();
    }

    public boolean searching() {
        return !search.isEmpty();
    }

    /** Whether there is a search that is neither form, which no prescription can match. */
    public boolean unrecognisedSearch() {
        return searching() && prescriptionId().isEmpty() && nhsNumber().isEmpty();
    }

    /** The prescriptions this query can show: its status, and the prescription or patient searched for. */
    public PrescriptionFilter filter() {
        return new PrescriptionFilter(status, prescriptionId(), nhsNumber());
    }
}
