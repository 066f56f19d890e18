/**
 * The prescriber cancels one of their undispensed prescriptions: a signed cancellation certificate (EPS
 * reason code), numbered, signed and committed to the outbox as a prescription is ({@code outbox.Dispatch}), which
 * sends it as CANCEL with the outbox's durability; when signatures are confirmed with a passkey, only once the
 * prescriber confirmed the SHA-256 of its signed bytes.
 */
package org.etp.prescriber.cancelling;
