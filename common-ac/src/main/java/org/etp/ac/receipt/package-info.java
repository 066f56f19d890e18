/**
 * Receipts and the STATUS exchange: a pharmacy answers each outcome of a prescription (dispensed, partly
 * dispensed, returned, cancelled, expired) with a receipt, an audit certificate signed with its own key that
 * binds the SHA-256 of the prescription certificate; a prescriber asks for the latest receipts of its own
 * prescriptions with a signed {@link org.etp.ac.receipt.StatusRequest} and checks each with the
 * {@link org.etp.ac.receipt.ReceiptVerifier}, which takes the pharmacy's certificate from its own PKI
 * directory, never from the message. The byte layouts are in {@code docs/protocol.md}.
 */
package org.etp.ac.receipt;
