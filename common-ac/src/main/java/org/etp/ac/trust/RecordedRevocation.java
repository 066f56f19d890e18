package org.etp.ac.trust;

import java.time.Instant;

/**
 * A prescriber's {@link RevocationStatus} as the pharmacy's store keeps it with each signer it validated: which
 * source gave it and until when it held. It speaks of the status on the pages and in the receipts, so that they
 * name the source the status came from rather than a CRL of their own.
 *
 * @param source     the source's short name ({@code CRL})
 * @param nextUpdate until when the status held; null only for rows written before it was recorded
 */
public record RecordedRevocation(String source, Instant nextUpdate) {

    public RecordedRevocation {
        if (source == null || source.isBlank()) {
            throw new IllegalArgumentException("a recorded revocation status names its source");
        }
    }

    /** Until when the status held, in a receipt's words: {@code CRL current until 2027-03-01T09:00:00Z}. */
    public String currentUntil() {
        return source + " current until " + nextUpdate;
    }

    /** The heading of the next update on a page: {@code CRL next update}. */
    public String nextUpdateHeading() {
        return source + " next update";
    }
}
