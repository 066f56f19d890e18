/**
 * The pharmacy as a party: its ODS code ({@code etp.pharmacy.ods-code}), which decides which nominations it
 * accepts, and its own signing key and certificate from the PKI directory, issued under the service CA.
 */
package org.etp.pharmacy.identity;
