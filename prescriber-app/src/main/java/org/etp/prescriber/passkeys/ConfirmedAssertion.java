package org.etp.prescriber.passkeys;

import java.time.Instant;

/**
 * An assertion that {@link AssertionVerifier} passed for one challenge: the evidence kept with each prescription it
 * confirmed.
 *
 * @param digests   what it confirmed: the SHA-256 of the bytes each signature covers, whose challenge it signed
 * @param label     the passkey's name
 * @param publicKey the passkey's public key (COSE_Key), so that the evidence can be checked again later
 * @param signCount the signature counter it carried
 */
public record ConfirmedAssertion(Assertion assertion, ConfirmedDigests digests, String label, byte[] publicKey,
        long signCount, Instant confirmedAt) {

    public ConfirmedAssertion {
        if (assertion == null || digests == null || label == null || publicKey == null || confirmedAt == null) {
            throw new IllegalArgumentException("a confirmed assertion names its assertion, what it confirms, its passkey and time");
        }
        publicKey = publicKey.clone();
    }

    /** The challenge the passkey signed ({@link ConfirmedDigests#challenge}). */
    public byte[] challenge() {
        return digests.challenge();
    }

    @Override
    public byte[] publicKey() {
        return publicKey.clone();
    }
}
