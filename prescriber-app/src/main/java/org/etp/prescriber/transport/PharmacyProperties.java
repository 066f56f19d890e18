package org.etp.prescriber.transport;

import java.util.List;
import org.etp.ac.client.IntakeAddress;
import org.etp.ac.prescription.Organisation;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code etp.pharmacies[i].*}: the pharmacies a patient may nominate, each with its ODS code and the
 * {@code host:port} of its intake socket, optionally over TLS (trusting the PKI's root).
 */
@ConfigurationProperties("etp")
public record PharmacyProperties(List<Pharmacy> pharmacies) {

    public PharmacyProperties {
        pharmacies = pharmacies == null ? List.of() : List.copyOf(pharmacies);
        if (pharmacies.stream().map(Pharmacy::odsCode).distinct().count() != pharmacies.size()) {
            throw new IllegalArgumentException("etp.pharmacies: two pharmacies share an ODS code");
        }
    }

    /** One pharmacy: who it is, and where its intake listens ({@code host:port}). */
    public record Pharmacy(String name, String odsCode, String address, boolean tls) {

        public Pharmacy {
            new Organisation(odsCode, name);
            try {
                IntakeAddress.parse(address);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("pharmacy " + name + ": " + e.getMessage(), e);
            }
        }

        public Organisation organisation() {
            return new Organisation(odsCode, name);
        }

        public IntakeAddress intakeAddress() {
            return IntakeAddress.parse(address);
        }
    }
}
