/**
 * The prescribers' keys: the PKI directory ({@code etp.pki.dir}) opened once; each account's signing identity per
 * algorithm, a key in software loaded on first use and kept; a key in the prescriber's own PKCS#11 token
 * ({@link org.etp.prescriber.signing.PrescriberTokens}) signing only for the signed-in session that unlocked it with
 * the token's PIN ({@link org.etp.prescriber.signing.UnlockedKeys}), until it is locked again.
 */
package org.etp.prescriber.signing;
