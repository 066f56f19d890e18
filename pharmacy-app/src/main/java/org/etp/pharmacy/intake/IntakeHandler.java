package org.etp.pharmacy.intake;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.DecoderException;
import io.netty.handler.ssl.NotSslRecordException;
import io.netty.handler.timeout.IdleState;
import io.netty.handler.timeout.IdleStateEvent;
import java.io.IOException;
import java.net.SocketException;
import java.util.Optional;
import javax.net.ssl.SSLException;
import org.etp.ac.rejection.Reason;
import org.etp.ac.wire.FrameException;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.StageTimings;
import org.etp.pharmacy.measurement.MessageOutcome;
import org.etp.pharmacy.measurement.MessageReporter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One connection's requests: counts each in flight, answers a frame fault at once (REJECTED BAD_FRAME),
 * passes every request to the {@link MessageDispatcher}, and writes each answer when it comes. Closes
 * the connection on a lost frame boundary, a stalled frame, or idleness with nothing in flight.
 */
final class IntakeHandler extends SimpleChannelInboundHandler<IncomingFrame> {

    private static final Logger log = LoggerFactory.getLogger(IntakeHandler.class);

    private final MessageDispatcher dispatcher;
    private final MessageReporter reporter;
    private final InFlightLimits limits;
    private String peer = "?";

    IntakeHandler(MessageDispatcher dispatcher, MessageReporter reporter, InFlightLimits limits) {
        this.dispatcher = dispatcher;
        this.reporter = reporter;
        this.limits = limits;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) throws Exception {
        peer = String.valueOf(ctx.channel().remoteAddress()).replaceFirst("^/", "");
        super.channelActive(ctx);
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, IncomingFrame frame) {
        limits.acquire(ctx.channel());
        if (frame.fault().isPresent()) {
            done(ctx, badFrame(frame, frame.fault().get()));
            return;
        }
        dispatcher.process(frame, ctx.channel(), peer, outcome -> done(ctx, outcome));
    }

    /** On the event loop: write the answer, then let the next requests in. */
    private void done(ChannelHandlerContext ctx, MessageOutcome outcome) {
        try {
            if (ctx.channel().isActive()) {
                ctx.writeAndFlush(outcome.response(), ctx.voidPromise());
            }
            reporter.report(outcome);
        } finally {
            limits.release(ctx.channel());
        }
    }

    private MessageOutcome badFrame(IncomingFrame frame, FrameException fault) {
        ResponseFrame response = ResponseFrame.rejected(frame.requestId(), Reason.BAD_FRAME, Optional.empty(),
                StageTimings.ofNanos(frame.decodeNanos(), 0, 0, 0, System.nanoTime() - frame.receivedAt()));
        return MessageOutcome.of(response).received(peer, frame.wireBytes(), frame.prefix()).detail(fault.getMessage())
                .build();
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object event) throws Exception {
        if (event instanceof IdleStateEvent idle && idle.state() == IdleState.ALL_IDLE
                && limits.inFlight(ctx.channel()) == 0) {
            log.debug("Closing idle intake connection from {}", peer);
            ctx.close();
            return;
        }
        super.userEventTriggered(ctx, event);
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        // The decoder's own faults are DecoderExceptions too: unwrap only what wraps a foreign cause.
        Throwable fault = cause instanceof DecoderException && !(cause instanceof RequestFrameDecoder.LostBoundaryException)
                && cause.getCause() != null ? cause.getCause() : cause;
        if (fault instanceof RequestFrameDecoder.LostBoundaryException lost) {
            reporter.connectionClosed(peer, lost.getMessage(), lost.prefix().length, lost.prefix());
        } else if (fault instanceof RequestFrameDecoder.StalledFrameException stalled) {
            reporter.connectionClosed(peer, stalled.getMessage(), 0, new byte[0]);
        } else if (fault instanceof NotSslRecordException) {
            // Netty's message holds the hex of the whole record, which may be a plain-text prescription.
            log.warn("Intake peer {} sent plain bytes to the TLS port; closing", peer);
        } else if (fault instanceof SSLException) {
            log.warn("TLS with intake peer {} failed: {}", peer, abbreviate(fault.getMessage()));
        } else if (fault instanceof SocketException || fault instanceof IOException) {
            log.debug("Intake connection from {} failed: {}", peer, fault.getMessage());
        } else {
            log.warn("Closing intake connection from {}: {}", peer, fault.getClass().getSimpleName());
        }
        ctx.close();
    }

    /** Third-party messages can quote received bytes: keep a short head, never a payload. */
    private static String abbreviate(String message) {
        return message == null || message.length() <= 120 ? message : message.substring(0, 120) + "…";
    }
}
