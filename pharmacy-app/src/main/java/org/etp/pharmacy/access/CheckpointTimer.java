package org.etp.pharmacy.access;

import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * Signs the chain once a minute when entries have waited unsigned for {@code etp.audit.checkpoint-interval}: a
 * quiet counter's last views are covered too. Every node runs it; the head's lock lets one sign, the others then
 * find nothing waiting.
 */
@Component
class CheckpointTimer {

    private static final Logger log = LoggerFactory.getLogger(CheckpointTimer.class);

    private final AccessChainWriter chain;

    CheckpointTimer(AccessChainWriter chain) {
        this.chain = chain;
    }

    @Scheduled(initialDelay = 1, fixedDelay = 1, timeUnit = TimeUnit.MINUTES)
    void signWhatWaits() {
        try {
            chain.checkpointIfDue();
        } catch (RuntimeException e) {
            log.warn("Could not sign the access audit's waiting entries, trying again in a minute: {}", e.getMessage());
        }
    }
}
