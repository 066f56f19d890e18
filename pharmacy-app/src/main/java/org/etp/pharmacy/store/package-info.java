/**
 * The pharmacy's PostgreSQL store: the database itself (created on first start where the account may),
 * its schema (Flyway migrations from the {@code etp-db} jar, {@code db/migration/pharmacy}), and, in later
 * work, the writer of verified prescriptions.
 */
package org.etp.pharmacy.store;
