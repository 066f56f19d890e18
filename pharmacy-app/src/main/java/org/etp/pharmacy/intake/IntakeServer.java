package org.etp.pharmacy.intake;

import io.micrometer.core.instrument.MeterRegistry;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.ssl.SslContext;
import io.netty.util.concurrent.DefaultThreadFactory;
import io.netty.util.concurrent.GlobalEventExecutor;
import java.net.InetSocketAddress;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.wire.MessageKind;
import org.etp.pharmacy.measurement.MeasurementWriter;
import org.etp.pharmacy.measurement.MessageReporter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * The intake socket: listens on {@code etp.intake.port} once the application has started, and on stop
 * refuses new connections, lets the requests in flight be answered (what its handlers hand over to, such as the
 * store's writer, stops after it), then closes every connection. Its threads are its own: the event loops, and
 * the two pools a {@link MessageHandler} may run on ({@link IntakeExecutor}), each bounded like the requests in
 * flight.
 */
@Component
public class IntakeServer implements SmartLifecycle {

    /** Starts after, and stops before, what its handlers hand over to (which take a lower phase). */
    public static final int PHASE = 1;

    private static final Logger log = LoggerFactory.getLogger(IntakeServer.class);

    private final IntakeProperties properties;
    private final PkiDirectory pki;
    private final Map<MessageKind, MessageHandler> handlers;
    private final MeasurementWriter measurements;
    private final MeterRegistry meters;
    private volatile boolean running;
    private EventLoopGroup acceptors;
    private EventLoopGroup loops;
    private Map<IntakeExecutor, ExecutorService> pools;
    private ChannelGroup connections;
    private InFlightLimits limits;
    private Channel listener;
    private int port = -1;

    /** @throws IllegalStateException when a message kind has no handler, or two */
    IntakeServer(IntakeProperties properties, PkiDirectory pki, List<MessageHandler> handlers,
            MeasurementWriter measurements, MeterRegistry meters) {
        this.properties = properties;
        this.pki = pki;
        this.handlers = MessageHandlers.byKind(handlers);
        this.measurements = measurements;
        this.meters = meters;
    }

    /** The port listened on, once started: the configured one, or the one picked for port 0. */
    public int port() {
        if (port < 0) {
            throw new IllegalStateException("the intake has not started");
        }
        return port;
    }

    @Override
    public void start() {
        SslContext tls = properties.tls().enabled() ? IntakeTls.serverContext(pki, properties.tls().clientAuth()) : null;
        int workers = properties.workers();
        pools = new EnumMap<>(IntakeExecutor.class);
        pools.put(IntakeExecutor.VERIFICATION, pool(workers, "intake-verify"));
        pools.put(IntakeExecutor.DATABASE, pool(workers, "intake-database"));
        acceptors = new MultiThreadIoEventLoopGroup(1, new DefaultThreadFactory("intake-accept"),
                NioIoHandler.newFactory());
        loops = new MultiThreadIoEventLoopGroup(workers, new DefaultThreadFactory("intake-io"),
                NioIoHandler.newFactory());
        connections = new DefaultChannelGroup("intake", GlobalEventExecutor.INSTANCE);
        limits = new InFlightLimits(properties.maxInFlightPerConnection(), properties.maxInFlight());
        meters.gauge("etp.intake.connections", connections, ChannelGroup::size);
        meters.gauge("etp.intake.in.flight", limits, InFlightLimits::inFlight);
        var dispatcher = new MessageDispatcher(handlers, pools);
        var reporter = new MessageReporter(measurements, meters);
        ServerBootstrap bootstrap = new ServerBootstrap()
                .group(acceptors, loops)
                .channel(NioServerSocketChannel.class)
                .option(ChannelOption.SO_BACKLOG, 1024)
                .childOption(ChannelOption.TCP_NODELAY, true)
                .childHandler(new IntakeChannelInitializer(properties, tls, dispatcher, reporter, limits, connections));
        listener = bootstrap.bind(properties.bindAddress(), properties.port()).syncUninterruptibly().channel();
        port = ((InetSocketAddress) listener.localAddress()).getPort();
        running = true;
        log.info("Intake listening on {}:{}{} ({} verification threads, {} in flight at most)",
                properties.bindAddress(), port, tls == null ? "" : " with TLS (client certificates: "
                        + properties.tls().clientAuth().name().toLowerCase(Locale.ROOT) + ")",
                workers, properties.maxInFlight());
    }

    @Override
    public void stop() {
        running = false;
        listener.close().syncUninterruptibly();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (limits.inFlight() > 0 && System.nanoTime() < deadline) {
            sleepBriefly();
        }
        connections.close().awaitUninterruptibly(5, TimeUnit.SECONDS);
        pools.values().forEach(ExecutorService::shutdown);
        loops.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
        acceptors.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
        log.info("Intake stopped");
    }

    /** A pool of {@code threads} whose queue holds every request that may be in flight: it never refuses one. */
    private ExecutorService pool(int threads, String name) {
        return new ThreadPoolExecutor(threads, threads, 0, TimeUnit.SECONDS,
                new ArrayBlockingQueue<>(properties.maxInFlight() + properties.maxInFlightPerConnection()),
                new DefaultThreadFactory(name));
    }

    private static void sleepBriefly() {
        try {
            Thread.sleep(10);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    @Override
    public int getPhase() {
        return PHASE;
    }
}
