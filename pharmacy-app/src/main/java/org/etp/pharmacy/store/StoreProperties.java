package org.etp.pharmacy.store;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The group-commit writer's bounds ({@code etp.store.*}). The measurement's queue is its own
 * ({@code etp.measurement.record-capacity}, formerly {@code etp.store.record-capacity}).
 *
 * @param batchSize      the most prescriptions one transaction commits
 * @param queueCapacity  prescriptions waiting for the writer; the intake's in-flight bound keeps it from filling
 * @param writers        writer threads, each with its own transaction: with two, one group is prepared and
 *                       sent while the other waits for its commit to reach the disk
 */
@ConfigurationProperties("etp.store")
public record StoreProperties(@DefaultValue("200") int batchSize, @DefaultValue("4096") int queueCapacity,
        @DefaultValue("2") int writers) {

    public StoreProperties {
        if (batchSize < 1 || queueCapacity < 1 || writers < 1) {
            throw new IllegalArgumentException(
                    "etp.store.batch-size, queue-capacity and writers must be positive");
        }
    }
}
