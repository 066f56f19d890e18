/**
 * The pharmacy's PostgreSQL store: its schema (Flyway migrations from the {@code etp-db} jar,
 * {@code db/migration/pharmacy}) and the {@link org.etp.pharmacy.store.PrescriptionWriter}, which commits
 * verified prescriptions from every connection in groups and says, for each, what the commit did. After
 * each group is answered its writer threads write the rows of {@link org.etp.pharmacy.store.AfterEachGroup}
 * — the measurements, whose SQL is their own package's — in a transaction of their own.
 */
package org.etp.pharmacy.store;
