package org.etp.prescriber.transport;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.etp.prescriber.transport.PharmacyProperties.Pharmacy;
import org.springframework.stereotype.Component;

/**
 * The persistent connection to each pharmacy's intake, kept between sends: opened on first use, reused
 * while it is open, and opened again once it is lost. Safe to use from several threads: links are opened
 * by the sender's thread and dropped by the threads that record answers.
 */
@Component
public class PharmacyLinks {

    private final IntakeConnector connector;
    private final Map<String, IntakeLink> links = new ConcurrentHashMap<>();

    PharmacyLinks(IntakeConnector connector) {
        this.connector = connector;
    }

    /** The pharmacy's open link, or a new connection when there is none (a closed one is dropped first). */
    public IntakeLink open(Pharmacy pharmacy) throws IOException {
        IntakeLink link = links.get(pharmacy.odsCode());
        if (link != null && link.isOpen()) {
            return link;
        }
        if (link != null) {
            drop(pharmacy, link);
        }
        link = connector.connect(pharmacy);
        links.put(pharmacy.odsCode(), link);
        return link;
    }

    /** Closes a link that failed and forgets it, unless a newer link has already taken its place. */
    public void drop(Pharmacy pharmacy, IntakeLink link) {
        links.remove(pharmacy.odsCode(), link);
        link.close();
    }

    /** Closes every link; the next {@link #open} connects afresh. */
    public void closeAll() {
        links.values().forEach(IntakeLink::close);
        links.clear();
    }
}
