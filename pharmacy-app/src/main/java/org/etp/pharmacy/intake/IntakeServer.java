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
import java.util.Locale;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.etp.ac.trust.PkiDirectory;
import org.etp.pharmacy.cancellation.Cancellations;
import org.etp.pharmacy.measurement.MeasurementWriter;
import org.etp.pharmacy.measurement.MessageReporter;
import org.etp.pharmacy.receipt.StatusDesk;
import org.etp.pharmacy.store.PrescriptionWriter;
import org.etp.pharmacy.verification.CurrentTrust;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * The intake socket: listens on {@code etp.intake.port} once the application has started, and on stop
 * refuses new connections, lets the requests in flight be answered (the writer stops after it), then
 * closes every connection.
 */
@Component
public class IntakeServer implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(IntakeServer.class);

    private final IntakeProperties properties;
    private final PkiDirectory pki;
    private final CurrentTrust trust;
    private final PrescriptionWriter writer;
    private final MeasurementWriter measurements;
    private final MeterRegistry meters;
    private final Cancellations cancellations;
    private final StatusDesk statusDesk;
    private volatile boolean running;
    private EventLoopGroup acceptors;
    private EventLoopGroup loops;
    private ExecutorService verificationPool;
    private ChannelGroup connections;
    private InFlightLimits limits;
    private Channel listener;
    private int port = -1;

    IntakeServer(IntakeProperties properties, PkiDirectory pki, CurrentTrust trust, PrescriptionWriter writer,
            MeasurementWriter measurements, MeterRegistry meters, Cancellations cancellations, StatusDesk statusDesk) {
        this.properties = properties;
        this.pki = pki;
        this.trust = trust;
        this.writer = writer;
        this.measurements = measurements;
        this.meters = meters;
        this.cancellations = cancellations;
        this.statusDesk = statusDesk;
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
        verificationPool = new ThreadPoolExecutor(workers, workers, 0, TimeUnit.SECONDS,
                new ArrayBlockingQueue<>(properties.maxInFlight() + properties.maxInFlightPerConnection()),
                new DefaultThreadFactory("intake-verify"));
        acceptors = new MultiThreadIoEventLoopGroup(1, new DefaultThreadFactory("intake-accept"),
                NioIoHandler.newFactory());
        loops = new MultiThreadIoEventLoopGroup(workers, new DefaultThreadFactory("intake-io"),
                NioIoHandler.newFactory());
        connections = new DefaultChannelGroup("intake", GlobalEventExecutor.INSTANCE);
        limits = new InFlightLimits(properties.maxInFlightPerConnection(), properties.maxInFlight());
        meters.gauge("etp.intake.connections", connections, ChannelGroup::size);
        meters.gauge("etp.intake.in.flight", limits, InFlightLimits::inFlight);
        var processor = new SubmissionProcessor(trust, writer, verificationPool, cancellations, statusDesk);
        var reporter = new MessageReporter(measurements, meters);
        ServerBootstrap bootstrap = new ServerBootstrap()
                .group(acceptors, loops)
                .channel(NioServerSocketChannel.class)
                .option(ChannelOption.SO_BACKLOG, 1024)
                .childOption(ChannelOption.TCP_NODELAY, true)
                .childHandler(new IntakeChannelInitializer(properties, tls, processor, reporter, limits, connections));
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
        verificationPool.shutdown();
        loops.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
        acceptors.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
        log.info("Intake stopped");
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

    /** Starts after, and stops before, the writer it hands prescriptions to. */
    @Override
    public int getPhase() {
        return PrescriptionWriter.PHASE + 1;
    }
}
