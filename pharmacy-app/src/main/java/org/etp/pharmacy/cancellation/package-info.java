/**
 * The prescriber's cancellation of a stored prescription: honoured only when the verified cancellation's
 * signer is the prescriber who signed the prescription and nothing was dispensed; the prescription then
 * becomes CANCELLED, in one transaction that commits before the intake answers.
 */
package org.etp.pharmacy.cancellation;
