package org.etp.perf.load;

import java.util.Optional;

/**
 * How a run paces its requests. Without a schedule, a closed loop: each connection keeps {@code window}
 * requests in flight and sends the next as soon as one is answered, so latency runs from the actual
 * send. With a schedule, an open loop: requests go out when the schedule says, at most {@code window}
 * in flight per connection, and latency runs from the scheduled time.
 */
public record Pacing(int window, Optional<RateSchedule> schedule) {

    public Pacing {
        if (window < 1) {
            throw new IllegalArgumentException("the window must be at least 1 request, not " + window);
        }
        if (schedule == null) {
            throw new IllegalArgumentException("no schedule is Optional.empty()");
        }
    }

    public static Pacing closedLoop(int window) {
        return new Pacing(window, Optional.empty());
    }

    public static Pacing openLoop(double perSecond, int window) {
        return new Pacing(window, Optional.of(new RateSchedule(perSecond)));
    }
}
