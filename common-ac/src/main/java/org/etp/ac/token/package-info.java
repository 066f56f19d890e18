/**
 * Signing keys made and used inside a PKCS#11 token through the JDK's SunPKCS11 provider.
 * {@link org.etp.ac.token.Pkcs11Token} opens a module (its library), finds the token by its label (tokens such as
 * SoftHSM2's get new slot numbers when they are made, so the label is resolved to the slot here), logs in with the
 * user PIN and makes RSA-2048 and ECDSA P-256 keys there that are sensitive and never extractable: they sign only
 * inside the token, through its provider ({@link org.etp.ac.signing.TokenProvider}). Ed25519 stays in software,
 * because SunPKCS11 has no Ed25519. {@link org.etp.ac.token.TokenSettings} is how an application names its token.
 */
package org.etp.ac.token;
