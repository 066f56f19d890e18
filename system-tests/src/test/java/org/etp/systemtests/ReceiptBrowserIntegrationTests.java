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
import org.etp.systemtests.support.Replaced;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Receipts end to end, both apps as processes on real PostgreSQL with their default status polling, in headless
 * Chromium: a prescription partly dispensed at the counter with an owing shows as partially dispensed, item by item
 * and with what is owed, on the prescriber's open history page within ten seconds, and as dispensed once the owing
 * is supplied; a return referred to the prescriber carries the pharmacist's note in the signed receipt and raises a
 * notice the prescriber acknowledges. Each receipt verifies against the pharmacy's certificate and the prescriber's
 * own certificate bytes; the pages stay free of serious axe findings.
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
    void aPartialDispenseWithAnOwingShowsInTheHistoryAndTheOwingSuppliedLaterEndsDispensed() throws Exception {
        try (Browser prescriber = Browser.open(); Browser counter = Browser.open()) {
            WebDriver page = prescriber.driver();
            String id = issuedByHart(page, "9434765919");
            By row = By.cssSelector("#history tr[data-prescription-id='" + id + "']");
            assertThat(page.findElement(row).findElements(By.cssSelector(".receipt"))).isEmpty();

            WebDriver desk = atTheCounter(counter, id);
            desk.findElement(By.cssSelector("#partial-dispense summary")).click();
            String prescribed = desk.findElement(By.cssSelector("#partial tbody td")).getText().split(" ")[0];
            int owed = Integer.parseInt(prescribed) - 7;
            desk.findElement(By.id("quantity1")).sendKeys("7.5");
            new Select(desk.findElement(By.id("reason1"))).selectByValue("OWING");
            desk.findElement(By.id("dispense-partly")).click();
            assertThat(desk.findElement(By.id("quantity1-error")).getText())
                    .isEqualTo("Item 1: capsules are supplied in whole numbers, not 7.5.");
            desk.findElement(By.id("quantity1")).clear();
            desk.findElement(By.id("quantity1")).sendKeys("7");
            desk.findElement(By.id("dispense-partly")).click();
            confirmSupply(desk, "partially dispensed");

            // The history page stays open: it updates in place, no reload.
            WebElement receipt = receiptIn(page, row, "PARTIALLY_DISPENSED");
            assertThat(receipt.findElement(By.cssSelector(".status")).getText()).isEqualTo("Partially dispensed");
            assertThat(receipt.findElement(By.cssSelector(".receipt-headline")).getText())
                    .startsWith("Partially dispensed by " + EtpSystem.PHARMACY_NAME + " (" + EtpSystem.PHARMACY_ODS + ") on ")
                    .endsWith("; the rest is owed");
            assertThat(receipt.findElement(By.cssSelector(".receipt-details")).getText()).isEqualTo(
                    "Amoxicillin 500mg capsules: 7 of " + prescribed + " capsules supplied; " + owed
                            + " capsules owed, to be supplied by the pharmacy");
            assertThat(receipt.findElement(By.cssSelector(".receipt-verified")).getText()).isEqualTo("receipt verified");
            assertThat(Axe.seriousViolations(page)).as("history: serious or critical axe-core violations").isEmpty();
            assertThat(storedReceiptVerified(id).latest().reason()).startsWith("owing: item 1 " + owed + " of ");

            desk.findElement(By.id("supply-owing")).click();
            desk.findElement(By.id("quantity1")).sendKeys(Integer.toString(owed));
            desk.findElement(By.id("supply-owing-button")).click();
            confirmSupply(desk, "dispensed");

            WebElement done = receiptIn(page, row, "DISPENSED");
            assertThat(done.findElement(By.cssSelector(".status")).getText()).isEqualTo("Dispensed");
            assertThat(done.findElement(By.cssSelector(".receipt-details")).getText())
                    .isEqualTo("Amoxicillin 500mg capsules: " + prescribed + " of " + prescribed + " capsules supplied");

            page.get(system.prescriber().uri("/prescriptions/" + id).toString());
            assertThat(page.findElement(By.id("receipt")).getAttribute("data-receipt-status")).isEqualTo("DISPENSED");
            // The encoding spans the page's width rather than a third of it.
            assertThat(((Number) ((JavascriptExecutor) page).executeScript("return document.getElementById('dump')"
                    + ".getBoundingClientRect().width / document.getElementById('main').getBoundingClientRect().width;"))
                    .doubleValue()).isGreaterThan(0.8);
            assertThat(Axe.seriousViolations(page)).as("detail: serious or critical axe-core violations").isEmpty();
            VerifiedReceipt verified = storedReceiptVerified(id);
            assertThat(verified.latest().status()).isEqualTo(PrescriptionStatus.DISPENSED);
            assertThat(verified.digestChecked()).isTrue();
        }
    }

    @Test
    void whyTheRestOfAnItemWasNotSuppliedIsOnThatItemsLineForTheGp() {
        try (Browser prescriber = Browser.open(); Browser counter = Browser.open()) {
            WebDriver page = prescriber.driver();
            String id = issuedByHart(page, "9434765870");
            By row = By.cssSelector("#history tr[data-prescription-id='" + id + "']");

            WebDriver desk = atTheCounter(counter, id);
            desk.findElement(By.cssSelector("#partial-dispense summary")).click();
            String prescribed = desk.findElement(By.cssSelector("#partial tbody td")).getText().split(" ")[0];
            desk.findElement(By.id("quantity1")).sendKeys("10");
            new Select(desk.findElement(By.id("reason1"))).selectByValue("NOT_REQUIRED");
            desk.findElement(By.id("dispense-partly")).click();
            confirmSupply(desk, "partially dispensed");

            WebElement receipt = receiptIn(page, row, "PARTIALLY_DISPENSED");
            assertThat(receipt.findElement(By.cssSelector(".receipt-details")).getText()).isEqualTo(
                    "Amoxicillin 500mg capsules: 10 of " + prescribed + " capsules supplied; the rest not supplied:"
                            + " not required as instructed by the patient");
            page.get(system.prescriber().uri("/prescriptions/" + id).toString());
            assertThat(page.findElement(By.id("receipt-details")).getText())
                    .contains("10 of " + prescribed + " capsules supplied; the rest not supplied: not required");
        }
    }

    @Test
    void aReturnReferredToThePrescriberCarriesTheNoteAndRaisesANoticeToAcknowledge() throws Exception {
        String note = "Patient reports palpitations on sertraline; please review";
        try (Browser prescriber = Browser.open(); Browser counter = Browser.open()) {
            WebDriver page = prescriber.driver();
            String id = issuedByHart(page, "9434765935");
            By row = By.cssSelector("#history tr[data-prescription-id='" + id + "']");

            WebDriver desk = atTheCounter(counter, id);
            desk.findElement(By.cssSelector("#return-details summary")).click();
            new Select(desk.findElement(By.id("return-reason"))).selectByValue("CLINICAL_CONCERN");
            desk.findElement(By.id("return-note")).sendKeys(note);
            desk.findElement(By.id("return")).click();
            new WebDriverWait(desk, Duration.ofSeconds(30))
                    .until(Replaced.text(By.id("status"), "returned"));

            String said = "Returned: Clinical concern, referred to the prescriber. Note: " + note;
            WebElement receipt = receiptIn(page, row, "RETURNED");
            assertThat(receipt.findElement(By.cssSelector(".receipt-details")).getText()).isEqualTo(said);
            assertThat(storedReceiptVerified(id).latest().reason()).contains(note);

            page.get(system.prescriber().uri("/prescriptions/" + id).toString());
            assertThat(page.findElement(By.id("receipt-details")).getText()).isEqualTo(said);
            assertThat(page.findElement(By.id("notice-banner")).getText())
                    .startsWith("A pharmacy has referred a prescription back to you.");
            assertThat(Axe.seriousViolations(page)).as("detail with a notice: serious or critical axe-core violations")
                    .isEmpty();
            page.findElement(By.id("notice-banner-link")).click();
            WebElement notice = page.findElement(By.cssSelector("#notices li[data-prescription-id='" + id + "']"));
            assertThat(notice.getText()).contains("Not acknowledged", said);
            assertThat(Axe.seriousViolations(page)).as("notices: serious or critical axe-core violations").isEmpty();
            Dimension wide = page.manage().window().getSize();
            page.manage().window().setSize(new Dimension(390, 844));
            assertThat(Axe.seriousViolations(page)).as("notices at 390 px: serious or critical axe-core violations")
                    .isEmpty();
            assertThat(((JavascriptExecutor) page).executeScript(
                    "return document.documentElement.scrollWidth - window.innerWidth;")).isEqualTo(0L);
            page.manage().window().setSize(wide);
            page.findElement(By.id("acknowledge-" + id)).click();
            assertThat(page.findElement(By.id("message")).getText()).startsWith("Acknowledged");
            assertThat(page.findElement(By.cssSelector("#notices li[data-prescription-id='" + id + "']")).getText())
                    .contains("Acknowledged by hart on ");
            page.get(system.prescriber().uri("/prescriptions").toString());
            assertThat(page.findElements(By.id("notice-banner"))).isEmpty();
        }
    }

    /** Confirms the supply on the counter's confirmation page and waits for the prescription's new status. */
    private static void confirmSupply(WebDriver desk, String status) {
        desk.findElement(By.id("confirm-supply")).click();
        new WebDriverWait(desk, Duration.ofSeconds(30))
                .until(Replaced.text(By.id("status"), status));
    }

    /** Signs in as the GP Hart and issues a prescription the pharmacy accepts; its ID. */
    private static String issuedByHart(WebDriver page, String nhsNumber) {
        page.get(system.prescriber().uri("/login").toString());
        signIn(page, "hart");
        signedIn(page);
        return issueAccepted(system, page, nhsNumber);
    }

    /** Signs in at the counter as the pharmacist Shah and opens the prescription. */
    private static WebDriver atTheCounter(Browser counter, String id) {
        WebDriver desk = counter.driver();
        desk.get(system.pharmacy().uri("/login").toString());
        signIn(desk, "shah");
        desk.get(system.pharmacy().uri("/prescriptions/" + id).toString());
        return desk;
    }

    /** Waits until the sign-in has answered, so that the next page is opened signed in. */
    private static void signedIn(WebDriver page) {
        new WebDriverWait(page, Duration.ofSeconds(10)).until(driver -> !driver.getCurrentUrl().contains("/login"));
    }

    @Test
    void theHistorySaysWhenItsSessionHasEndedAndStopsAsking() {
        try (Browser prescriber = Browser.open()) {
            WebDriver page = prescriber.driver();
            page.get(system.prescriber().uri("/login").toString());
            signIn(page, "hart");
            signedIn(page);
            issueAccepted(system, page, "9434765951");
            assertThat(page.findElements(By.cssSelector("#history tr[data-pending=true]"))).isNotEmpty();

            page.manage().deleteCookieNamed("JSESSIONID");

            WebElement notice = new WebDriverWait(page, Duration.ofSeconds(30))
                    .until(driver -> driver.findElements(By.id("signed-out")).stream().findFirst().orElse(null));
            assertThat(notice.getText()).matches("You are signed out \\(noticed at \\d\\d:\\d\\d\\): your session ended, so"
                    + " these statuses are no longer updated\\. Sign in again");
            assertThat(page.findElement(By.tagName("body")).getAttribute("data-polling")).isEqualTo("stopped");
            assertThat(Axe.seriousViolations(page)).as("history signed out: serious or critical axe-core violations")
                    .isEmpty();
        }
    }

    /** The receipt of {@code status} in the history row, once the open page has shown it. */
    private static WebElement receiptIn(WebDriver page, By row, String status) {
        return new WebDriverWait(page, WITHIN).ignoring(StaleElementReferenceException.class)
                .until(driver -> driver.findElement(row).findElements(By.cssSelector(".receipt")).stream()
                        .filter(e -> status.equals(e.getAttribute("data-receipt-status")))
                        .findFirst().orElse(null));
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
