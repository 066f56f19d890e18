package org.etp.pharmacy.store;

import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.jdbc.datasource.SimpleDriverDataSource;

/**
 * A {@link PrescriptionWriter} that is never started, for the intake's unit tests: {@code store} answers
 * {@code FAILED} at once and its measurement rows only queue, so nothing reaches a database (its data source has
 * no driver and is never asked for a connection).
 */
public final class UnstartedWriter {

    /** The smallest store settings: one writer, groups of one. */
    public static final StoreProperties PROPERTIES = new StoreProperties(1, 1, 1);

    private UnstartedWriter() {
    }

    public static PrescriptionWriter of(AfterEachGroup afterEachGroup, MeterRegistry meters) {
        return new PrescriptionWriter(new SimpleDriverDataSource(), PROPERTIES, afterEachGroup, meters);
    }
}
