/**
 * The prescription domain as validated, immutable values: identifiers with their check characters,
 * patient, prescriber, organisation, items, and the three certificate contents of the seed study
 * ({@link org.etp.ac.prescription.ChargeExemption simple}, {@link org.etp.ac.prescription.Prescription
 * prescription}, {@link org.etp.ac.prescription.AuditRecord complex}). Every constructor refuses an
 * invalid value with an {@link java.lang.IllegalArgumentException} whose message names the field.
 * Times are held to the second, as both encodings carry them.
 */
package org.etp.ac.prescription;
