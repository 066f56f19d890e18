/**
 * What the pharmacy's JDBC code shares, owning no table: instants to and from {@code timestamptz} columns
 * ({@link org.etp.pharmacy.jdbc.SqlTimes}), transactions for threads that run their own
 * ({@link org.etp.pharmacy.jdbc.Transactions}), and the rows written after each group commit
 * ({@link org.etp.pharmacy.jdbc.AfterEachGroup}, which measurement implements and the store's writer calls).
 * Imports no other package of ours.
 */
package org.etp.pharmacy.jdbc;
