package org.etp.ac.audit;

import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * What a checkpoint signs: that the chain's entries before {@code seq} end in {@code headHash}, as node {@code node}
 * found at {@code at}. The signed bytes are {@link #content()}, domain-separated from any other signature of the
 * same key by their first field.
 */
public record AccessCheckpoint(long seq, Instant at, String node, byte[] headHash) {

    public AccessCheckpoint {
        if (seq < 1 || at == null || node == null || headHash == null
                || headHash.length != AccessChain.HASH_LENGTH) {
            throw new IllegalArgumentException("a checkpoint has a place, a time, a node and the head's hash");
        }
        at = at.truncatedTo(ChronoUnit.MICROS);
        headHash = headHash.clone();
    }

    @Override
    public byte[] headHash() {
        return headHash.clone();
    }

    /** The bytes signed ({@link AccessChain#checkpointContent}). */
    public byte[] content() {
        return AccessChain.checkpointContent(this);
    }
}
