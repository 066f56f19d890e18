/**
 * Notices a prescriber must acknowledge: a pharmacy returned one of their prescriptions and referred it to them
 * (a clinical concern, with the pharmacist's note), as a verified receipt says. While any is unacknowledged every
 * page shows a banner; the list ({@code /notices}) shows each in the pharmacy's words, and
 * <em>Acknowledged</em> records who and when (table {@code pharmacy_notice}, owned by {@link
 * org.etp.prescriber.notices.Notices}). The text is patient data: shown, never logged.
 */
package org.etp.prescriber.notices;
