package org.etp.prescriber.transport;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code etp.sender.*}: how the outbox is sent. A failed attempt is retried after {@code initial-backoff},
 * doubling up to {@code max-backoff}; an attempt without an answer within {@code response-timeout} has
 * failed; the outbox is read every {@code poll-interval} (and at once when a prescription is queued);
 * at most {@code max-in-flight} prescriptions await an answer at a time. {@code attach} says what travels with each
 * prescription in the frame's attachment block: {@code stapled} (the default) the signing certificate's chain with
 * the current OCSP answer about it whenever there is one (the certificate names a responder that answered),
 * {@code always} the chain even without an answer, {@code never} nothing.
 */
@ConfigurationProperties("etp.sender")
public record SenderProperties(@DefaultValue("1s") Duration initialBackoff, @DefaultValue("60s") Duration maxBackoff,
        @DefaultValue("10s") Duration connectTimeout, @DefaultValue("30s") Duration responseTimeout,
        @DefaultValue("1s") Duration pollInterval, @DefaultValue("32") int maxInFlight,
        @DefaultValue("stapled") Attach attach) {

    /** What travels with each prescription ({@code etp.sender.attach}). */
    public enum Attach {
        /** The chain and the current OCSP answer, when there is one; else nothing. */
        STAPLED,
        /** The chain always, with the current OCSP answer when there is one. */
        ALWAYS,
        /** Nothing: the pharmacy must hold the prescriber's certificate and find its status itself. */
        NEVER
    }

    public SenderProperties {
        attach = attach == null ? Attach.STAPLED : attach;
        positive(initialBackoff, "initial-backoff");
        positive(maxBackoff, "max-backoff");
        positive(connectTimeout, "connect-timeout");
        positive(responseTimeout, "response-timeout");
        positive(pollInterval, "poll-interval");
        if (maxBackoff.compareTo(initialBackoff) < 0) {
            throw new IllegalArgumentException("etp.sender.max-backoff must not be below initial-backoff");
        }
        if (maxInFlight < 1) {
            throw new IllegalArgumentException("etp.sender.max-in-flight must be at least 1");
        }
    }

    /** The wait after the {@code attempts}-th failed attempt: initial, doubling, capped. */
    public Duration backoff(int attempts) {
        int doublings = Math.min(Math.max(attempts, 1) - 1, 20);
        Duration delay = initialBackoff.multipliedBy(1L << doublings);
        return delay.compareTo(maxBackoff) > 0 ? maxBackoff : delay;
    }

    /** How long a claimed row is left to its attempt before it is due again (should this app die meanwhile). */
    public Duration lease() {
        return connectTimeout.plus(responseTimeout).plusSeconds(5);
    }

    private static void positive(Duration duration, String name) {
        if (duration == null || duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException("etp.sender." + name + " must be a positive duration");
        }
    }
}
