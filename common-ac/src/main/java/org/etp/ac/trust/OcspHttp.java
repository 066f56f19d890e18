package org.etp.ac.trust;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * OCSP over HTTP (RFC 6960 appendix A): a request POSTed as {@code application/ocsp-request}, no redirects, and the
 * whole exchange, answer included, within one timeout and one size bound, so that a responder that hangs or
 * floods costs a bounded wait and bounded memory.
 */
final class OcspHttp {

    private final Duration timeout;
    private final int maxAnswer;
    private final HttpClient http;

    OcspHttp(Duration timeout, int maxAnswer) {
        this.timeout = timeout;
        this.maxAnswer = maxAnswer;
        this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(timeout)
                .followRedirects(HttpClient.Redirect.NEVER).build();
    }

    /** The answer's bytes; the whole exchange, answer included, within the timeout and the size bound. */
    byte[] post(URI responder, byte[] request) throws IOException, InterruptedException {
        HttpRequest post = HttpRequest.newBuilder(responder).timeout(timeout)
                .header("Content-Type", "application/ocsp-request")
                .POST(HttpRequest.BodyPublishers.ofByteArray(request)).build();
        CompletableFuture<HttpResponse<byte[]>> exchange = http.sendAsync(post, info -> info.statusCode() == 200
                ? new BoundedBody(maxAnswer) : HttpResponse.BodySubscribers.replacing(new byte[0]));
        try {
            HttpResponse<byte[]> response = exchange.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            if (response.statusCode() != 200) {
                throw new IOException("HTTP " + response.statusCode());
            }
            return response.body();
        } catch (TimeoutException e) {
            exchange.cancel(true);
            throw new IOException("no whole answer within " + timeout.toMillis() + " ms", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof HttpTimeoutException && !(e.getCause() instanceof HttpConnectTimeoutException)) {
                // the request's own timeout, which may run out just before the wait above does
                throw new IOException("no whole answer within " + timeout.toMillis() + " ms", e.getCause());
            }
            throw new IOException(e.getCause().getMessage() == null ? e.getCause().getClass().getSimpleName()
                    : e.getCause().getMessage(), e.getCause());
        }
    }

    /** An answer's bytes up to a bound; a longer answer fails the exchange rather than fill memory. */
    private static final class BoundedBody implements HttpResponse.BodySubscriber<byte[]> {

        private final int limit;
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        private final CompletableFuture<byte[]> body = new CompletableFuture<>();
        private Flow.Subscription subscription;

        BoundedBody(int limit) {
            this.limit = limit;
        }

        @Override
        public CompletionStage<byte[]> getBody() {
            return body;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            this.subscription = subscription;
            subscription.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(List<ByteBuffer> buffers) {
            for (ByteBuffer buffer : buffers) {
                if (bytes.size() + buffer.remaining() > limit) {
                    subscription.cancel();
                    body.completeExceptionally(new IOException("an answer larger than " + limit + " bytes"));
                    return;
                }
                byte[] chunk = new byte[buffer.remaining()];
                buffer.get(chunk);
                bytes.writeBytes(chunk);
            }
        }

        @Override
        public void onError(Throwable failure) {
            body.completeExceptionally(failure);
        }

        @Override
        public void onComplete() {
            body.complete(bytes.toByteArray());
        }
    }
}
