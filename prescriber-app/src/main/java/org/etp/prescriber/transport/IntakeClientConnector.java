package org.etp.prescriber.transport;

import java.io.IOException;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.net.ssl.SSLContext;
import org.etp.ac.client.ClientSettings;
import org.etp.ac.client.IntakeClient;
import org.etp.ac.client.IntakeConnectionException;
import org.etp.ac.client.TlsContexts;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.TrustException;
import org.etp.ac.wire.Attachment;
import org.etp.ac.wire.ResponseFrame;
import org.springframework.stereotype.Component;

/**
 * Connects with common-ac's {@link IntakeClient}: one persistent, pipelined connection per pharmacy, plain
 * or TLS 1.3 (trusting the PKI's root and presenting the prescriber service's client certificate).
 */
@Component
class IntakeClientConnector implements IntakeConnector {

    private final PkiDirectory pki;
    private final SenderProperties properties;
    private volatile SSLContext tls;

    IntakeClientConnector(PkiDirectory pki, SenderProperties properties) {
        this.pki = pki;
        this.properties = properties;
    }

    @Override
    public IntakeLink connect(PharmacyProperties.Pharmacy pharmacy) throws IOException {
        ClientSettings settings = ClientSettings.of(pharmacy.intakeAddress())
                .withConnectTimeout(properties.connectTimeout())
                .withResponseTimeout(properties.responseTimeout())
                .withMaxInFlight(properties.maxInFlight());
        if (pharmacy.tls()) {
            settings = settings.withTls(tls());
        }
        return new Link(IntakeClient.connect(settings));
    }

    private SSLContext tls() throws IntakeConnectionException {
        if (tls == null) {
            try {
                tls = TlsContexts.client(pki);
            } catch (TrustException e) {
                throw new IntakeConnectionException("no TLS client material in " + pki.path() + ": " + e.getMessage(),
                        e);
            }
        }
        return tls;
    }

    private record Link(IntakeClient client) implements IntakeLink {

        @Override
        public CompletableFuture<ResponseFrame> submit(WireFormat format, byte[] certificate,
                Optional<Attachment> attachment) {
            try {
                return attachment.isPresent() ? client.submit(format, true, certificate, attachment.get())
                        : client.submit(format, true, certificate);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return CompletableFuture.failedFuture(e);
            }
        }

        @Override
        public CompletableFuture<ResponseFrame> cancel(WireFormat format, byte[] cancellation) {
            try {
                return client.cancel(format, cancellation);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return CompletableFuture.failedFuture(e);
            }
        }

        @Override
        public CompletableFuture<ResponseFrame> status(byte[] signedStatusRequest) {
            try {
                return client.status(signedStatusRequest);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return CompletableFuture.failedFuture(e);
            }
        }

        @Override
        public boolean isOpen() {
            return client.isOpen();
        }

        @Override
        public void close() {
            client.close();
        }
    }
}
