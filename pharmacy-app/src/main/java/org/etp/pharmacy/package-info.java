/**
 * The pharmacy application: it receives signed prescriptions on its socket ({@code intake}), verifies
 * them against the prescribers it trusts ({@code verification}), commits them ({@code store}), measures
 * every message ({@code measurement}), and serves the pharmacist's counter ({@code counter.*},
 * {@code dashboard}, {@code web}, behind {@code security}). It shares only common-ac and the database
 * migrations with the prescriber application.
 */
package org.etp.pharmacy;
