package org.etp.pharmacy.intake;

import io.netty.channel.Channel;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Connections open per peer address, bounded ({@code etp.intake.max-connections-per-peer}), so that one host
 * holding idle connections cannot take every slot of {@code etp.intake.max-connections} until the idle timeout.
 * Behind a balancer every connection comes from the balancer's address: its per-node limit (HAProxy's
 * {@code maxconn} on the server line) must stay within this bound, and the per-client bound moves to it.
 */
final class PeerConnections {

    private final int perPeer;
    private final ConcurrentMap<InetAddress, Integer> open = new ConcurrentHashMap<>();

    PeerConnections(int perPeer) {
        this.perPeer = perPeer;
    }

    /** Counts {@code channel} against its peer until it closes; false, counting nothing, at the peer's bound. */
    boolean admit(Channel channel) {
        InetAddress peer = peer(channel.remoteAddress());
        if (peer == null) {
            return true;
        }
        boolean[] admitted = {false};
        open.compute(peer, (address, count) -> {
            int now = count == null ? 0 : count;
            admitted[0] = now < perPeer;
            return admitted[0] ? now + 1 : (now == 0 ? null : now);
        });
        if (admitted[0]) {
            channel.closeFuture().addListener(closed -> open.computeIfPresent(peer,
                    (address, count) -> count > 1 ? count - 1 : null));
        }
        return admitted[0];
    }

    /** Connections open from {@code peer}. */
    int open(InetAddress peer) {
        return open.getOrDefault(peer, 0);
    }

    private static InetAddress peer(SocketAddress address) {
        return address instanceof InetSocketAddress socket ? socket.getAddress() : null;
    }
}
