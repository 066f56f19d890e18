package org.etp.pharmacy.access;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code etp.audit.*}: how often the access audit's chain is signed.
 *
 * @param checkpointEvery a signed checkpoint after this many entries (1 or more)
 * @param checkpointInterval and, when entries wait unsigned, once the last checkpoint is this old (checked every
 *        minute)
 */
@ConfigurationProperties("etp.audit")
record AccessProperties(@DefaultValue("1000") int checkpointEvery, @DefaultValue("10m") Duration checkpointInterval) {

    AccessProperties {
        if (checkpointEvery < 1) {
            throw new IllegalArgumentException("etp.audit.checkpoint-every must be 1 or more");
        }
        if (checkpointInterval == null || checkpointInterval.isNegative() || checkpointInterval.isZero()) {
            throw new IllegalArgumentException("etp.audit.checkpoint-interval must be positive");
        }
    }
}
