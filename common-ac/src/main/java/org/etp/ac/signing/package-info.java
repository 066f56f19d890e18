/**
 * Signature algorithms and signing identities. Each algorithm is bound to the JCA provider that
 * is fastest for it on Java 17 (the JDK for RSA, Bouncy Castle for ECDSA and Ed25519), and to the
 * identifiers both forms use for it (an X.509 AlgorithmIdentifier and an XML-DSig URI).
 */
package org.etp.ac.signing;
