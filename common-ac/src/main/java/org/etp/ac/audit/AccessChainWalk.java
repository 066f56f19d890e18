package org.etp.ac.audit;

import java.security.MessageDigest;
import java.security.cert.X509Certificate;
import java.util.Optional;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.DetachedSignatures;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * Checks an access audit's chain from its first entry, one stored entry at a time in the order of their places:
 * each is the next place, names the hash of the entry before it, hashes to the hash stored with it, and — a
 * checkpoint — carries a signature over the chain's head that verifies with the pharmacy's signing certificate.
 * The first entry that fails is a {@link BrokenChainException} naming it; nothing after it is trusted.
 *
 * <p>Security guarantees: the certificate is the caller's (read from its own PKI directory, never from the
 * database). The walk proves that the entries up to the last checkpoint are those the pharmacy signed over; entries
 * after it ({@link #unsigned()}) are only as good as the database's refusal to change them.
 */
public final class AccessChainWalk {

    private final X509Certificate pharmacy;
    private final SignatureAlgorithm algorithm;
    private byte[] head = AccessChain.GENESIS;
    private long entries;
    private long checkpoints;
    private long lastCheckpoint;

    /** A walk that trusts checkpoints signed with {@code pharmacy}'s key. */
    public AccessChainWalk(X509Certificate pharmacy) {
        this.pharmacy = pharmacy;
        this.algorithm = SignatureAlgorithm.forKey(pharmacy.getPublicKey()).orElseThrow(
                () -> new IllegalArgumentException("the pharmacy's certificate holds a key of no allowed algorithm"));
    }

    /**
     * Takes the next stored entry and the hash stored with it.
     *
     * @throws BrokenChainException naming the entry and what is wrong with it
     */
    public void next(AccessEntry entry, byte[] storedHash) throws BrokenChainException {
        long seq = entry.seq();
        if (seq != entries + 1) {
            throw new BrokenChainException(seq, entries == 0 ? "the chain starts at entry " + seq + ", not 1"
                    : "entry " + (entries + 1) + " is missing: entry " + entries + " is followed by entry " + seq);
        }
        if (!MessageDigest.isEqual(entry.previousHash(), head)) {
            throw new BrokenChainException(seq, "its previous hash " + AccessChain.hex(entry.previousHash())
                    + " is not the hash of entry " + (seq - 1) + " (" + AccessChain.hex(head) + "): one of the two"
                    + " was changed");
        }
        byte[] hash = entry.hash();
        if (storedHash == null || !MessageDigest.isEqual(hash, storedHash)) {
            throw new BrokenChainException(seq, "its fields hash to " + AccessChain.hex(hash) + ", not to its stored"
                    + " hash " + (storedHash == null ? "(none)" : AccessChain.hex(storedHash))
                    + ": it was changed after it was written");
        }
        if (entry.isCheckpoint()) {
            verifySignature(entry);
            checkpoints++;
            lastCheckpoint = seq;
        }
        head = hash;
        entries = seq;
    }

    /**
     * Checks that the chain ends where the head kept beside it says: a chain whose last entries were removed ends
     * before its head.
     *
     * @throws BrokenChainException naming the first entry past the chain's end
     */
    public void end(long headSeq, byte[] headHash) throws BrokenChainException {
        if (headSeq != entries || !MessageDigest.isEqual(headHash, head)) {
            throw new BrokenChainException(Math.min(headSeq, entries) + 1, "the chain ends at entry " + entries
                    + " (" + AccessChain.hex(head) + ") but its head names entry " + headSeq + " ("
                    + AccessChain.hex(headHash) + "): entries were removed or the head was changed");
        }
    }

    public long entries() {
        return entries;
    }

    public long checkpoints() {
        return checkpoints;
    }

    /** The last checkpoint's place, 0 when there is none. */
    public long lastCheckpoint() {
        return lastCheckpoint;
    }

    /** How many entries follow the last checkpoint, which no signature covers yet. */
    public long unsigned() {
        return entries - lastCheckpoint;
    }

    private void verifySignature(AccessEntry entry) throws BrokenChainException {
        byte[] content = entry.claim().content();
        byte[] signature = entry.signature();
        if (signature == null) {
            throw new BrokenChainException(entry.seq(), "it is a checkpoint without a signature");
        }
        try {
            DetachedSignatures.verify(Optional.of(algorithm), pharmacy.getPublicKey(), content, 0, content.length,
                    signature);
        } catch (VerificationException e) {
            throw new BrokenChainException(entry.seq(), "its checkpoint signature does not verify with the pharmacy's"
                    + " signing certificate (serial " + pharmacy.getSerialNumber().toString(16) + "): "
                    + e.getMessage(), e);
        }
    }
}
