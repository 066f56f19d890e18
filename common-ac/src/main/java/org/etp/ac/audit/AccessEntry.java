package org.etp.ac.audit;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;

/**
 * One entry of the access audit's chain as stored: its place in the chain ({@code seq}, from 1, without gaps), when
 * it was written (to the microsecond, what PostgreSQL keeps), who and what, a checkpoint's signature, and the hash of
 * the entry before it ({@link AccessChain#GENESIS} before the first).
 *
 * @param signature a checkpoint's signature over {@link AccessCheckpoint#content()}; null for any other entry
 */
public record AccessEntry(long seq, Instant at, Accessor who, AccessEvent what, byte[] signature,
        byte[] previousHash) {

    public AccessEntry {
        if (seq < 1 || at == null || who == null || what == null) {
            throw new IllegalArgumentException("an entry has a place from 1, a time, who and what");
        }
        if (previousHash == null || previousHash.length != AccessChain.HASH_LENGTH) {
            throw new IllegalArgumentException("an entry names the previous entry's SHA-256 hash");
        }
        at = at.truncatedTo(ChronoUnit.MICROS);
        signature = signature == null ? null : signature.clone();
        previousHash = previousHash.clone();
    }

    /** The checkpoint entry at {@code seq}, signed over the chain's head {@code previousHash}. */
    public static AccessEntry checkpoint(AccessCheckpoint checkpoint, byte[] signature) {
        if (signature == null || signature.length == 0) {
            throw new IllegalArgumentException("a checkpoint is signed");
        }
        return new AccessEntry(checkpoint.seq(), checkpoint.at(), Accessor.node(checkpoint.node()),
                AccessEvent.checkpoint(), signature, checkpoint.headHash());
    }

    public boolean isCheckpoint() {
        return AccessEvent.CHECKPOINT.equals(what.kind());
    }

    /** What a checkpoint entry claims and signs. */
    public AccessCheckpoint claim() {
        return new AccessCheckpoint(seq, at, who.node(), previousHash);
    }

    /** This entry's SHA-256 hash ({@link AccessChain#hash}). */
    public byte[] hash() {
        return AccessChain.hash(this);
    }

    @Override
    public byte[] signature() {
        return signature == null ? null : signature.clone();
    }

    @Override
    public byte[] previousHash() {
        return previousHash.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof AccessEntry entry && Arrays.equals(AccessChain.canonical(this),
                AccessChain.canonical(entry));
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(AccessChain.canonical(this));
    }

    @Override
    public String toString() {
        return "AccessEntry[" + seq + ", " + what.kind() + " " + what.action() + "]";
    }
}
