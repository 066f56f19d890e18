package org.etp.pharmacy.intake;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandler.Sharable;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.MessageToByteEncoder;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.ResponseFrame;

/** Writes each response as the fixed 56-byte frame of {@code docs/protocol.md}. */
@Sharable
final class ResponseFrameEncoder extends MessageToByteEncoder<ResponseFrame> {

    private final Frames frames;

    ResponseFrameEncoder(Frames frames) {
        super(ResponseFrame.class);
        this.frames = frames;
    }

    @Override
    protected void encode(ChannelHandlerContext ctx, ResponseFrame response, ByteBuf out) {
        out.writeBytes(frames.encode(response));
    }
}
