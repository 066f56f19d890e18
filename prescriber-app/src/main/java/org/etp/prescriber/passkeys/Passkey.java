package org.etp.prescriber.passkeys;

import java.time.Instant;

/**
 * A prescriber's registered passkey as the settings page lists it.
 *
 * @param credentialId its credential ID, base64url
 * @param label        the name the prescriber gave it
 * @param lastUsed     when it last confirmed a signature, or {@code null}
 */
public record Passkey(String credentialId, String label, Instant created, Instant lastUsed) {
}
