package org.etp.pharmacy.intake;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code etp.intake.*}: the socket, its bounds and its TLS.
 *
 * @param port                     the TCP port; 0 picks a free one (tests)
 * @param bindAddress              the address to listen on
 * @param maxPayloadBytes          the largest certificate a frame may carry, on the wire and inflated
 * @param readTimeout              once a frame has begun, how long it may take to arrive whole (a stalled
 *                                 sender is cut off after it)
 * @param idleTimeout              a connection with nothing in flight and no traffic is closed after this
 * @param maxInFlightPerConnection requests one connection may have in flight before its reads pause
 * @param maxInFlight              requests all connections together may have in flight
 * @param maxConnections           connections accepted at once; more are closed on arrival
 * @param maxConnectionsPerPeer    connections accepted at once from one address; more are closed on arrival
 * @param workerThreads            verification threads; 0 means one per core
 */
@ConfigurationProperties("etp.intake")
public record IntakeProperties(@DefaultValue("7400") int port, @DefaultValue("0.0.0.0") String bindAddress,
        @DefaultValue("1048576") int maxPayloadBytes, @DefaultValue("10s") Duration readTimeout,
        @DefaultValue("5m") Duration idleTimeout, @DefaultValue("64") int maxInFlightPerConnection,
        @DefaultValue("2048") int maxInFlight, @DefaultValue("1024") int maxConnections,
        @DefaultValue("256") int maxConnectionsPerPeer, @DefaultValue("0") int workerThreads,
        @DefaultValue Tls tls) {

    public IntakeProperties {
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("etp.intake.port must be 0 to 65535");
        }
        if (maxInFlightPerConnection < 1 || maxInFlight < maxInFlightPerConnection || maxConnections < 1
                || maxConnectionsPerPeer < 1 || workerThreads < 0 || maxPayloadBytes < 1) {
            throw new IllegalArgumentException("etp.intake bounds must be positive, and max-in-flight at least"
                    + " max-in-flight-per-connection");
        }
        if (readTimeout.isNegative() || readTimeout.isZero() || idleTimeout.compareTo(readTimeout) < 0) {
            throw new IllegalArgumentException("etp.intake.read-timeout must be positive and idle-timeout at least as long");
        }
    }

    public int workers() {
        return workerThreads == 0 ? Runtime.getRuntime().availableProcessors() : workerThreads;
    }

    /**
     * {@code etp.intake.tls.*}.
     *
     * @param enabled    serve TLS 1.3 with the pharmacy certificate of the PKI directory
     * @param clientAuth whether clients must present a certificate chaining to the PKI's root (mutual TLS)
     */
    public record Tls(@DefaultValue("false") boolean enabled, @DefaultValue("none") ClientAuth clientAuth) {
    }

    public enum ClientAuth {
        NONE, OPTIONAL, REQUIRE
    }
}
