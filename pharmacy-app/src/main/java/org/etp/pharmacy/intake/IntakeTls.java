package org.etp.pharmacy.intake;

import io.netty.handler.ssl.ClientAuth;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import java.security.GeneralSecurityException;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLException;
import javax.net.ssl.TrustManagerFactory;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.TrustException;

/**
 * The intake's TLS: TLS 1.3 only, the pharmacy certificate of the PKI directory, and, for mutual TLS,
 * client certificates that chain to the PKI's root.
 */
final class IntakeTls {

    private IntakeTls() {
    }

    static SslContext serverContext(PkiDirectory pki, IntakeProperties.ClientAuth clientAuth) {
        try {
            KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            keys.init(pki.pharmacyTlsKeyStore(), pki.password());
            SslContextBuilder builder = SslContextBuilder.forServer(keys).protocols("TLSv1.3");
            if (clientAuth != IntakeProperties.ClientAuth.NONE) {
                TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
                trust.init(pki.tlsTrustStore());
                builder.trustManager(trust).clientAuth(
                        clientAuth == IntakeProperties.ClientAuth.REQUIRE ? ClientAuth.REQUIRE : ClientAuth.OPTIONAL);
            }
            return builder.build();
        } catch (GeneralSecurityException | TrustException | SSLException e) {
            throw new IllegalStateException("etp.intake.tls: cannot set up TLS from " + pki.path() + ": "
                    + e.getMessage(), e);
        }
    }
}
