package org.etp.prescriber.signing;

import java.nio.file.Path;
import org.etp.ac.trust.PkiLayout;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code etp.pki.*}: the PKI directory made by {@code ./etp pki init}, holding the prescribers' keys.
 *
 * @param dir      the directory ({@code etp.pki.dir})
 * @param password the password of its key stores ({@code etp.pki.password}); the demo PKI's by default
 */
@ConfigurationProperties("etp.pki")
public record PkiProperties(Path dir, @DefaultValue(PkiLayout.DEMO_PASSWORD) String password) {

    public PkiProperties {
        if (dir == null) {
            throw new IllegalArgumentException("etp.pki.dir must name the PKI directory (./etp pki init --dir DIR)");
        }
    }

    /** Leaves the password out, so that logging the properties never shows it. */
    @Override
    public String toString() {
        return "PkiProperties[dir=" + dir + "]";
    }
}
