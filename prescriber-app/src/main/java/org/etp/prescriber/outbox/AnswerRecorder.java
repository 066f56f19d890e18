package org.etp.prescriber.outbox;

import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeoutException;
import org.etp.ac.rejection.Reason;
import org.etp.ac.wire.ResponseFrame;
import org.etp.prescriber.transport.IntakeLink;
import org.etp.prescriber.transport.PharmacyLinks;
import org.etp.prescriber.transport.PharmacyProperties.Pharmacy;
import org.etp.prescriber.transport.SenderProperties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Records how one attempt to send an outbox row ended. ACCEPTED, DUPLICATE and REJECTED are final; the
 * pharmacy's ERROR, a refusal REVOCATION_UNKNOWN (it could not check the prescriber's revocation status just now),
 * an answer naming another prescription, a lost connection or no answer in time make
 * the row RETRYING after its backoff, and a link that failed is dropped so that the next attempt connects
 * afresh.
 */
@Component
class AnswerRecorder {

    private static final Logger log = LoggerFactory.getLogger(AnswerRecorder.class);

    private final OutboxRepository outbox;
    private final PharmacyLinks links;
    private final SenderProperties properties;
    private final SendMetrics metrics;

    AnswerRecorder(OutboxRepository outbox, PharmacyLinks links, SenderProperties properties, SendMetrics metrics) {
        this.outbox = outbox;
        this.links = links;
        this.properties = properties;
        this.metrics = metrics;
    }

    /** The attempt over {@code link} ended with {@code response}, or with {@code error} when none came. */
    void complete(PendingMessage message, Pharmacy pharmacy, IntakeLink link, ResponseFrame response,
            Throwable error, long roundTripMicros) {
        try {
            if (error != null) {
                links.drop(pharmacy, link);
                failed(message, describe(error));
            } else {
                answered(message, response, roundTripMicros);
            }
        } catch (RuntimeException e) {
            // The row keeps its lease and is sent again when it runs out; the pharmacy deduplicates.
            log.warn("Could not record the outcome for prescription {}: {}", message.prescriptionId(), e.getMessage());
        }
    }

    /** The attempt failed before or without an answer: the row is due again after its backoff. */
    void failed(PendingMessage message, String why) {
        var delay = properties.backoff(message.attempts());
        outbox.retry(message.id(), delay, why);
        metrics.retrying(message, why, delay);
    }

    private void answered(PendingMessage message, ResponseFrame response, long roundTripMicros) {
        if (response.prescriptionId().isPresent()
                && !response.prescriptionId().get().value().equals(message.prescriptionId())) {
            failed(message, "the pharmacy answered for prescription " + response.prescriptionId().get());
            return;
        }
        OutboxStatus status = switch (response.status()) {
            case ACCEPTED -> OutboxStatus.ACCEPTED;
            case DUPLICATE -> OutboxStatus.DUPLICATE;
            case REJECTED -> OutboxStatus.REJECTED;
            case ERROR -> null;
        };
        if (status == null) {
            failed(message, "the pharmacy reported an error; nothing was stored");
            return;
        }
        if (response.reason().orElse(null) == Reason.REVOCATION_UNKNOWN) {
            failed(message, "the pharmacy could not check the prescriber's revocation status just now");
            return;
        }
        String reason = response.reason().map(Enum::name).orElse(null);
        if (outbox.acknowledge(message.id(), status, reason, roundTripMicros, response.timings())) {
            metrics.answered(message, status, reason, roundTripMicros, response.timings());
        }
    }

    private static String describe(Throwable error) {
        Throwable cause = error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
        if (cause instanceof TimeoutException) {
            return "no answer in time";
        }
        return cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
    }
}
