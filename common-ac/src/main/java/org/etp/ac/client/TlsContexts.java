package org.etp.ac.client;

import java.security.GeneralSecurityException;
import java.security.KeyStore;
import javax.net.ssl.KeyManager;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.TrustException;

/**
 * TLS contexts from a demo PKI ({@link PkiDirectory}). Both ends trust the root CA alone, which anchors
 * the pharmacy's server certificate and the prescriber service's client certificate (both issued by
 * the service CA). A context does not fix the protocol version of its sockets: {@link IntakeClient}
 * enables {@value #PROTOCOL} only, and a server built on {@link #server(PkiDirectory)} should do the
 * same ({@code SSLParameters.setProtocols}) and ask for client certificates
 * ({@code setNeedClientAuth(true)}). The pharmacy's Netty intake builds its own context from
 * {@link PkiDirectory#pharmacyTlsKeyStore()} and {@link PkiDirectory#tlsTrustStore()}.
 */
public final class TlsContexts {

    /** The one TLS version ETP speaks. */
    public static final String PROTOCOL = "TLSv1.3";

    private TlsContexts() {
    }

    /** A client that trusts the PKI's root and presents the prescriber service's certificate (mutual TLS). */
    public static SSLContext client(PkiDirectory pki) throws TrustException {
        return context(keyManagers(pki.prescriberTlsKeyStore(), pki), pki);
    }

    /** A client that trusts the PKI's root and presents no certificate (for servers that ask for none). */
    public static SSLContext clientWithoutCertificate(PkiDirectory pki) throws TrustException {
        return context(null, pki);
    }

    /** A server with the pharmacy's certificate that trusts client certificates under the PKI's root. */
    public static SSLContext server(PkiDirectory pki) throws TrustException {
        return context(keyManagers(pki.pharmacyTlsKeyStore(), pki), pki);
    }

    private static SSLContext context(KeyManager[] keys, PkiDirectory pki) throws TrustException {
        try {
            TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trust.init(pki.tlsTrustStore());
            SSLContext context = SSLContext.getInstance(PROTOCOL);
            context.init(keys, trust.getTrustManagers(), null);
            return context;
        } catch (GeneralSecurityException e) {
            throw new TrustException("could not make a TLS context from " + pki.path(), e);
        }
    }

    private static KeyManager[] keyManagers(KeyStore store, PkiDirectory pki) throws TrustException {
        try {
            KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            keys.init(store, pki.password());
            return keys.getKeyManagers();
        } catch (GeneralSecurityException e) {
            throw new TrustException("could not read the TLS key of " + pki.path(), e);
        }
    }
}
