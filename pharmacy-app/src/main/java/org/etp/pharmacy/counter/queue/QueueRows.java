package org.etp.pharmacy.counter.queue;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.etp.pharmacy.counter.Prescriptions;
import org.springframework.stereotype.Component;

/** The queue's rows, newest first, read from the store and made ready to show. */
@Component
class QueueRows {

    private final Prescriptions prescriptions;
    private final Clock clock;

    QueueRows(Prescriptions prescriptions, Clock clock) {
        this.prescriptions = prescriptions;
        this.clock = clock;
    }

    /** One page, and one row more than a page when there is a next one. */
    List<QueueRow> page(QueueQuery query) {
        Instant now = clock.instant();
        return prescriptions.newestFirst(query.filter(), QueueQuery.PAGE_SIZE + 1,
                        (long) query.page() * QueueQuery.PAGE_SIZE)
                .stream().map(stored -> QueueRow.of(stored, now)).toList();
    }

    /** What arrived after row {@code afterId}, oldest first, at most {@code limit}. */
    List<QueueRow> arrivals(long afterId, int limit) {
        Instant now = clock.instant();
        return prescriptions.arrivedAfter(afterId, limit).stream().map(stored -> QueueRow.of(stored, now)).toList();
    }

    long latestId() {
        return prescriptions.latestId();
    }
}
