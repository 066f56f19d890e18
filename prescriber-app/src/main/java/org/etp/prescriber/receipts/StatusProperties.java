package org.etp.prescriber.receipts;

import java.time.Duration;
import org.etp.ac.receipt.StatusRequest;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code etp.status.*}: how receipts are fetched. Every {@code poll-interval} the app asks each configured
 * pharmacy about up to {@code batch-size} of its outstanding prescriptions (accepted, no receipt yet), the next
 * batch on the next poll, round and round.
 */
@ConfigurationProperties("etp.status")
public record StatusProperties(@DefaultValue("2s") Duration pollInterval, @DefaultValue("50") int batchSize) {

    public StatusProperties {
        if (pollInterval == null || pollInterval.isNegative() || pollInterval.isZero()) {
            throw new IllegalArgumentException("etp.status.poll-interval must be a positive duration");
        }
        if (batchSize < 1 || batchSize > StatusRequest.MAX_IDS) {
            throw new IllegalArgumentException("etp.status.batch-size must be 1 to " + StatusRequest.MAX_IDS);
        }
    }
}
