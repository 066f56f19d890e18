/**
 * Signature algorithms and signing identities. Each algorithm is bound to the JCA provider that
 * is fastest for it on Java 17 (the JDK for RSA, Bouncy Castle for ECDSA and Ed25519), and to the
 * identifiers the forms use for it (an X.509 AlgorithmIdentifier and an XML-DSig URI).
 * {@link org.etp.ac.signing.DetachedSignatures} signs and checks the bytes of the forms that sign their own
 * encoding (DER, OER), with one {@code Signature} per thread and algorithm for keys in software; a key held in a
 * PKCS#11 token signs through its token's provider, which its identity carries
 * ({@link org.etp.ac.signing.TokenProvider}).
 */
package org.etp.ac.signing;
