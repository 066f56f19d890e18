package org.etp.prescriber.signing;

import java.nio.file.Path;
import org.springframework.boot.context.properties.ConfigurationProperties;

/** {@code etp.pki.dir}: the PKI directory made by {@code ./etp pki init}, holding the prescribers' keys. */
@ConfigurationProperties("etp.pki")
public record PkiProperties(Path dir) {

    public PkiProperties {
        if (dir == null) {
            throw new IllegalArgumentException("etp.pki.dir must name the PKI directory (./etp pki init --dir DIR)");
        }
    }
}
