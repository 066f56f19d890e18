package org.etp.ac.xml;

import java.util.Locale;

/**
 * The ways a receiver can verify an XML certificate; every one admits exactly the documents the DOM engine
 * admits, for the same reasons, and reads the same value from them. A receiver is made with one through
 * {@code org.etp.ac.xml.engine.XmlEngines}.
 */
public enum XmlEngine {

    /** Santuario's DOM API over a hardened DOM parse: the reference. */
    DOM,
    /** Santuario's streaming inbound API over a hardened StAX reader, the registry's key pinned. */
    STAX,
    /**
     * Byte templates learned from documents the DOM engine accepted: a message of a known shape is verified and
     * read without an XML parser; anything else falls back to the DOM engine, which decides.
     */
    TEMPLATE;

    /** The configuration and command-line name: {@code dom}, {@code stax} or {@code template}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static XmlEngine fromId(String id) {
        for (XmlEngine engine : values()) {
            if (engine.id().equalsIgnoreCase(id)) {
                return engine;
            }
        }
        throw new IllegalArgumentException("unknown XML engine '" + id + "' (dom, stax or template)");
    }
}
