package org.etp.prescriber.account;

import java.time.Duration;
import org.etp.ac.login.ThrottlePolicy;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/** {@code etp.login.*}, as in the pharmacy: when failed sign-ins lock (common-ac's {@link ThrottlePolicy}). */
@ConfigurationProperties("etp.login")
record LoginProperties(@DefaultValue("5") int accountFailures, @DefaultValue("20") int addressFailures,
        @DefaultValue("15m") Duration window, @DefaultValue("1m") Duration lock, @DefaultValue("1h") Duration maxLock) {

    ThrottlePolicy policy() {
        return new ThrottlePolicy(accountFailures, addressFailures, window, lock, maxLock);
    }
}
