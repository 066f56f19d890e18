package org.etp.pharmacy.store;

import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.jdbc.datasource.SimpleDriverDataSource;

/**
 * A {@link PrescriptionWriter} that is never started, for the intake's unit tests: {@code store} answers
 * {@code FAILED} at once and {@code record} only queues, so nothing reaches a database (its data source has
 * no driver and is never asked for a connection).
 */
public final class UnstartedWriter {

    private UnstartedWriter() {
    }

    public static PrescriptionWriter of(MeterRegistry meters) {
        return new PrescriptionWriter(new SimpleDriverDataSource(), new StoreProperties(1, 1, 1024, 1), meters);
    }
}
