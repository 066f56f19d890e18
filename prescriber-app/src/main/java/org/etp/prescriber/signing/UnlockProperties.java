package org.etp.prescriber.signing;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code etp.signing.unlock.*}: how long a prescriber's key in a token stays unlocked, and when wrong PINs lock it.
 *
 * @param idle        a key unused this long locks again (default 15 minutes); so does signing out, or a session
 *                    that ends
 * @param maxFailures wrong PINs in a row that lock the key (default 5); set it below the token's own retry count,
 *                    so that the app locks before the token's PIN does
 * @param lockedFor   how long such a lock lasts after the last wrong PIN (default 30 minutes); an administrator can
 *                    lift it earlier (docs/prescriber.md)
 */
@ConfigurationProperties("etp.signing.unlock")
public record UnlockProperties(@DefaultValue("15m") Duration idle, @DefaultValue("5") int maxFailures,
        @DefaultValue("30m") Duration lockedFor) {

    public UnlockProperties {
        if (idle == null || idle.isNegative() || idle.isZero()) {
            throw new IllegalArgumentException("etp.signing.unlock.idle must be a positive duration, not " + idle);
        }
        if (maxFailures < 1) {
            throw new IllegalArgumentException("etp.signing.unlock.max-failures must be at least 1, not "
                    + maxFailures);
        }
        if (lockedFor == null || lockedFor.isNegative() || lockedFor.isZero()) {
            throw new IllegalArgumentException("etp.signing.unlock.locked-for must be a positive duration, not "
                    + lockedFor);
        }
    }
}
