/**
 * Writing a prescription: the form, its server-side validation (by the model's own rules, shown beside the
 * fields), its prescription ID, and its certificate, which {@code outbox.Dispatch} signs with the prescriber's key
 * of the chosen algorithm and commits to the outbox.
 */
package org.etp.prescriber.prescribing;
