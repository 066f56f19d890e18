package org.etp.prescriber.history;

import org.etp.prescriber.outbox.OutboxEntry;
import org.etp.prescriber.outbox.OutboxStatus;
import org.springframework.stereotype.Component;

/**
 * A prescription's status as a GP reads it: a short label ("Delivered", not {@code DUPLICATE}, which reads
 * like a mistake) and a sentence on what happened. Pages call {@code @statusLabels.label(status)}.
 */
@Component("statusLabels")
public class StatusLabels {

    private final PharmacyReasons reasons;

    StatusLabels(PharmacyReasons reasons) {
        this.reasons = reasons;
    }

    public String label(OutboxStatus status) {
        return switch (status) {
            case SENDING -> "Sending";
            case RETRYING -> "Retrying";
            case ACCEPTED -> "Accepted";
            case DUPLICATE -> "Delivered";
            case REJECTED -> "Refused";
        };
    }

    /** The attempts begun, with how many failed and whether one is under way: {@code 3 (2 failed, 1 under way)}. */
    public String attempts(OutboxEntry entry) {
        if (entry.failedAttempts() == 0 && !entry.attemptInFlight()) {
            return Integer.toString(entry.attempts());
        }
        return entry.attempts() + " (" + entry.failedAttempts() + " failed"
                + (entry.attemptInFlight() ? ", 1 under way)" : ")");
    }

    /** What happened, in a sentence; empty when the label says it all. */
    public String detail(OutboxEntry entry) {
        return switch (entry.status()) {
            case SENDING, ACCEPTED -> "";
            case RETRYING -> "Not delivered yet: " + counted(entry.failedAttempts()) + " failed, the last with: "
                    + entry.lastError() + "." + (entry.attemptInFlight() ? " Sending it again now."
                    : " It is sent again automatically.");
            case DUPLICATE -> "The pharmacy already had it: an earlier answer was lost on the way. It is there once.";
            case REJECTED -> reasons.sentence(entry.reason());
        };
    }

    private static String counted(int attempts) {
        return attempts + (attempts == 1 ? " attempt" : " attempts");
    }
}
