package org.etp.pharmacy.support;

import org.etp.db.testing.TestDatabase;
import org.springframework.boot.test.util.TestPropertyValues;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The properties every pharmacy application test starts with: this run's database and PKI, a free
 * intake port, and a short read timeout so a stalled sender is cut off within the test's patience.
 * Used through {@link PharmacyAppTest}; tests that add no properties of their own share one context.
 */
public final class PharmacyTestContext implements ApplicationContextInitializer<ConfigurableApplicationContext> {

    @Override
    public void initialize(ConfigurableApplicationContext context) {
        TestDatabase database = TestDatabase.get();
        TestPropertyValues.of(
                "spring.datasource.url=" + database.url(),
                "spring.datasource.username=" + database.username(),
                "spring.datasource.password=" + (database.password() == null ? "" : database.password()),
                "etp.pki.dir=" + TestPki.dir(),
                "etp.intake.port=0",
                "etp.intake.read-timeout=1s").applyTo(context);
    }
}
