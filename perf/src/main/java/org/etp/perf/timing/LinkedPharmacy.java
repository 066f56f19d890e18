package org.etp.perf.timing;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import org.etp.ac.xml.XmlEngine;
import org.etp.perf.timing.link.LinkException;
import org.etp.perf.timing.link.ShapedLink;
import org.etp.perf.timing.link.TcpRelay;

/**
 * The pharmacy of {@code etp timing --link}: started inside the namespace of a {@link ShapedLink}, its intake
 * on the namespace's end of the link, its database reached through a {@link TcpRelay} on the unshaped pair
 * (the host's PostgreSQL listens on the host's loopback, which the namespace does not share). Closing it
 * stops the pharmacy, then the relay, then removes the link, each even when an earlier step failed.
 */
final class LinkedPharmacy implements AutoCloseable {

    private final ShapedLink link;
    private final TcpRelay relay;
    private final PharmacyProcess pharmacy;

    private LinkedPharmacy(ShapedLink link, TcpRelay relay, PharmacyProcess pharmacy) {
        this.link = link;
        this.relay = relay;
        this.pharmacy = pharmacy;
    }

    static LinkedPharmacy start(Path jar, Path pki, XmlEngine engine, PharmacyDatabase database, Path log,
            PrintWriter progress) throws TimingException, InterruptedException {
        ShapedLink link = createLink();
        TcpRelay relay = null;
        try {
            String[] server = database.server().split(":");
            relay = TcpRelay.start(link.hostDatabaseAddress(),
                    new InetSocketAddress(server[0], Integer.parseInt(server[1])));
            progress.printf("link: namespace %s, pharmacy at %s, database relayed from %s to %s%n",
                    link.namespace(), link.namespaceAddress(), relay.address(), database.server());
            PharmacyProcess pharmacy = PharmacyProcess.start(jar, pki, engine, database.via(relay.address()),
                    link.prefix(), link.namespaceAddress(), log, progress);
            return new LinkedPharmacy(link, relay, pharmacy);
        } catch (IOException e) {
            closeAll(null, relay, link);
            throw new TimingException("could not relay the database into the link's namespace: " + e.getMessage(), e);
        } catch (TimingException | InterruptedException | RuntimeException e) {
            closeAll(null, relay, link);
            throw e;
        }
    }

    private static ShapedLink createLink() throws TimingException {
        try {
            return ShapedLink.create();
        } catch (LinkException e) {
            throw new TimingException(e.getMessage(), e);
        }
    }

    PharmacyProcess pharmacy() {
        return pharmacy;
    }

    ShapedLink link() {
        return link;
    }

    @Override
    public void close() {
        closeAll(pharmacy, relay, link);
    }

    private static void closeAll(PharmacyProcess pharmacy, TcpRelay relay, ShapedLink link) {
        try {
            if (pharmacy != null) {
                pharmacy.close();
            }
        } finally {
            try {
                if (relay != null) {
                    relay.close();
                }
            } catch (IOException e) {
                // The relay's sockets are closed either way; nothing is left to undo.
            } finally {
                link.close();
            }
        }
    }
}
