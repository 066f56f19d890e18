package org.etp.pharmacy.intake;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.ByteToMessageDecoder;
import io.netty.handler.codec.CorruptedFrameException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.etp.ac.wire.FrameException;
import org.etp.ac.wire.Frames;

/**
 * Cuts the byte stream into request frames. Not a plain {@code LengthFieldBasedFrameDecoder}: the magic,
 * version and length are checked as soon as the 16 header bytes are in, so a stream that is not ETP is
 * refused before anything waits for, or is allocated for, its announced payload.
 *
 * <p>A fault inside a sound frame becomes an {@link IncomingFrame} carrying it; a lost boundary raises
 * {@link CorruptedFrameException} and the connection is closed. A frame begun and not finished within
 * the read timeout closes the connection too, however slowly its bytes keep trickling in.
 *
 * <p>The in-flight bounds ({@link InFlightLimits}) are hard: while the connection, or the intake as a whole, is at
 * its bound, a whole frame already read stays in the buffer, undecoded, and no further read is asked for; an
 * answer that brings the count below the bound {@linkplain #resume() resumes} decoding. So one read holding
 * thousands of tiny frames puts no more than the bound in flight. A frame held back is whole, never a stall.
 */
final class RequestFrameDecoder extends ByteToMessageDecoder {

    private final Frames frames;
    private final long readTimeoutNanos;
    private final InFlightLimits limits;
    private volatile boolean heldBack;
    private ChannelHandlerContext context;
    private int payloadLength = -1;
    private long framesDecoded;
    private boolean deadlineSet;
    private boolean boundaryLost;

    RequestFrameDecoder(Frames frames, Duration readTimeout, InFlightLimits limits) {
        this.frames = frames;
        this.readTimeoutNanos = readTimeout.toNanos();
        this.limits = limits;
    }

    @Override
    protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) throws LostBoundaryException {
        if (boundaryLost) {
            // The connection is closing; what follows a lost boundary is no frame and must not be read as one.
            in.skipBytes(in.readableBytes());
            return;
        }
        decodeFrame(ctx.channel(), in, out);
        if (in.isReadable() && !deadlineSet) {
            watchForStall(ctx, framesDecoded);
        }
    }

    /** Closes the connection if the frame now begun is still not whole after the read timeout. */
    private void watchForStall(ChannelHandlerContext ctx, long frameNumber) {
        deadlineSet = true;
        ctx.executor().schedule(() -> {
            deadlineSet = false;
            if (framesDecoded == frameNumber && frameIncomplete() && ctx.channel().isActive()) {
                ctx.fireExceptionCaught(new StalledFrameException(partialBytes()));
            } else if (partialBytes() > 0) {
                watchForStall(ctx, framesDecoded);
            }
        }, readTimeoutNanos, TimeUnit.NANOSECONDS);
    }

    private void decodeFrame(Channel channel, ByteBuf in, List<Object> out) throws LostBoundaryException {
        if (payloadLength < 0) {
            if (in.readableBytes() < Frames.HEADER_LENGTH) {
                return;
            }
            byte[] header = new byte[Frames.HEADER_LENGTH];
            in.getBytes(in.readerIndex(), header);
            try {
                payloadLength = frames.requestPayloadLength(header);
            } catch (FrameException e) {
                throw lost(in, e, header);
            }
        }
        if (in.readableBytes() < Frames.HEADER_LENGTH + payloadLength) {
            return;
        }
        heldBack = limits.atBound(channel);
        if (heldBack) {
            return;
        }
        long receivedAt = System.nanoTime();
        byte[] frame = new byte[Frames.HEADER_LENGTH + payloadLength];
        in.readBytes(frame);
        payloadLength = -1;
        framesDecoded++;
        try {
            var request = frames.decodeRequest(frame);
            out.add(IncomingFrame.of(request, frame, receivedAt, System.nanoTime() - receivedAt));
        } catch (FrameException e) {
            if (!e.boundaryIntact()) {
                throw lost(in, e, frame);
            }
            out.add(IncomingFrame.faulty(e, frame, receivedAt, System.nanoTime() - receivedAt));
        }
    }

    /** Marks the connection's byte stream as lost, once: it is raised here and never again at close. */
    private LostBoundaryException lost(ByteBuf in, FrameException fault, byte[] prefix) {
        boundaryLost = true;
        in.skipBytes(in.readableBytes());
        return new LostBoundaryException(fault, prefix);
    }

    /** Bytes of a frame that has begun and not yet arrived whole (or of whole frames held back). */
    int partialBytes() {
        return actualReadableBytes();
    }

    /** Whether a frame has begun and not yet arrived whole: a frame held back whole is not waiting for bytes. */
    private boolean frameIncomplete() {
        int buffered = actualReadableBytes();
        return buffered > 0 && (payloadLength < 0 || buffered < Frames.HEADER_LENGTH + payloadLength);
    }

    /** Whether whole frames wait in the buffer for the in-flight count to fall below its bound. */
    boolean holdsFrames() {
        return heldBack;
    }

    /** On the event loop, once the count is below its bound: decodes the frames held back, as a read would. */
    void resume() throws Exception {
        if (heldBack && context != null && !context.isRemoved() && context.channel().isActive()) {
            channelRead(context, Unpooled.EMPTY_BUFFER);
        }
    }

    /**
     * Holding frames back, the decoder must not ask for another read: the base class would, when reads are paused
     * and nothing was decoded, and the buffer would then grow by one read after another.
     */
    @Override
    public void channelReadComplete(ChannelHandlerContext ctx) throws Exception {
        if (heldBack) {
            ctx.fireChannelReadComplete();
            return;
        }
        super.channelReadComplete(ctx);
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) throws Exception {
        context = ctx;
        super.handlerAdded(ctx);
    }

    /** A frame whose boundary cannot be trusted: the connection is closed without a response. */
    static final class LostBoundaryException extends CorruptedFrameException {

        private static final long serialVersionUID = 1L;
        private final byte[] prefix;

        LostBoundaryException(FrameException cause, byte[] frame) {
            super(cause.getMessage(), cause);
            this.prefix = IncomingFrame.prefixOf(frame);
        }

        byte[] prefix() {
            return prefix.clone();
        }
    }

    /** A sender that began a frame and stopped sending it. */
    static final class StalledFrameException extends Exception {

        private static final long serialVersionUID = 1L;

        StalledFrameException(int bytes) {
            super("a frame stalled after " + bytes + " bytes: the sender stopped within the read timeout");
        }
    }
}
