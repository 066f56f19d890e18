package org.etp.perf.price;

import java.util.Objects;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * What one measured TLS connection is made of: the key algorithm of the server's certificate (the algorithm of
 * its CertificateVerify signature) and whether the server asks the client for a certificate (mutual TLS).
 *
 * @param serverKey RSA-2048 or EC P-256, the two service certificate keys compared
 * @param clientAuthentication whether the client must present a certificate the server verifies
 */
public record HandshakeSetup(SignatureAlgorithm serverKey, boolean clientAuthentication) {

    public HandshakeSetup {
        Objects.requireNonNull(serverKey, "serverKey");
        if (serverKey == SignatureAlgorithm.ED25519) {
            throw new IllegalArgumentException("TLS service certificates are compared as rsa2048 or ecp256");
        }
    }
}
