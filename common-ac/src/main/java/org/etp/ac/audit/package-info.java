/**
 * The access audit's chain, shared by the pharmacy that writes it and {@code etp audit verify} that checks it, so
 * that the two cannot disagree: an entry ({@link AccessEntry}: who, from where, did what to which prescription), its
 * one canonical serialisation and SHA-256 hash ({@link AccessChain}), the signed checkpoint ({@link AccessCheckpoint})
 * and the walk that checks a chain from its start ({@link AccessChainWalk}).
 *
 * <p>Security guarantees: each entry's hash covers every field of the entry and the previous entry's hash, so a
 * changed, inserted or removed entry breaks the chain at that entry unless every later hash is recomputed; a
 * checkpoint's signature, by the pharmacy's signing key, covers the hash of everything before it, so recomputing
 * the chain behind a checkpoint needs that key. Entries after the last checkpoint, and the removal of the chain's
 * tail, are not covered: what the chain does not guarantee is written down in docs/security.md.
 */
package org.etp.ac.audit;
