package org.etp.ac.client;

import java.time.Duration;
import java.util.Optional;
import javax.net.ssl.SSLContext;

/**
 * How an {@link IntakeClient} connects: the target, TLS or not, the timeouts and how many requests
 * may be in flight at once. {@link #of(IntakeAddress)} gives the defaults; the {@code with…} methods
 * return changed copies.
 *
 * @param tls when present, the connection is TLS 1.3 with this context (see {@link TlsContexts}); the
 *        server's certificate must name the target host (host name verification is on)
 * @param connectTimeout for the TCP connect and, with TLS, the handshake
 * @param responseTimeout how long a request may wait for its response before the connection is
 *        given up ({@link ResponseTimeoutException})
 * @param maxInFlight requests sent and not yet answered; {@link IntakeClient#submit} waits for a free
 *        slot beyond that
 */
public record ClientSettings(IntakeAddress target, Optional<SSLContext> tls, Duration connectTimeout,
        Duration responseTimeout, int maxInFlight) {

    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(10);
    public static final Duration DEFAULT_RESPONSE_TIMEOUT = Duration.ofSeconds(30);
    public static final int DEFAULT_MAX_IN_FLIGHT = 64;

    public ClientSettings {
        if (target == null || tls == null) {
            throw new IllegalArgumentException("client settings need a target and a TLS choice (Optional.empty() "
                    + "for plain TCP)");
        }
        requirePositive(connectTimeout, "connect timeout");
        requirePositive(responseTimeout, "response timeout");
        if (maxInFlight < 1) {
            throw new IllegalArgumentException("at least one request must be allowed in flight, not " + maxInFlight);
        }
    }

    /** Plain TCP to {@code target}, with the default timeouts and {@value #DEFAULT_MAX_IN_FLIGHT} in flight. */
    public static ClientSettings of(IntakeAddress target) {
        return new ClientSettings(target, Optional.empty(), DEFAULT_CONNECT_TIMEOUT, DEFAULT_RESPONSE_TIMEOUT,
                DEFAULT_MAX_IN_FLIGHT);
    }

    public ClientSettings withTls(SSLContext context) {
        return new ClientSettings(target, Optional.of(context), connectTimeout, responseTimeout, maxInFlight);
    }

    public ClientSettings withConnectTimeout(Duration timeout) {
        return new ClientSettings(target, tls, timeout, responseTimeout, maxInFlight);
    }

    public ClientSettings withResponseTimeout(Duration timeout) {
        return new ClientSettings(target, tls, connectTimeout, timeout, maxInFlight);
    }

    public ClientSettings withMaxInFlight(int requests) {
        return new ClientSettings(target, tls, connectTimeout, responseTimeout, requests);
    }

    private static void requirePositive(Duration duration, String what) {
        if (duration == null || duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException("the " + what + " must be positive, not " + duration);
        }
        if (duration.toMillis() > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("the " + what + " must be under 24 days, not " + duration);
        }
    }
}
