/**
 * What the pharmacy's JDBC code shares, owning no table: instants to and from {@code timestamptz} columns
 * ({@link org.etp.pharmacy.jdbc.SqlTimes}) and transactions for threads that run their own
 * ({@link org.etp.pharmacy.jdbc.Transactions}). Imports no other package of ours.
 */
package org.etp.pharmacy.jdbc;
