package org.etp.prescriber.passkeys;

import java.time.Instant;

/**
 * An assertion that {@link AssertionVerifier} passed for one challenge: the evidence kept with the prescription.
 *
 * @param challenge the SHA-256 of the bytes the prescription's signature covers
 * @param label     the passkey's name
 * @param publicKey the passkey's public key (COSE_Key), so that the evidence can be checked again later
 * @param signCount the signature counter it carried
 */
public record ConfirmedAssertion(Assertion assertion, byte[] challenge, String label, byte[] publicKey,
        long signCount, Instant confirmedAt) {

    public ConfirmedAssertion {
        if (assertion == null || challenge == null || label == null || publicKey == null || confirmedAt == null) {
            throw new IllegalArgumentException("a confirmed assertion names its assertion, challenge, passkey and time");
        }
        challenge = challenge.clone();
        publicKey = publicKey.clone();
    }

    @Override
    public byte[] challenge() {
        return challenge.clone();
    }

    @Override
    public byte[] publicKey() {
        return publicKey.clone();
    }
}
