/**
 * Passkeys (WebAuthn) with which a prescriber confirms each signature. A prescriber registers them on the settings
 * page through Spring Security's WebAuthn filters, whose JDBC repositories keep them ({@code user_entities},
 * {@code user_credentials}); this package verifies an assertion with webauthn4j against the one challenge the server
 * set — the SHA-256 of the bytes about to be signed — for this user, one of their credentials, this origin and RP ID,
 * with user verification and a signature counter that counts up ({@link AssertionVerifier}), and keeps the assertion
 * as evidence beside the prescription ({@code passkey_confirmation}, {@link PasskeyEvidence}). It owns those three
 * tables.
 */
package org.etp.prescriber.passkeys;
