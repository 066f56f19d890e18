package org.etp.prescriber.passkeys;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What one passkey assertion confirms: the SHA-256 of the bytes each signature will cover, in the order the
 * prescriber saw them. For one signature the challenge is that digest itself; for a batch it is the hash of their
 * hashes, the SHA-256 of the digests one after another, so that the confirmation covers exactly these documents
 * in this order and none can be swapped, added or left out without changing it.
 */
public final class ConfirmedDigests {

    /** The most signatures one confirmation may cover: the German Komfortsignatur's limit for one PIN. */
    public static final int MAX = 250;
    private static final int LENGTH = 32;

    private final List<byte[]> digests;

    private ConfirmedDigests(List<byte[]> digests) {
        if (digests.isEmpty() || digests.size() > MAX) {
            throw new IllegalArgumentException("a confirmation covers 1 to " + MAX + " signatures");
        }
        List<byte[]> copies = new ArrayList<>(digests.size());
        for (byte[] digest : digests) {
            if (digest == null || digest.length != LENGTH) {
                throw new IllegalArgumentException("each digest is a SHA-256 of 32 octets");
            }
            copies.add(digest.clone());
        }
        this.digests = List.copyOf(copies);
    }

    /** The digests of one or more documents to be signed, in their order. */
    public static ConfirmedDigests of(List<byte[]> digests) {
        return new ConfirmedDigests(digests);
    }

    /** The digest of one document to be signed. */
    public static ConfirmedDigests one(byte[] digest) {
        return new ConfirmedDigests(List.of(digest));
    }

    /** Reads {@link #concatenated} back. */
    public static ConfirmedDigests fromConcatenated(byte[] concatenated) {
        if (concatenated.length == 0 || concatenated.length % LENGTH != 0) {
            throw new IllegalArgumentException("digests one after another are a multiple of 32 octets");
        }
        List<byte[]> digests = new ArrayList<>();
        for (int at = 0; at < concatenated.length; at += LENGTH) {
            digests.add(Arrays.copyOfRange(concatenated, at, at + LENGTH));
        }
        return new ConfirmedDigests(digests);
    }

    public int size() {
        return digests.size();
    }

    /** The passkey's challenge: the one digest, or the SHA-256 of all of them one after another. */
    public byte[] challenge() {
        return digests.size() == 1 ? digests.get(0).clone() : sha256(concatenated());
    }

    /** The digests one after another, as stored with a batch's evidence. */
    public byte[] concatenated() {
        byte[] all = new byte[digests.size() * LENGTH];
        for (int i = 0; i < digests.size(); i++) {
            System.arraycopy(digests.get(i), 0, all, i * LENGTH, LENGTH);
        }
        return all;
    }

    /** Whether {@code digest} is one of those confirmed. */
    public boolean covers(byte[] digest) {
        return digests.stream().anyMatch(each -> MessageDigest.isEqual(each, digest));
    }

    private static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
