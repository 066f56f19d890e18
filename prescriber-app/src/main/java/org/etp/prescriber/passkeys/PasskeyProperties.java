package org.etp.prescriber.passkeys;

import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The WebAuthn relying party ({@code etp.passkeys.*}): its ID, the host name a passkey is bound to (the browser
 * refuses one that is not the page's host or a suffix of it); the name an authenticator shows; and the origins
 * the pages are served from, the only ones an assertion may come from; and how many prescriptions one assertion
 * may confirm together ({@code batch-limit}, 20 unless set, at most {@link ConfirmedDigests#MAX}).
 */
@ConfigurationProperties("etp.passkeys")
public record PasskeyProperties(String rpId, String rpName, List<String> origins, Integer batchLimit) {

    private static final int BATCH_LIMIT = 20;

    public PasskeyProperties {
        if (rpId == null || rpId.isBlank()) {
            rpId = "localhost";
        }
        if (rpName == null || rpName.isBlank()) {
            rpName = "ETP Prescriber";
        }
        origins = origins == null ? List.of() : List.copyOf(origins);
        if (origins.isEmpty()) {
            throw new IllegalArgumentException("etp.passkeys.origins must name the origin the prescriber's pages are"
                    + " served from, e.g. https://prescriber.example.org");
        }
        if (batchLimit == null) {
            batchLimit = BATCH_LIMIT;
        }
        if (batchLimit < 2 || batchLimit > ConfirmedDigests.MAX) {
            throw new IllegalArgumentException("etp.passkeys.batch-limit is 2 to " + ConfirmedDigests.MAX
                    + " prescriptions confirmed together, not " + batchLimit);
        }
    }
}
