package org.etp.pharmacy.intake;

import io.netty.channel.Channel;
import io.netty.util.AttributeKey;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Bounds the requests in flight, per connection and in total, by pausing reads: a connection at its own
 * bound, or any connection that brings the total to its bound, stops being read (TCP then pushes back on
 * the sender) until responses have gone out. Frames already read wait undecoded in their connection's
 * {@link RequestFrameDecoder} meanwhile, so the bounds hold exactly, whatever one read held.
 */
final class InFlightLimits {

    private static final AttributeKey<AtomicInteger> IN_FLIGHT = AttributeKey.valueOf("etp.inFlight");

    private final int perConnection;
    private final int total;
    private final AtomicInteger inFlight = new AtomicInteger();
    private final Queue<Channel> waiting = new ConcurrentLinkedQueue<>();

    InFlightLimits(int perConnection, int total) {
        this.perConnection = perConnection;
        this.total = total;
    }

    /** A request of {@code channel} is now in flight. */
    void acquire(Channel channel) {
        int own = counter(channel).incrementAndGet();
        int all = inFlight.incrementAndGet();
        if (own >= perConnection || all >= total) {
            channel.config().setAutoRead(false);
            if (all >= total) {
                waiting.add(channel);
            }
        }
    }

    /** Whether {@code channel} may not have another request in flight now. */
    boolean atBound(Channel channel) {
        return counter(channel).get() >= perConnection || inFlight.get() >= total;
    }

    /** A request of {@code channel} has been answered. */
    void release(Channel channel) {
        int own = counter(channel).decrementAndGet();
        int all = inFlight.decrementAndGet();
        if (own < perConnection && all < total) {
            channel.config().setAutoRead(true);
            resume(channel);
        }
        Channel next;
        while (inFlight.get() < total && (next = waiting.poll()) != null) {
            if (next.isActive() && counter(next).get() < perConnection) {
                next.config().setAutoRead(true);
                resume(next);
            }
        }
    }

    /** Lets the frames that {@code channel}'s decoder held back at the bound in, on its own event loop. */
    private static void resume(Channel channel) {
        RequestFrameDecoder decoder = channel.pipeline().get(RequestFrameDecoder.class);
        if (decoder != null && decoder.holdsFrames()) {
            channel.eventLoop().execute(() -> {
                try {
                    decoder.resume();
                } catch (Exception e) {
                    channel.pipeline().fireExceptionCaught(e);
                }
            });
        }
    }

    int inFlight() {
        return inFlight.get();
    }

    int inFlight(Channel channel) {
        return counter(channel).get();
    }

    private static AtomicInteger counter(Channel channel) {
        AtomicInteger counter = channel.attr(IN_FLIGHT).get();
        if (counter == null) {
            AtomicInteger created = new AtomicInteger();
            counter = channel.attr(IN_FLIGHT).setIfAbsent(created);
            return counter == null ? created : counter;
        }
        return counter;
    }
}
