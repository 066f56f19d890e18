package org.etp.pharmacy.counter.queue;

import java.util.Optional;
import java.util.regex.Pattern;
import org.etp.ac.prescription.PrescriptionIds;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.pharmacy.prescription.PrescriptionFilter;

/**
 * What the queue shows: a status (or all), an optional search — a prescription ID or an NHS number, typed
 * or scanned, spaces, hyphens and case not minding — and a page. A prescription ID is looked for whatever
 * the status filter says: a scanned prescription is wanted whatever has become of it.
 */
public record QueueQuery(Optional<PrescriptionStatus> status, String search, int page) {

    public static final int PAGE_SIZE = 25;

    private static final Pattern NHS_NUMBER = Pattern.compile("[0-9]{10}");

    public QueueQuery {
        status = status == null ? Optional.empty() : status;
        search = search == null ? "" : search.strip();
        if (page < 0) {
            throw new IllegalArgumentException("a page is 0 or more");
        }
    }

    /** The search as a prescription ID with a right check character, if it is one. */
    public Optional<String> prescriptionId() {
        return PrescriptionIds.canonical(search);
    }

    /** The search as an NHS number, if it is one (written with spaces or hyphens or not). */
    public Optional<String> nhsNumber() {
        String digits = search.replaceAll("[\\s-]", "");
        return NHS_NUMBER.matcher(digits).matches() ? Optional.of(digits) : Optional.empty();
    }

    /**
     * What kind of term the search is, for the access audit, which never keeps the term: {@code PRESCRIPTION_ID},
     * {@code NHS_NUMBER} or {@code UNRECOGNISED}; empty when there is no search.
     */
    public Optional<String> searchKind() {
        if (!searching()) {
            return Optional.empty();
        }
        return Optional.of(prescriptionId().isPresent() ? "PRESCRIPTION_ID" : nhsNumber().isPresent() ? "NHS_NUMBER"
                : "UNRECOGNISED");
    }

    public boolean searching() {
        return !search.isEmpty();
    }

    /** Whether there is a search that no prescription can match: neither form, or a wrong check character. */
    public boolean unrecognisedSearch() {
        return searching() && prescriptionId().isEmpty() && nhsNumber().isEmpty();
    }

    /** What to tell the pharmacist about the search, when it finds nothing ({@code foundNone}) or cannot. */
    public Optional<String> searchNotice(boolean foundNone) {
        if (!searching()) {
            return Optional.empty();
        }
        Optional<String> shaped = PrescriptionIds.normalise(search);
        if (shaped.isPresent() && prescriptionId().isEmpty()) {
            return Optional.of(shaped.get() + " is not a valid prescription ID: its check character does not match."
                    + " Check the ID and scan or type it again.");
        }
        if (unrecognisedSearch()) {
            return Optional.of("“" + search + "” is neither a prescription ID (XXXXXX-XXXXXX-XXXXXX) nor a ten-digit"
                    + " NHS number.");
        }
        if (foundNone && prescriptionId().isPresent()) {
            return Optional.of("No prescription " + prescriptionId().get() + " has been received here.");
        }
        return Optional.empty();
    }

    /** The prescriptions this query can show: its status, and the prescription or patient searched for. */
    public PrescriptionFilter filter() {
        Optional<String> id = prescriptionId();
        return new PrescriptionFilter(id.isPresent() ? Optional.empty() : status, id, nhsNumber());
    }
}
