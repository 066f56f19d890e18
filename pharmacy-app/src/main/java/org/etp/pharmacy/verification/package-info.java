/**
 * How the pharmacy decides what to trust: the demo or production PKI directory ({@code etp.pki.dir}), the
 * registry of prescribers validated against its trust anchor at start, and the verification policy
 * ({@code etp.verification.*}) the common-ac verifier applies to every message.
 */
package org.etp.pharmacy.verification;
