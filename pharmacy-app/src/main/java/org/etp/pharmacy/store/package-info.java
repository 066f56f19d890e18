/**
 * The pharmacy's PostgreSQL store: its schema (Flyway migrations from the {@code etp-db} jar,
 * {@code db/migration/pharmacy}), the SUBMIT handler ({@code SubmitHandler}) and the
 * {@link org.etp.pharmacy.store.PrescriptionWriter}, which commits verified certificates from every connection in
 * groups and says, for each, what the commit did. The rows' SQL is the prescription package's
 * ({@link org.etp.pharmacy.prescription.PrescriptionRows}); the store keeps the transaction, the grouping, the
 * judgement of what was on file, and the signers as validated ({@code signer_validation}). After each group is
 * answered its writer threads write the rows of {@link org.etp.pharmacy.jdbc.AfterEachGroup} — the
 * measurements, whose SQL is their own package's — in a transaction of their own.
 */
package org.etp.pharmacy.store;
