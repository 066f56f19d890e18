package org.etp.perf.price;

import java.util.List;

/**
 * The three ways the pharmacy's intake can be reached, each a pharmacy setting ({@code etp.intake.tls.*}) and a
 * client that speaks it: the intake rows of the price table.
 */
public enum IntakeSecurity {

    PLAIN_TCP("plain TCP", "nothing on the wire (the signature still catches alterations)", List.of(), false),
    TLS("TLS 1.3", "confidentiality and integrity on the wire; the client knows the pharmacy",
            List.of("--etp.intake.tls.enabled=true"), true),
    MUTUAL_TLS("mutual TLS", "and the pharmacy knows the prescriber service",
            List.of("--etp.intake.tls.enabled=true", "--etp.intake.tls.client-auth=require"), true);

    private final String label;
    private final String buys;
    private final List<String> pharmacySettings;
    private final boolean tlsClient;

    IntakeSecurity(String label, String buys, List<String> pharmacySettings, boolean tlsClient) {
        this.label = label;
        this.buys = buys;
        this.pharmacySettings = pharmacySettings;
        this.tlsClient = tlsClient;
    }

    public String label() {
        return label;
    }

    public String buys() {
        return buys;
    }

    /** The pharmacy's command-line settings for this option. */
    public List<String> pharmacySettings() {
        return pharmacySettings;
    }

    /** Whether the client connects with TLS (presenting its certificate when the pharmacy asks for one). */
    public boolean tlsClient() {
        return tlsClient;
    }
}
