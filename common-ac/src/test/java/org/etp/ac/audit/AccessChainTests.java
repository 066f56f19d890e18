package org.etp.ac.audit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.etp.ac.signing.DetachedSignatures;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.TestCredentials;
import org.junit.jupiter.api.Test;

class AccessChainTests {

    private static final Instant AT = Instant.parse("2026-11-28T01:02:03.000456789Z");
    private static final Accessor SHAH = new Accessor("shah", "PHARMACIST", "127.0.0.1", "node-1");
    private static final SigningIdentity PHARMACY = TestCredentials.identity(SignatureAlgorithm.ECP256);

    @Test
    void serialisesEveryFieldWithItsLengthAndTimesToTheMicrosecond() {
        AccessEntry entry = new AccessEntry(7, AT, SHAH, AccessEvent.of(AccessEvent.VIEW, "PRESCRIPTION_PAGE",
                "A1B2C3-Z12345-00001X"), null, AccessChain.GENESIS);

        assertThat(AccessChain.at(entry.at())).isEqualTo("2026-11-28T01:02:03.000456Z");
        assertThat(new String(AccessChain.canonical(entry), StandardCharsets.ISO_8859_1))
                .startsWith("\0\0\0\u0012ETP-ACCESS-AUDIT-1\0\0\0\u00017\0\0\0\u001b2026-11-28T01:02:03.000456Z"
                        + "\0\0\0\u0004VIEW");
        assertThat(AccessChain.hash(entry)).hasSize(32).isEqualTo(entry.hash());
    }

    @Test
    void serialisesAnAccountChangeInTheSecondFormWithItsTargetLast() {
        AccessEntry entry = new AccessEntry(7, AT, SHAH, AccessEvent.accountChange("ACCOUNT_DISABLE", "lee", "DONE"),
                null, AccessChain.GENESIS);

        String canonical = new String(AccessChain.canonical(entry), StandardCharsets.ISO_8859_1);
        assertThat(canonical).startsWith("\0\0\0\u0012ETP-ACCESS-AUDIT-2").endsWith("\0\0\0\u0003lee");
    }

    @Test
    void hashesEachFieldSoThatNoTwoEntriesShareAHash() {
        List<AccessEntry> variants = List.of(
                entry(1, SHAH, AccessEvent.of(AccessEvent.VIEW, "PRESCRIPTION_PAGE", "ID-1")),
                entry(2, SHAH, AccessEvent.of(AccessEvent.VIEW, "PRESCRIPTION_PAGE", "ID-1")),
                entry(1, SHAH, AccessEvent.of(AccessEvent.DOWNLOAD, "PRESCRIPTION_PAGE", "ID-1")),
                entry(1, SHAH, AccessEvent.of(AccessEvent.VIEW, "PRESCRIPTION_PAGE", "ID-2")),
                entry(1, SHAH, AccessEvent.of(AccessEvent.VIEW, "PRESCRIPTION_PAGE", null)),
                entry(1, SHAH, AccessEvent.of(AccessEvent.VIEW, "PRESCRIPTION_PAGE", "")),
                entry(1, new Accessor("ng", "PHARMACIST", "127.0.0.1", "node-1"),
                        AccessEvent.of(AccessEvent.VIEW, "PRESCRIPTION_PAGE", "ID-1")),
                entry(1, new Accessor("shah", "PHARMACIST", "127.0.0.2", "node-1"),
                        AccessEvent.of(AccessEvent.VIEW, "PRESCRIPTION_PAGE", "ID-1")),
                entry(1, new Accessor("shah", "PHARMACIST", "127.0.0.1", "node-2"),
                        AccessEvent.of(AccessEvent.VIEW, "PRESCRIPTION_PAGE", "ID-1")),
                // a field's end moved into the next must not give the same bytes
                entry(1, new Accessor("shahP", "HARMACIST", "127.0.0.1", "node-1"),
                        AccessEvent.of(AccessEvent.VIEW, "PRESCRIPTION_PAGE", "ID-1")),
                entry(1, SHAH, AccessEvent.list("QUEUE", "NHS_NUMBER", 3)),
                entry(1, SHAH, AccessEvent.list("QUEUE", "NHS_NUMBER", 4)),
                entry(1, SHAH, AccessEvent.change("DISPENSE", "ID-1", "DONE")),
                entry(1, SHAH, AccessEvent.change("DISPENSE", "ID-1", "REFUSED")),
                entry(1, SHAH, AccessEvent.accountChange("ACCOUNT_DISABLE", "lee", "DONE")),
                entry(1, SHAH, AccessEvent.accountChange("ACCOUNT_DISABLE", "ng", "DONE")),
                entry(1, SHAH, AccessEvent.accountChange("ACCOUNT_ENABLE", "lee", "DONE")));

        Set<String> hashes = new HashSet<>();
        variants.forEach(entry -> hashes.add(AccessChain.hex(entry.hash())));

        assertThat(hashes).hasSize(variants.size());
    }

    @Test
    void walksAnIntactChainWithItsSignedCheckpoints() throws Exception {
        List<AccessEntry> chain = chain(5, 3);
        AccessChainWalk walk = new AccessChainWalk(PHARMACY.certificate());

        for (AccessEntry entry : chain) {
            walk.next(entry, entry.hash());
        }
        walk.end(chain.size(), chain.get(chain.size() - 1).hash());

        assertThat(walk.entries()).isEqualTo(6);
        assertThat(walk.checkpoints()).isOne();
        assertThat(walk.lastCheckpoint()).isEqualTo(4);
        assertThat(walk.unsigned()).isEqualTo(2);
    }

