/**
 * The prescribers' keys: the PKI directory ({@code etp.pki.dir}) opened once, and each account's signing
 * identity per algorithm, loaded on first use and kept.
 */
package org.etp.prescriber.signing;
