/**
 * The prescriber's cancellation of a stored prescription, message kind CANCEL ({@code CancelHandler}, on the
 * intake's database pool): honoured only when the verified cancellation's signer is the prescriber who signed the
 * prescription and nothing was dispensed; the prescription then becomes CANCELLED through its repository, in one
 * transaction that commits, with its receipt, before the intake answers.
 */
package org.etp.pharmacy.cancellation;
