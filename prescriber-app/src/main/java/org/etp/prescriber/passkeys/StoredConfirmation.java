package org.etp.prescriber.passkeys;

import java.time.Instant;

/**
 * The passkey confirmation kept with a prescription, as its page shows it.
 *
 * @param challengeHex the SHA-256 the passkey signed, in lower-case hex: the hash of the bytes the prescription's
 *                     signature covers
 */
public record StoredConfirmation(String label, Instant confirmedAt, String credentialId, String challengeHex) {
}
