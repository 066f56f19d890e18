/**
 * What every page of the prescriber app shares: the one way an instant is shown (with its zone, in the
 * practice's {@code etp.ui.zone}), and a document held in the session for its passkey confirmation, used once
 * ({@link org.etp.prescriber.web.OneTimeSlot}).
 */
package org.etp.prescriber.web;
