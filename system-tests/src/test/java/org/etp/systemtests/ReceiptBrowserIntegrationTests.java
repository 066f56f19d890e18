package org.etp.systemtests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.systemtests.support.PrescriptionPage.issueAccepted;
import static org.etp.systemtests.support.PrescriptionPage.signIn;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.receipt.EncodedReceipt;
import org.etp.ac.receipt.ReceiptVerifier;
import org.etp.ac.receipt.VerifiedReceipt;
import org.etp.systemtests.support.Axe;
import org.etp.systemtests.support.Browser;
import org.etp.systemtests.support.EtpSystem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Receipts end to end, both apps as processes on real PostgreSQL with their default status polling, in headless
 * Chromium: a prescription partly dispensed at the counter shows as partially dispensed, item by item, on the
 * prescriber's open history page within ten seconds, backed by a stored receipt that verifies against the
 * pharmacy's certificate and the prescriber's own certificate bytes; both pages stay free of serious axe findings.
 */
class ReceiptBrowserIntegrationTests {

    private static final Duration WITHIN = Duration.ofSeconds(10);
    private static EtpSystem system;

    @BeforeAll
    static void startBoth() {
        system = EtpSystem.started("receipt");
    }

    @AfterAll
    static void stopBoth() {
        system.close();
    }

    @Test
    void aPartialDispenseAtTheCounterShowsInThePrescribersHistoryWithItsItemsWithinTenSeconds() throws Exception {
        try (Browser prescriber = Browser.open(); Browser counter = Browser.open()) {
            WebDriver page = prescriber.driver();
            page.get(system.prescriber().uri("/login").toString());
            signIn(page, "hart");
            String id = issueAccepted(system, page, "9434765919");
            By row = By.cssSelector("#history tr[data-prescription-id='" + id + "']");
            assertThat(page.findElement(row).findElements(By.cssSelector(".receipt"))).isEmpty();

            WebDriver desk = counter.driver();
            desk.get(system.pharmacy().uri("/login").toString());
            signIn(desk, "shah");
            desk.get(system.pharmacy().uri("/prescriptions/" + id).toString());
            desk.findElement(By.cssSelector("#partial-dispense summary")).click();
            WebElement quantity = desk.findElement(By.id("quantity1"));
            String prescribed = quantity.getAttribute("max");
            quantity.clear();
            quantity.sendKeys("7");
            new Select(desk.findElement(By.id("reason1"))).selectByValue("NOT_REQUIRED");
            desk.findElement(By.id("dispense-partly")).click();
            new WebDriverWait(desk, Duration.ofSeconds(30))
                    .until(driver -> "partially dispensed".equals(driver.findElement(By.id("status")).getText()));

            // The history page stays open: it updates in place, no reload.
            WebElement receipt = new WebDriverWait(page, WITHIN).ignoring(StaleElementReferenceException.class)
                    .until(driver -> driver.findElement(row).findElements(By.cssSelector(".receipt")).stream()
                            .filter(e -> "PARTIALLY_DISPENSED".equals(e.getAttribute("data-receipt-status")))
                            .findFirst().orElse(null));
            assertThat(receipt.findElement(By.cssSelector(".status")).getText()).isEqualTo("Partially dispensed");
            assertThat(receipt.findElement(By.cssSelector(".receipt-headline")).getText())
                    .startsWith("Partially dispensed by " + EtpSystem.PHARMACY_NAME + " (" + EtpSystem.PHARMACY_ODS + ") on ");
            assertThat(receipt.findElement(By.cssSelector(".receipt-details")).getText())
                    .isEqualTo("Amoxicillin 500mg capsules: 7 of " + prescribed + " capsules supplied");
            assertThat(receipt.findElement(By.cssSelector(".receipt-verified")).getText()).isEqualTo("receipt verified");
            assertThat(Axe.seriousViolations(page)).as("history: serious or critical axe-core violations").isEmpty();

            page.get(system.prescriber().uri("/prescriptions/" + id).toString());
            assertThat(page.findElement(By.id("receipt")).getAttribute("data-receipt-status"))
                    .isEqualTo("PARTIALLY_DISPENSED");
            assertThat(page.findElement(By.id("receipt-details")).getText())
                    .isEqualTo("Amoxicillin 500mg capsules: 7 of " + prescribed + " capsules supplied");
            assertThat(Axe.seriousViolations(page)).as("detail: serious or critical axe-core violations").isEmpty();

            VerifiedReceipt verified = storedReceiptVerified(id);
            assertThat(verified.latest().status()).isEqualTo(PrescriptionStatus.PARTIALLY_DISPENSED);
            assertThat(verified.digestChecked()).isTrue();
        }
    }

    /** The receipt the prescriber stored, verified afresh against the PKI and the prescriber's own certificate. */
    private static VerifiedReceipt storedReceiptVerified(String id) throws Exception {
        try (Connection connection = system.prescriberDatabase().connect();
                PreparedStatement statement = connection.prepareStatement("SELECT r.format, r.raw, o.payload"
                        + " FROM receipt r JOIN outbox o ON o.id = r.outbox_id WHERE r.prescription_id = ?")) {
            statement.setString(1, id);
            try (ResultSet rows = statement.executeQuery()) {
                if (!rows.next()) {
                    throw new SQLException("no receipt stored for " + id);
                }
                return ReceiptVerifier.fromPki(system.pki(), Instant.now()).verify(
                        new EncodedReceipt(WireFormat.valueOf(rows.getString(1)), rows.getBytes(2)),
                        new PrescriptionId(id), rows.getBytes(3));
            }
        }
    }
}
