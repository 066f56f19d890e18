/**
 * What every page of the prescriber app shares: the one way an instant is shown (with its zone, in the
 * practice's {@code etp.ui.zone}).
 */
package org.etp.prescriber.web;
