package org.etp.prescriber.passkeys;

import java.time.Instant;

/**
 * The passkey confirmation kept with a prescription, as its page shows it.
 *
 * @param challengeHex the SHA-256 the passkey signed, in lower-case hex: the hash of the bytes the prescription's
 *                     signature covers or, for a batch, the hash of the hashes of all its prescriptions
 * @param batchSize    how many prescriptions the one confirmation covered, this one among them
 */
public record StoredConfirmation(String label, Instant confirmedAt, String credentialId, String challengeHex,
        int batchSize) {

    /** Whether it confirmed this prescription together with others. */
    public boolean batch() {
        return batchSize > 1;
    }
}
