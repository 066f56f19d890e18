package org.etp.prescriber.transport;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    /** One pharmacy: who it is, and where its intake listens. */
    public record Pharmacy(String name, String odsCode, String address, boolean tls) {

        private static final Pattern HOST_PORT = Pattern.compile("(\\[[0-9a-fA-F:]+]|[A-Za-z0-9.-]+):([0-9]{1,5})");

        public Pharmacy {
            new Organisation(odsCode, name);
            if (address == null || !HOST_PORT.matcher(address).matches() || port(address) < 1 || port(address) > 65535) {
                throw new IllegalArgumentException("pharmacy " + name + ": address must be host:port, not " + address);
            }
        }

        public Organisation organisation() {
            return new Organisation(odsCode, name);
        }

        public String host() {
            Matcher matcher = matcher(address);
            String host = matcher.group(1);
            return host.startsWith("[") ? host.substring(1, host.length() - 1) : host;
        }

        public int port() {
            return port(address);
        }

        private static int port(String address) {
            return Integer.parseInt(matcher(address).group(2));
        }

        private static Matcher matcher(String address) {
            Matcher matcher = HOST_PORT.matcher(address);
            matcher.matches();
            return matcher;
        }
    }
}