    @Test
    void namesAnEntryWhoseFieldsNoLongerHashToItsStoredHash() throws Exception {
        List<AccessEntry> chain = chain(5, 0);
        AccessEntry changed = new AccessEntry(3, chain.get(2).at(), chain.get(2).who(),
                AccessEvent.of(AccessEvent.VIEW, "PRESCRIPTION_PAGE", "ANOTHER-ID"), null, chain.get(2).previousHash());

        AccessChainWalk walk = new AccessChainWalk(PHARMACY.certificate());
        walk.next(chain.get(0), chain.get(0).hash());
        walk.next(chain.get(1), chain.get(1).hash());

        assertThatExceptionOfType(BrokenChainException.class)
                .isThrownBy(() -> walk.next(changed, chain.get(2).hash()))
                .satisfies(e -> assertThat(e.seq()).isEqualTo(3))
                .withMessageContaining("it was changed after it was written");
    }

    @Test
    void namesTheEntryAfterOneWhoseHashWasRecomputed() throws Exception {
        List<AccessEntry> chain = chain(5, 0);
        AccessEntry changed = new AccessEntry(3, chain.get(2).at(), chain.get(2).who(),
                AccessEvent.of(AccessEvent.VIEW, "PRESCRIPTION_PAGE", "ANOTHER-ID"), null, chain.get(2).previousHash());
        AccessChainWalk walk = new AccessChainWalk(PHARMACY.certificate());
        walk.next(chain.get(0), chain.get(0).hash());
        walk.next(chain.get(1), chain.get(1).hash());
        walk.next(changed, changed.hash());

        assertThatExceptionOfType(BrokenChainException.class).isThrownBy(() -> walk.next(chain.get(3),
                chain.get(3).hash())).satisfies(e -> assertThat(e.seq()).isEqualTo(4))
                .withMessageContaining("is not the hash of entry 3");
    }

    @Test
    void namesAMissingEntryAndARemovedTail() throws Exception {
        List<AccessEntry> chain = chain(5, 0);

        assertThatExceptionOfType(BrokenChainException.class)
                .isThrownBy(() -> walk(chain.get(0), chain.get(1), chain.get(3)))
                .withMessageContaining("entry 3 is missing");
        AccessChainWalk walk = new AccessChainWalk(PHARMACY.certificate());
        walk.next(chain.get(0), chain.get(0).hash());
        assertThatExceptionOfType(BrokenChainException.class)
                .isThrownBy(() -> walk.end(5, chain.get(4).hash()))
                .satisfies(e -> assertThat(e.seq()).isEqualTo(2))
                .withMessageContaining("the chain ends at entry 1");
    }

    @Test
    void namesACheckpointWhoseSignatureDoesNotVerify() throws Exception {
        List<AccessEntry> chain = chain(3, 2);
        AccessEntry checkpoint = chain.get(2);
        byte[] signature = checkpoint.signature();
        signature[signature.length / 2] ^= 1;
        AccessEntry forged = AccessEntry.checkpoint(checkpoint.claim(), signature);
        SigningIdentity other = TestCredentials.create(SignatureAlgorithm.ECP256, TestCredentials.PRESCRIBER);
        AccessEntry foreign = AccessEntry.checkpoint(checkpoint.claim(),
                DetachedSignatures.sign(other, checkpoint.claim().content()));

        for (AccessEntry bad : List.of(forged, foreign)) {
            assertThatExceptionOfType(BrokenChainException.class)
                    .isThrownBy(() -> walk(chain.get(0), chain.get(1), bad))
                    .satisfies(e -> assertThat(e.seq()).isEqualTo(3))
                    .withMessageContaining("checkpoint signature does not verify");
        }
    }

    private static void walk(AccessEntry... entries) throws BrokenChainException {
        AccessChainWalk walk = new AccessChainWalk(PHARMACY.certificate());
        for (AccessEntry entry : entries) {
            walk.next(entry, entry.hash());
        }
    }

    private static AccessEntry entry(long seq, Accessor who, AccessEvent what) {
        return new AccessEntry(seq, AT, who, what, null, AccessChain.GENESIS);
    }

    /** {@code views} views, with a signed checkpoint after the first {@code checkpointAfter} (0: none). */
    private static List<AccessEntry> chain(int views, int checkpointAfter) throws GeneralSecurityException {
        List<AccessEntry> chain = new ArrayList<>();
        byte[] head = AccessChain.GENESIS;
        for (int i = 0; i < views; i++) {
            if (checkpointAfter > 0 && i == checkpointAfter) {
                AccessCheckpoint claim = new AccessCheckpoint(chain.size() + 1, AT.plusSeconds(i), "node-1", head);
                chain.add(AccessEntry.checkpoint(claim, DetachedSignatures.sign(PHARMACY, claim.content())));
                head = chain.get(chain.size() - 1).hash();
            }
            chain.add(new AccessEntry(chain.size() + 1, AT.plusSeconds(i), SHAH,
                    AccessEvent.of(AccessEvent.VIEW, "PRESCRIPTION_PAGE", "ID-" + i), null, head));
            head = chain.get(chain.size() - 1).hash();
        }
        return chain;
    }
}
