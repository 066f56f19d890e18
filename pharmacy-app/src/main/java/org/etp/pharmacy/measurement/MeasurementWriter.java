package org.etp.pharmacy.measurement;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import org.etp.pharmacy.jdbc.AfterEachGroup;
import org.springframework.stereotype.Component;

/**
 * Keeps each message's record until a writer thread of the store has answered its next group of
 * prescriptions, which then writes them in a transaction of their own: no acknowledgement waits for a
 * measurement. Bounded by {@code etp.measurement.record-capacity}: past it a record is dropped and counted
 * ({@code etp.measurement.records.dropped}), never waited for.
 */
@Component
public class MeasurementWriter implements AfterEachGroup {

    private final BlockingQueue<MessageRecord> records;
    private final Counter droppedRecords;

    public MeasurementWriter(MeasurementProperties properties, MeterRegistry meters) {
        this.records = new ArrayBlockingQueue<>(properties.recordCapacity());
        this.droppedRecords = Counter.builder("etp.measurement.records.dropped")
                .description("measurements and refusals not written because the writer was behind").register(meters);
    }

    /** Queues one message's measurements (and refusal) for the next transaction; never blocks. */
    void record(MessageRecord record) {
        if (!records.offer(record)) {
            droppedRecords.increment();
        }
    }

    @Override
    public boolean waiting() {
        return !records.isEmpty();
    }

    @Override
    public Rows take(int max) {
        List<MessageRecord> taken = new ArrayList<>();
        records.drainTo(taken, max);
        return new Taken(taken);
    }

    private record Taken(List<MessageRecord> records) implements Rows {

        @Override
        public int size() {
            return records.size();
        }

        @Override
        public void insert(Connection connection) throws SQLException {
            MessageRecords.insert(connection, records);
        }
    }
}
