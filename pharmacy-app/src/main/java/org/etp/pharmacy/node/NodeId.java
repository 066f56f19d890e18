package org.etp.pharmacy.node;

import java.net.InetAddress;
import java.net.UnknownHostException;
import org.springframework.core.env.Environment;

/**
 * Which intake node this is ({@code etp.node.id}), as recorded with every row it writes. PostgreSQL keeps
 * an {@code application_name} of at most 63 bytes and replaces anything but printable ASCII, so an id is
 * held to that: one that would be cut or rewritten is refused at start, never recorded wrong.
 *
 * @param value printable ASCII, 1 to 63 characters
 */
public record NodeId(String value) {

    /** PostgreSQL's NAMEDATALEN less its terminator. */
    static final int MAX_LENGTH = 63;

    public NodeId {
        if (value == null || value.isEmpty() || value.length() > MAX_LENGTH || !value.chars().allMatch(c -> c >= 0x20
                && c < 0x7f)) {
            throw new IllegalArgumentException("etp.node.id must be 1 to " + MAX_LENGTH
                    + " printable ASCII characters, not \"" + value + "\"");
        }
    }

    /** {@code etp.node.id} when set; otherwise this host's name and the configured intake port. */
    static NodeId of(Environment environment) {
        String configured = environment.getProperty("etp.node.id");
        if (configured != null && !configured.isBlank()) {
            return new NodeId(configured.strip());
        }
        return byDefault(hostName(), environment.getProperty("etp.intake.port", "7400"));
    }

    /** {@code host:port}, the host name shortened so that the whole stays within {@link #MAX_LENGTH}. */
    static NodeId byDefault(String host, String intakePort) {
        String port = ":" + intakePort;
        String shortHost = host.length() + port.length() > MAX_LENGTH ? host.substring(0, MAX_LENGTH - port.length())
                : host;
        return new NodeId(shortHost + port);
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "localhost";
        }
    }

    @Override
    public String toString() {
        return value;
    }
}
