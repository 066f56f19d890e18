package org.etp.prescriber.passkeys;

/** When a signature is confirmed with a passkey ({@code etp.signing.passkey}). */
public enum PasskeyRule {

    /** Always: a prescriber without a passkey cannot sign until they register one. */
    REQUIRED,
    /** When the prescriber has a passkey; one without signs as before, with a password session alone. */
    IF_REGISTERED
}
