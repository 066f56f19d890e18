package org.etp.perf.price;

import java.net.Socket;
import java.security.Principal;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.util.concurrent.atomic.AtomicLong;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.X509ExtendedKeyManager;

/**
 * The server's key manager, counting how often its private key is handed out. A full TLS 1.3 handshake signs
 * CertificateVerify with it once; a resumed one (pre-shared key) does not, so the count tells whether every
 * measured connection paid for the whole handshake.
 */
final class CountingKeyManager extends X509ExtendedKeyManager {

    private final X509ExtendedKeyManager delegate;
    private final AtomicLong keyUses = new AtomicLong();

    CountingKeyManager(X509ExtendedKeyManager delegate) {
        this.delegate = delegate;
    }

    long keyUses() {
        return keyUses.get();
    }

    @Override
    public PrivateKey getPrivateKey(String alias) {
        keyUses.incrementAndGet();
        return delegate.getPrivateKey(alias);
    }

    @Override
    public X509Certificate[] getCertificateChain(String alias) {
        return delegate.getCertificateChain(alias);
    }

    @Override
    public String[] getServerAliases(String keyType, Principal[] issuers) {
        return delegate.getServerAliases(keyType, issuers);
    }

    @Override
    public String chooseServerAlias(String keyType, Principal[] issuers, Socket socket) {
        return delegate.chooseServerAlias(keyType, issuers, socket);
    }

    @Override
    public String chooseEngineServerAlias(String keyType, Principal[] issuers, SSLEngine engine) {
        return delegate.chooseEngineServerAlias(keyType, issuers, engine);
    }

    @Override
    public String[] getClientAliases(String keyType, Principal[] issuers) {
        return delegate.getClientAliases(keyType, issuers);
    }

    @Override
    public String chooseClientAlias(String[] keyType, Principal[] issuers, Socket socket) {
        return delegate.chooseClientAlias(keyType, issuers, socket);
    }
}
