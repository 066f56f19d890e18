package org.etp.systemtests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.systemtests.support.PrescriptionPage.issueAccepted;
import static org.etp.systemtests.support.PrescriptionPage.signIn;

import java.time.Duration;
import org.etp.systemtests.support.Browser;
import org.etp.systemtests.support.EtpSystem;
import org.etp.systemtests.support.Replaced;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Cancellation end to end, both apps as processes on real PostgreSQL, in headless Chromium: the prescriber
 * cancels, the counter shows it struck through and offers no dispensing; a cancellation after dispensing is
 * refused and the prescriber reads why.
 */
class CancellationBrowserIntegrationTests {

    private static EtpSystem system;

    @BeforeAll
    static void startBoth() {
        system = EtpSystem.started("cancel");
    }

    @AfterAll
    static void stopBoth() {
        system.close();
    }

    @Test
    void aCancelledPrescriptionIsStruckThroughAtTheCounterAndCannotBeDispensed() {
        try (Browser prescriber = Browser.open(); Browser counter = Browser.open()) {
            WebDriver page = prescriber.driver();
            page.get(system.prescriber().uri("/login").toString());
            signIn(page, "hart");
            String id = issueAccepted(system, page, "9434765900");

            cancel(page, id, "0001");
            awaitCancellation(page, id, "ACCEPTED");
            assertThat(page.findElement(By.id("cancellation")).getText())
                    .isEqualTo("Cancelled (prescribing error): the pharmacy will not dispense it.");

            WebDriver desk = counter.driver();
            desk.get(system.pharmacy().uri("/login").toString());
            signIn(desk, "shah");
            desk.get(system.pharmacy().uri("/prescriptions/" + id).toString());
            assertThat(desk.findElement(By.id("status")).getText()).isEqualTo("cancelled");
            assertThat(desk.findElement(By.id("status")).getCssValue("text-decoration-line")).isEqualTo("none");
            assertThat(desk.findElement(By.id("summary-validity")).getText()).endsWith("cancelled: not to be dispensed");
            assertThat(desk.findElement(By.id("cancellation-reason")).getText()).isEqualTo("prescribing error");
            assertThat(desk.findElements(By.id("dispense"))).isEmpty();
            assertThat(desk.findElements(By.id("actions"))).isEmpty();
        }
    }

    @Test
    void aCancellationAfterDispensingTellsThePrescriberItWasAlreadyDispensed() {
        try (Browser prescriber = Browser.open(); Browser counter = Browser.open()) {
            WebDriver page = prescriber.driver();
            page.get(system.prescriber().uri("/login").toString());
            signIn(page, "hart");
            String id = issueAccepted(system, page, "9434765927");
            // The prescriber's page is open before the pharmacy dispenses: once the dispensing's receipt has come
            // back, the page no longer offers to cancel, and this is the cancellation that crosses it.
            page.get(system.prescriber().uri("/prescriptions/" + id).toString());

            WebDriver desk = counter.driver();
            desk.get(system.pharmacy().uri("/login").toString());
            signIn(desk, "shah");
            desk.get(system.pharmacy().uri("/prescriptions/" + id).toString());
            desk.findElement(By.id("dispense")).click();
            desk.findElement(By.id("confirm-dispense")).click();
            new WebDriverWait(desk, Duration.ofSeconds(30))
                    .until(Replaced.text(By.id("status"), "dispensed"));

            submitCancellation(page, "0005");
            awaitCancellation(page, id, "REJECTED");
            assertThat(page.findElement(By.id("cancellation")).getText()).contains(
                    "already dispensed — the pharmacy had dispensed it before the cancellation arrived");

            desk.get(system.pharmacy().uri("/prescriptions/" + id).toString());
            assertThat(desk.findElement(By.id("late-cancellation")).getText())
                    .startsWith("The prescriber tried to cancel this after it was dispensed: ");
            desk.get(system.pharmacy().uri("/rejections").toString());
            assertThat(desk.findElement(By.tagName("main")).getText())
                    .contains("cancellation of " + id + " refused: it had already been dispensed");
        }
    }

