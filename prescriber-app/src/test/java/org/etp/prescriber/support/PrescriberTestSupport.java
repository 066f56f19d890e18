package org.etp.prescriber.support;

import java.nio.file.Path;
import java.util.function.Supplier;
import org.etp.db.testing.TestDatabase;
import org.etp.prescriber.transport.IntakeConnector;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Primary;
import org.springframework.test.context.DynamicPropertyRegistry;

/**
 * What the prescriber's Spring tests share: this run's database, the demo PKI, a fast sender, and an
 * in-memory pharmacy intake in place of the socket one. Every such test class uses the same properties
 * and so the same application context.
 */
@TestConfiguration(proxyBeanMethods = false)
public class PrescriberTestSupport {

    public static void register(DynamicPropertyRegistry registry) {
        register(registry, DemoPkiDirectory::path);
    }

    /** The shared properties, with the PKI directory {@code pki} gives. */
    public static void register(DynamicPropertyRegistry registry, Supplier<Path> pki) {
        TestDatabase.register(registry);
        registry.add("etp.pki.dir", () -> pki.get().toString());
        registry.add("etp.sender.initial-backoff", () -> "100ms");
        registry.add("etp.sender.max-backoff", () -> "400ms");
        registry.add("etp.sender.poll-interval", () -> "100ms");
        registry.add("etp.status.poll-interval", () -> "200ms");
        registry.add("etp.sender.response-timeout", () -> "5s");
        // Two pharmacies, so that routing by nomination shows (a list binds from one source: both given here).
        pharmacy(registry, 0, "Riverside Pharmacy", "FA123", "localhost:7400");
        pharmacy(registry, 1, "Market Street Chemist", "FCK42", "localhost:7401");
    }

    private static void pharmacy(DynamicPropertyRegistry registry, int index, String name, String odsCode,
            String address) {
        registry.add("etp.pharmacies[" + index + "].name", () -> name);
        registry.add("etp.pharmacies[" + index + "].ods-code", () -> odsCode);
        registry.add("etp.pharmacies[" + index + "].address", () -> address);
    }

    @Bean
    FakeIntake fakeIntake() {
        return new FakeIntake();
    }

    @Bean
    @Primary
    IntakeConnector fakeIntakeConnector(FakeIntake intake) {
        return intake;
    }
}
