/**
 * Writing a prescription: the form, its server-side validation (by the model's own rules, shown beside the
 * fields), numbering, signing with the prescriber's key of the chosen algorithm, and the commit to the outbox.
 */
package org.etp.prescriber.prescribing;
