/**
 * The prescriber cancels one of their undispensed prescriptions: a signed cancellation certificate (EPS
 * reason code), numbered, signed and committed to the outbox as a prescription is ({@code outbox.Dispatch}), which sends it as CANCEL with the outbox's durability.
 */
package org.etp.prescriber.cancelling;
