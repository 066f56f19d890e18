package org.etp.pharmacy.prescription;

/**
 * How many prescriptions arrived after the newest row a queue page shows: the count, and the row id to ask
 * after next time. It carries no patient data, so a page can ask for it every few seconds.
 *
 * @param count    how many arrived
 * @param latestId the newest row id among them, or the one asked after when none arrived
 */
public record NewArrivals(long count, long latestId) {
}
