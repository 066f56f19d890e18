package org.etp.pharmacy.intake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.pharmacy.intake.RequestBytes.FRAMES;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import org.etp.ac.wire.FrameException;
import org.etp.ac.wire.MessageKind;
import org.etp.ac.wire.ResponseFrame;
import org.etp.pharmacy.measurement.MeasurementProperties;
import org.etp.pharmacy.measurement.MeasurementWriter;
import org.etp.pharmacy.measurement.MessageOutcome;
import org.etp.pharmacy.measurement.MessageReporter;

/**
 * One intake connection on an {@link EmbeddedChannel}: the pipeline of {@link IntakeChannelInitializer} without
 * TLS, flush consolidation and idle detection (decoder, response encoder, handler), with time frozen until a
 * test moves it. Its reporter meters into a {@link SimpleMeterRegistry} and records to a measurement writer no
 * store ever drains; its pools, unless given one, hold each task unrun, so no verifier, store or database is
 * involved: each kind's handler ({@link HeldKind}) only says which pool it names.
 */
final class EmbeddedIntake {

    static final Duration READ_TIMEOUT = Duration.ofSeconds(10);
    static final int IN_FLIGHT_PER_CONNECTION = 2;

    final SimpleMeterRegistry meters = new SimpleMeterRegistry();
    final InFlightLimits limits = new InFlightLimits(IN_FLIGHT_PER_CONNECTION, 100);
    final HeldTasks verificationPool = new HeldTasks();
    final HeldTasks databasePool = new HeldTasks();
    final EmbeddedChannel channel;

    EmbeddedIntake() {
        this(null);
    }

    /** A connection whose requests go to {@code pool} (both pools), or are held when it is null. */
    EmbeddedIntake(Executor pool) {
        this(List.of(new HeldKind(MessageKind.SUBMIT, IntakeExecutor.VERIFICATION),
                new HeldKind(MessageKind.CANCEL, IntakeExecutor.DATABASE),
                new HeldKind(MessageKind.STATUS, IntakeExecutor.DATABASE)), pool);
    }

    /** A connection answered by {@code handlers}, on {@code pool} or on pools that hold each task unrun. */
    EmbeddedIntake(List<MessageHandler> handlers, Executor pool) {
        MeasurementWriter measurements = new MeasurementWriter(new MeasurementProperties(1024), meters);
        Map<IntakeExecutor, Executor> pools = new EnumMap<>(IntakeExecutor.class);
        pools.put(IntakeExecutor.VERIFICATION, pool == null ? verificationPool : pool);
        pools.put(IntakeExecutor.DATABASE, pool == null ? databasePool : pool);
        MessageDispatcher dispatcher = new MessageDispatcher(MessageHandlers.byKind(handlers), pools);
        channel = new EmbeddedChannel(new RequestFrameDecoder(FRAMES, READ_TIMEOUT, limits),
                new ResponseFrameEncoder(FRAMES),
                new IntakeHandler(dispatcher, new MessageReporter(measurements, meters), limits));
        channel.freezeTime();
    }

    void receive(byte[] bytes) {
        channel.writeInbound(Unpooled.wrappedBuffer(bytes));
    }

    /** Moves the connection's clock on and runs what fell due. */
    void advance(long millis) {
        channel.advanceTimeBy(millis, TimeUnit.MILLISECONDS);
        channel.runPendingTasks();
    }

    /** The next response written, decoded as a client decodes it. */
    Optional<ResponseFrame> nextResponse() throws FrameException {
        ByteBuf written = channel.readOutbound();
        if (written == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(FRAMES.decodeResponse(ByteBufUtil.getBytes(written)));
        } finally {
            written.release();
        }
    }

    /** The one response written; fails when there is none, or more. */
    ResponseFrame onlyResponse() throws FrameException {
        ResponseFrame response = nextResponse().orElseThrow(() -> new AssertionError("no response was written"));
        assertThat(nextResponse()).as("a second response").isEmpty();
        return response;
    }

    int inFlight() {
        return limits.inFlight(channel);
    }

    /** Messages metered as answered with {@code status} and {@code reason} ("none" when it has none). */
    double messages(String status, String reason, String format) {
        return count(meters.find("etp.intake.messages").tag("status", status).tag("reason", reason)
                .tag("format", format).counter());
    }

    double connectionsClosedOnBadFrames() {
        return count(meters.find("etp.intake.connections.closed").tag("cause", "bad_frame").counter());
    }

    void finish() {
        channel.finishAndReleaseAll();
    }

    private static double count(Counter counter) {
        return counter == null ? 0 : counter.count();
    }

    /**
     * The handler of one kind in these tests: it names a pool, whose tasks are held unrun; run, it answers ERROR
     * (no verifier, store or database is here to do more).
     */
    record HeldKind(MessageKind kind, IntakeExecutor executor) implements MessageHandler {

        @Override
        public CompletionStage<MessageOutcome> handle(IntakeRequest request) {
            return CompletableFuture.completedFuture(request.failed("nothing handles " + kind + " in this test"));
        }
    }

    /** A pool that takes each task and holds it unrun, so that what was handed over can be counted. */
    static final class HeldTasks extends AbstractExecutorService {

        final List<Runnable> tasks = new ArrayList<>();

        @Override
        public void execute(Runnable task) {
            tasks.add(task);
        }

        @Override
        public void shutdown() {
        }

        @Override
        public List<Runnable> shutdownNow() {
            return List.copyOf(tasks);
        }

        @Override
        public boolean isShutdown() {
            return false;
        }

        @Override
        public boolean isTerminated() {
            return false;
        }

        @Override
        public boolean awaitTermination(long timeout, TimeUnit unit) {
            return false;
        }
    }
}
