package org.etp.pharmacy.intake;

import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.flush.FlushConsolidationHandler;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.timeout.IdleStateHandler;
import java.util.concurrent.TimeUnit;
import org.etp.ac.wire.Frames;
import org.etp.pharmacy.measurement.MessageReporter;

/**
 * The pipeline of each connection: TLS when configured, idle detection, framing, and the handler. A
 * connection past {@code etp.intake.max-connections}, or past {@code etp.intake.max-connections-per-peer} from
 * its address, is closed on arrival.
 */
final class IntakeChannelInitializer extends ChannelInitializer<SocketChannel> {

    private final IntakeProperties properties;
    private final SslContext tls;
    private final Frames frames;
    private final ResponseFrameEncoder encoder;
    private final MessageDispatcher dispatcher;
    private final MessageReporter reporter;
    private final InFlightLimits limits;
    private final ChannelGroup connections;
    private final PeerConnections peers;

    IntakeChannelInitializer(IntakeProperties properties, SslContext tls, MessageDispatcher dispatcher,
            MessageReporter reporter, InFlightLimits limits, ChannelGroup connections) {
        this.properties = properties;
        this.tls = tls;
        this.frames = new Frames(properties.maxPayloadBytes());
        this.encoder = new ResponseFrameEncoder(frames);
        this.dispatcher = dispatcher;
        this.reporter = reporter;
        this.limits = limits;
        this.connections = connections;
        this.peers = new PeerConnections(properties.maxConnectionsPerPeer());
    }

    @Override
    protected void initChannel(SocketChannel channel) {
        if (connections.size() >= properties.maxConnections() || !peers.admit(channel)) {
            channel.close();
            return;
        }
        connections.add(channel);
        ChannelPipeline pipeline = channel.pipeline();
        if (tls != null) {
            pipeline.addLast("tls", tls.newHandler(channel.alloc()));
        }
        // Answers finish in bursts (a group commit completes many at once): one write per burst, not per answer.
        pipeline.addLast("flushes", new FlushConsolidationHandler(64, true));
        pipeline.addLast("idle", new IdleStateHandler(0, 0, properties.idleTimeout().toMillis(),
                TimeUnit.MILLISECONDS));
        pipeline.addLast("frames", new RequestFrameDecoder(frames, properties.readTimeout(), limits));
        pipeline.addLast("responses", encoder);
        pipeline.addLast("intake", new IntakeHandler(dispatcher, reporter, limits));
    }
}
