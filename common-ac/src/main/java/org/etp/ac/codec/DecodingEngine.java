package org.etp.ac.codec;

import java.util.Objects;
import java.util.function.Function;
import org.etp.ac.prescription.Bounds;

/**
 * A named way of decoding one form that a receiver is made with: its codec's own ({@link CertificateCodec#engine()})
 * or another engine the form offers (the XML engines). It makes one {@link Decoder} per receiver, holding messages
 * to that receiver's {@link Bounds}.
 *
 * @param format   the form it decodes
 * @param id       its configuration and log name
 * @param decoders makes the decoder of one receiver
 */
public record DecodingEngine(WireFormat format, String id, Function<Bounds, Decoder> decoders) {

    public DecodingEngine {
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(decoders, "decoders");
    }

    /** A decoder for one receiver that holds messages to {@code bounds}. */
    public Decoder decoder(Bounds bounds) {
        return Objects.requireNonNull(decoders.apply(Objects.requireNonNull(bounds, "bounds")), "decoder");
    }

    @Override
    public String toString() {
        return format.id() + " by " + id;
    }
}
