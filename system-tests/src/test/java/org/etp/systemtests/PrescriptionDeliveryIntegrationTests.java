package org.etp.systemtests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.List;
import org.etp.systemtests.support.AppProcess;
import org.etp.systemtests.support.EtpSystem;
import org.etp.systemtests.support.PrescriberWebClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The prescriber app delivering to the real pharmacy intake, each with its real database, as processes. */
class PrescriptionDeliveryIntegrationTests {

    private static final Duration PATIENCE = Duration.ofSeconds(60);
    private static EtpSystem system;

    @BeforeAll
    static void startBoth() {
        system = EtpSystem.started("delivery");
    }

    @AfterAll
    static void stopBoth() {
        system.close();
    }

    @AfterEach
    void leaveBothRunning() {
        for (AppProcess app : List.of(system.pharmacy(), system.prescriber())) {
            if (!app.isRunning()) {
                app.startHealthy();
            }
        }
    }

    @Test
    void deliversAPrescriptionInEachFormThatThePharmacyAcceptsAndStores() {
        PrescriberWebClient hart = signedIn();
        String der = write(hart, "der", "rsa2048");
        String xml = write(hart, "xml", "ecp256");

        for (String id : List.of(der, xml)) {
            await().atMost(PATIENCE).until(() -> status(id).equals("ACCEPTED"));
            assertThat(storedAtPharmacy(id)).isEqualTo(1);
            assertThat(system.query(system.prescriberDatabase(),
                    "SELECT pharmacy_store_micros FROM outbox WHERE prescription_id = ?", id))
                    .singleElement().satisfies(micros -> assertThat(Long.parseLong(micros)).isPositive());
        }
        assertThat(system.query(system.pharmacyDatabase(),
                "SELECT format FROM prescription WHERE prescription_id IN (?, ?) ORDER BY format", der, xml))
                .containsExactly("DER", "XML");
    }

    @Test
    void retriesWhileThePharmacyIsDownAndDeliversExactlyOnceWhenItIsBack() {
        system.pharmacy().stop();
        String id = write(signedIn(), "der", "ed25519");

        await().atMost(PATIENCE).until(() -> status(id).equals("RETRYING") && attempts(id) >= 2);
        assertThat(storedAtPharmacy(id)).isZero();
        system.pharmacy().startHealthy();

        await().atMost(PATIENCE).until(() -> status(id).equals("ACCEPTED"));
        assertThat(storedAtPharmacy(id)).isEqualTo(1);
    }

    @Test
    void resumesPendingPrescriptionsWhenThePrescriberRestarts() {
        system.pharmacy().stop();
        PrescriberWebClient hart = signedIn();
        String first = write(hart, "xml", "rsa2048");
        String second = write(hart, "der", "ecp256");
        await().atMost(PATIENCE).until(() -> status(first).equals("RETRYING") && status(second).equals("RETRYING"));

        system.prescriber().stop();
        system.pharmacy().startHealthy();
        assertThat(status(first)).isEqualTo("RETRYING");
        system.prescriber().startHealthy();

        for (String id : List.of(first, second)) {
            await().atMost(PATIENCE).until(() -> status(id).equals("ACCEPTED"));
            assertThat(storedAtPharmacy(id)).isEqualTo(1);
        }
    }

    private static PrescriberWebClient signedIn() {
        return new PrescriberWebClient(system.prescriber()).signIn("hart", "hart-demo");
    }

    private static String write(PrescriberWebClient client, String format, String algorithm) {
        client.write(format, algorithm);
        return system.query(system.prescriberDatabase(),
                "SELECT prescription_id FROM outbox WHERE username = 'hart' ORDER BY id DESC LIMIT 1").get(0);
    }

    private static String status(String id) {
        return system.query(system.prescriberDatabase(), "SELECT status FROM outbox WHERE prescription_id = ?", id)
                .get(0);
    }

    private static int attempts(String id) {
        return Integer.parseInt(system.query(system.prescriberDatabase(),
                "SELECT attempts FROM outbox WHERE prescription_id = ?", id).get(0));
    }

    private static int storedAtPharmacy(String id) {
        return Integer.parseInt(system.query(system.pharmacyDatabase(),
                "SELECT count(*) FROM prescription WHERE prescription_id = ?", id).get(0));
    }
}
