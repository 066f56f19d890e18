package org.etp.prescriber.outbox;

/**
 * Where an outbox row stands. {@code SENDING} from the commit until the first answer or failure;
 * {@code RETRYING} after a failed attempt (no connection, no answer in time, or the pharmacy's ERROR),
 * resent with backoff; the rest are the pharmacy's final answers.
 */
public enum OutboxStatus {

    SENDING, RETRYING, ACCEPTED, DUPLICATE, REJECTED;

    /** Still to be delivered: resent until the pharmacy answers. */
    public boolean pending() {
        return this == SENDING || this == RETRYING;
    }
}
