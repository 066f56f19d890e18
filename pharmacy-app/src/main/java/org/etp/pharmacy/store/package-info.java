/**
 * The pharmacy's PostgreSQL store: its schema (Flyway migrations from the {@code etp-db} jar,
 * {@code db/migration/pharmacy}) and the {@link org.etp.pharmacy.store.PrescriptionWriter}, which commits
 * verified prescriptions from every connection in groups and says, for each, what the commit did.
 */
package org.etp.pharmacy.store;
