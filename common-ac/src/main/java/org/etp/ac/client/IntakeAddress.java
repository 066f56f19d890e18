package org.etp.ac.client;

import java.net.InetSocketAddress;

/**
 * Where a pharmacy intake listens: {@code HOST:PORT}, as the command line and configuration write it
 * ({@code localhost:7400}, {@code 10.0.0.5:7400}, {@code [::1]:7400}).
 */
public record IntakeAddress(String host, int port) {

    /** The pharmacy's default intake port ({@code etp.intake.port}). */
    public static final int DEFAULT_PORT = 7400;

    public IntakeAddress {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("an intake address needs a host");
        }
        if (port < 1 || port > 65_535) {
            throw new IllegalArgumentException("a port is 1 to 65535, not " + port);
        }
    }

    /**
     * Reads {@code HOST:PORT}; an IPv6 literal is written in brackets.
     *
     * @throws IllegalArgumentException saying what is wrong, for text that is not of that form
     */
    public static IntakeAddress parse(String text) {
        if (text == null) {
            throw new IllegalArgumentException("an intake address is HOST:PORT");
        }
        int colon = text.lastIndexOf(':');
        if (colon <= 0 || colon == text.length() - 1) {
            throw new IllegalArgumentException("'" + text + "' is not HOST:PORT (e.g. localhost:" + DEFAULT_PORT + ")");
        }
        String host = text.substring(0, colon);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        } else if (host.contains(":")) {
            throw new IllegalArgumentException("'" + text + "': write an IPv6 address in brackets, e.g. [::1]:"
                    + DEFAULT_PORT);
        }
        int port;
        try {
            port = Integer.parseInt(text.substring(colon + 1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' has no numeric port", e);
        }
        return new IntakeAddress(host, port);
    }

    /** A socket address, resolving the host now. */
    InetSocketAddress resolve() {
        return new InetSocketAddress(host, port);
    }

    @Override
    public String toString() {
        return host.contains(":") ? "[" + host + "]:" + port : host + ":" + port;
    }
}
