package org.etp.perf.price;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.SocketException;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import javax.net.ssl.KeyManager;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLPeerUnverifiedException;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509ExtendedKeyManager;
import org.etp.ac.client.TlsContexts;
import org.etp.ac.pki.CertificateAuthority;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.pki.KeyPairs;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.TrustException;

/**
 * A TLS 1.3 server and its client in one JVM over loopback (JSSE), for the price of a new connection: each
 * {@link #connect()} opens a socket, does the whole handshake and sends one byte each way, so that the server
 * has verified the client's certificate before the call returns. The server's certificate is issued for the
 * run by the demo PKI's service CA with a fresh key of {@link HandshakeSetup#serverKey()}; the client is the
 * prescriber service (its EC P-256 certificate, presented only when the server asks).
 *
 * <p>Session resumption is off, so that every connection pays for a full handshake: the server's session
 * timeout is set past TLS 1.3's seven-day ticket lifetime, above which JSSE issues no session ticket.
 * {@link #fullHandshakes()} counts the uses of the server's private key to prove it.
 */
public final class LoopbackTls implements AutoCloseable {

    private static final String ALIAS = "service";
    private static final int NO_TICKETS_SECONDS = (int) Duration.ofDays(7).toSeconds() + 1;
    private static final int CLIENT_VERIFIED = 1;
    private static final int CLIENT_ANONYMOUS = 0;

    private final SSLServerSocket server;
    private final SSLSocketFactory clients;
    private final CountingKeyManager serverKeys;
    private final Thread acceptor;

    private LoopbackTls(SSLServerSocket server, SSLSocketFactory clients, CountingKeyManager serverKeys) {
        this.server = server;
        this.clients = clients;
        this.serverKeys = serverKeys;
        this.acceptor = new Thread(this::serve, "loopback-tls-server");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** Starts the server on a free loopback port with a new certificate from {@code pki}'s service CA. */
    public static LoopbackTls start(PkiDirectory pki, HandshakeSetup setup) throws TrustException, IOException {
        KeyStore keyStore = serverKeyStore(pki, setup);
        try {
            KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            keys.init(keyStore, pki.password());
            CountingKeyManager counting = new CountingKeyManager((X509ExtendedKeyManager) keys.getKeyManagers()[0]);
            TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trust.init(pki.tlsClientTrustStore());
            SSLContext serverContext = SSLContext.getInstance(TlsContexts.PROTOCOL);
            serverContext.init(new KeyManager[] {counting}, trust.getTrustManagers(), null);
            serverContext.getServerSessionContext().setSessionTimeout(NO_TICKETS_SECONDS);
            SSLServerSocket server = (SSLServerSocket) serverContext.getServerSocketFactory()
                    .createServerSocket(0, 50, InetAddress.getLoopbackAddress());
            SSLParameters parameters = server.getSSLParameters();
            parameters.setProtocols(new String[] {TlsContexts.PROTOCOL});
            parameters.setNeedClientAuth(setup.clientAuthentication());
            server.setSSLParameters(parameters);
            SSLContext client = setup.clientAuthentication()
                    ? TlsContexts.client(pki) : TlsContexts.clientWithoutCertificate(pki);
            return new LoopbackTls(server, client.getSocketFactory(), counting);
        } catch (GeneralSecurityException e) {
            throw new TrustException("could not make the loopback TLS server from " + pki.path(), e);
        }
    }

    /** One new connection: a full handshake and one byte each way. */
    public Connection connect() throws IOException {
        try (SSLSocket socket = (SSLSocket) clients.createSocket(InetAddress.getLoopbackAddress(),
                server.getLocalPort())) {
            socket.setEnabledProtocols(new String[] {TlsContexts.PROTOCOL});
            socket.setTcpNoDelay(true);
            socket.startHandshake();
            OutputStream out = socket.getOutputStream();
            out.write(1);
            out.flush();
            int verdict = socket.getInputStream().read();
            if (verdict < 0) {
                throw new IOException("the loopback TLS server closed the connection without answering");
            }
            Certificate[] peer = socket.getSession().getPeerCertificates();
            return new Connection(socket.getSession().getProtocol(), peer[0].getPublicKey().getAlgorithm(),
                    verdict == CLIENT_VERIFIED);
        }
    }

    /** How many handshakes used the server's private key, that is, were full handshakes. */
    public long fullHandshakes() {
        return serverKeys.keyUses();
    }

    @Override
    public void close() throws IOException {
        server.close();
        try {
            acceptor.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void serve() {
        while (!server.isClosed()) {
            try (SSLSocket socket = (SSLSocket) server.accept()) {
                socket.setTcpNoDelay(true);
                InputStream in = socket.getInputStream();
                if (in.read() < 0) {
                    continue;
                }
                socket.getOutputStream().write(clientVerified(socket) ? CLIENT_VERIFIED : CLIENT_ANONYMOUS);
                socket.getOutputStream().flush();
            } catch (SocketException e) {
                if (server.isClosed()) {
                    return;
                }
            } catch (IOException e) {
                // a failed handshake fails that client's connect(); the server goes on
            }
        }
    }

    private static boolean clientVerified(SSLSocket socket) {
        try {
            return socket.getSession().getPeerCertificates().length > 0;
        } catch (SSLPeerUnverifiedException e) {
            return false;
        }
    }

    private static KeyStore serverKeyStore(PkiDirectory pki, HandshakeSetup setup) throws TrustException {
        KeyPair keys = KeyPairs.generate(setup.serverKey());
        CertificateAuthority ca = DemoPki.serviceCa(pki);
        Instant now = Instant.now();
        X509Certificate certificate = ca.issueTlsServer(DemoPki.PHARMACY_NAME, keys.getPublic(),
                now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(1)), List.of("localhost"),
                List.of("127.0.0.1"));
        try {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setKeyEntry(ALIAS, keys.getPrivate(), pki.password(),
                    new Certificate[] {certificate, ca.certificate(), pki.rootCertificate()});
            return store;
        } catch (GeneralSecurityException | IOException e) {
            throw new TrustException("could not hold the loopback TLS server's key", e);
        }
    }

    /**
     * What the client saw of one connection.
     *
     * @param protocol the negotiated TLS version
     * @param serverKeyAlgorithm the key algorithm of the server's certificate ({@code RSA} or {@code EC})
     * @param clientVerified whether the server verified a client certificate
     */
    public record Connection(String protocol, String serverKeyAlgorithm, boolean clientVerified) {
    }
}