    @Test
    void aReturnedPrescriptionCancelledLaterEndsCancelledInBothApps() {
        try (Browser prescriber = Browser.open(); Browser counter = Browser.open()) {
            WebDriver page = prescriber.driver();
            page.get(system.prescriber().uri("/login").toString());
            signIn(page, "hart");
            new WebDriverWait(page, Duration.ofSeconds(10)).until(d -> !d.getCurrentUrl().contains("/login"));
            String id = issueAccepted(system, page, "9434765943");

            WebDriver desk = counter.driver();
            desk.get(system.pharmacy().uri("/login").toString());
            signIn(desk, "shah");
            desk.get(system.pharmacy().uri("/prescriptions/" + id).toString());
            desk.findElement(By.cssSelector("#return-details summary")).click();
            new Select(desk.findElement(By.id("return-reason"))).selectByValue("PATIENT_REQUESTED");
            desk.findElement(By.id("return")).click();
            new WebDriverWait(desk, Duration.ofSeconds(30))
                    .until(Replaced.text(By.id("status"), "returned"));
            awaitReceipt(page, id, "RETURNED");

            // The history is open in another window while the GP cancels: its row turns Cancelled in place.
            try (Browser other = Browser.open()) {
                WebDriver history = other.driver();
                history.get(system.prescriber().uri("/login").toString());
                signIn(history, "hart");
                new WebDriverWait(history, Duration.ofSeconds(10)).until(d -> !d.getCurrentUrl().contains("/login"));
                history.get(system.prescriber().uri("/prescriptions").toString());
                By receipt = By.cssSelector("#history tr[data-prescription-id='" + id + "'] .receipt");
                assertThat(history.findElement(receipt).getAttribute("data-receipt-status")).isEqualTo("RETURNED");
                ((JavascriptExecutor) history).executeScript("window.notReloaded = true;");

                cancel(page, id, "0004");
                awaitCancellation(page, id, "ACCEPTED");
                new WebDriverWait(history, Duration.ofSeconds(60)).ignoring(StaleElementReferenceException.class)
                        .until(d -> "CANCELLED".equals(d.findElement(receipt).getAttribute("data-receipt-status")));
                assertThat(history.findElement(receipt).findElement(By.cssSelector(".status")).getText())
                        .isEqualTo("Cancelled");
                assertThat(((JavascriptExecutor) history).executeScript("return window.notReloaded === true;"))
                        .isEqualTo(true);
            }
            desk.get(system.pharmacy().uri("/prescriptions/" + id).toString());
            assertThat(desk.findElement(By.id("status")).getText()).isEqualTo("cancelled");
        }
    }

    private static void awaitReceipt(WebDriver page, String id, String status) {
        new WebDriverWait(page, Duration.ofSeconds(30)).ignoring(StaleElementReferenceException.class)
                .until(driver -> {
                    driver.get(system.prescriber().uri("/prescriptions/" + id).toString());
                    return driver.findElements(By.id("receipt")).stream()
                            .anyMatch(e -> status.equals(e.getAttribute("data-receipt-status")));
                });
    }

    private static void cancel(WebDriver page, String id, String reason) {
        page.get(system.prescriber().uri("/prescriptions/" + id).toString());
        submitCancellation(page, reason);
    }

    /** On the prescription's page as it is: chooses {@code reason}, ticks the box and presses Cancel prescription. */
    private static void submitCancellation(WebDriver page, String reason) {
        new Select(page.findElement(By.id("cancel-reason"))).selectByValue(reason);
        page.findElement(By.id("cancel-confirmed")).click();
        page.findElement(By.id("cancel")).click();
    }

    private static void awaitCancellation(WebDriver page, String id, String status) {
        new WebDriverWait(page, Duration.ofSeconds(60)).ignoring(StaleElementReferenceException.class)
                .until(driver -> {
                    driver.get(system.prescriber().uri("/prescriptions/" + id).toString());
                    return driver.findElements(By.id("cancellation")).stream()
                            .anyMatch(e -> status.equals(e.getAttribute("data-status")));
                });
    }
}
