package org.etp.prescriber.passkeys;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What one assertion confirms: one digest as it is, several by the hash of their hashes in their order. */
class ConfirmedDigestsTests {

    private static final byte[] ONE = filled(1);
    private static final byte[] TWO = filled(2);

    @Test
    void oneDigestIsItsOwnChallenge() {
        assertThat(ConfirmedDigests.one(ONE).challenge()).isEqualTo(ONE);
    }

    @Test
    void aBatchsChallengeIsTheHashOfItsDigestsInOrder() throws Exception {
        MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
        sha256.update(ONE);
        sha256.update(TWO);

        assertThat(ConfirmedDigests.of(List.of(ONE, TWO)).challenge()).isEqualTo(sha256.digest());
        assertThat(ConfirmedDigests.of(List.of(TWO, ONE)).challenge())
                .isNotEqualTo(ConfirmedDigests.of(List.of(ONE, TWO)).challenge());
    }

    @Test
    void readsBackWhatItStoresAndCoversOnlyItsOwn() {
        ConfirmedDigests stored = ConfirmedDigests.fromConcatenated(ConfirmedDigests.of(List.of(ONE, TWO))
                .concatenated());

        assertThat(stored.size()).isEqualTo(2);
        assertThat(stored.covers(TWO)).isTrue();
        assertThat(stored.covers(filled(3))).isFalse();
    }

    @Test
    void refusesNoDigestTooManyAndOneOfAnotherLength() {
        assertThatThrownBy(() -> ConfirmedDigests.of(List.of())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ConfirmedDigests.of(Collections.nCopies(ConfirmedDigests.MAX + 1, ONE)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ConfirmedDigests.one(new byte[20])).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ConfirmedDigests.fromConcatenated(new byte[33]))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static byte[] filled(int value) {
        byte[] digest = new byte[32];
        Arrays.fill(digest, (byte) value);
        return digest;
    }
}
