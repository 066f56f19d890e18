package org.etp.ac.client;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;

/** Opens the connection of an {@link IntakeClient}: TCP with TCP_NODELAY, then TLS 1.3 when asked. */
final class Connector {

    private Connector() {
    }

    static Connection open(ClientSettings settings) throws IntakeConnectionException {
        Socket raw = connect(settings);
        IntakeAddress target = settings.target();
        int timeout = (int) settings.connectTimeout().toMillis();
        try {
            Socket socket = settings.tls().isEmpty() ? raw : handshake(settings.tls().get(), raw, target, timeout);
            return new Connection(socket, raw);
        } catch (IOException e) {
            closeQuietly(raw);
            String why = e instanceof SocketTimeoutException ? "no answer within " + timeout + " ms" : e.getMessage();
            throw new IntakeConnectionException((settings.tls().isEmpty() ? "could not open a connection to "
                    : "TLS handshake with ") + target + " failed: " + why, e);
        }
    }

    private static Socket connect(ClientSettings settings) throws IntakeConnectionException {
        IntakeAddress target = settings.target();
        InetSocketAddress address = target.resolve();
        if (address.isUnresolved()) {
            throw new IntakeConnectionException("could not connect to " + target + ": unknown host " + target.host());
        }
        int timeout = (int) settings.connectTimeout().toMillis();
        Socket raw = new Socket();
        try {
            raw.setTcpNoDelay(true);
            raw.setKeepAlive(true);
            raw.connect(address, timeout);
        } catch (SocketTimeoutException e) {
            closeQuietly(raw);
            throw new IntakeConnectionException("could not connect to " + target + ": no answer within "
                    + settings.connectTimeout().toMillis() + " ms", e);
        } catch (IOException e) {
            closeQuietly(raw);
            throw new IntakeConnectionException("could not connect to " + target + ": " + e.getMessage(), e);
        }
        return raw;
    }

    private static SSLSocket handshake(SSLContext context, Socket raw, IntakeAddress target, int timeout)
            throws IOException {
        SSLSocket tls = (SSLSocket) context.getSocketFactory().createSocket(raw, target.host(), target.port(), true);
        SSLParameters parameters = tls.getSSLParameters();
        parameters.setProtocols(new String[] {TlsContexts.PROTOCOL});
        parameters.setEndpointIdentificationAlgorithm("HTTPS");
        tls.setSSLParameters(parameters);
        tls.setSoTimeout(timeout);
        tls.startHandshake();
        tls.setSoTimeout(0);
        return tls;
    }

    static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // Closing is all that is left to do; there is nobody to tell.
        }
    }
}
