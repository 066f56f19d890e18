package org.etp.pharmacy.counter;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.Profile;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.support.Arrivals;
import org.etp.pharmacy.support.CounterAppTest;
import org.etp.pharmacy.support.CounterBrowser;
import org.etp.pharmacy.support.HeadlessChromium;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * A pharmacist with a barcode scanner (a keyboard wedge: it types the ID and Enter) at a 1280×800 screen:
 * the scan opens the prescription with its evidence above the fold, and a full dispense takes at most three
 * actions, the scan included. The time from scan to dispensed is printed, not asserted.
 */
@CounterAppTest
class ScanToDispenseBrowserIntegrationTests {

    private static final int MAX_ACTIONS = 3;

    @RegisterExtension
    static final CounterBrowser browser = new CounterBrowser();

    @Autowired
    IntakeServer intake;

    private int actions;

    @Test
    void scansAndDispensesInThreeActionsWithTheEvidenceAboveTheFold() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 610_001);
        browser.signIn("shah", "shah-demo");
        int viewport = counterScreen();
        browser.open("/queue");
        assertThat(browser.driver().switchTo().activeElement().getAttribute("id")).isEqualTo("search");

        long start = System.nanoTime();
        act(() -> browser.driver().switchTo().activeElement().sendKeys(id + Keys.ENTER));
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.textToBe(By.id("prescription-id"), id));
        for (String part : new String[] {"summary-signature", "summary-prescriber", "summary-validity",
                "summary-nomination", "dispense"}) {
            assertThat(bottom(browser.find(part))).as("%s above the fold", part).isLessThanOrEqualTo(viewport);
        }
        assertThat(browser.find("summary-signature").getText()).startsWith("Verified on receipt and again now");
        assertThat(browser.find("summary-validity").getText()).endsWith("valid now");
        assertThat(browser.find("summary-nomination").getText()).isEqualTo("Riverside Pharmacy (FA123) — this pharmacy");
        HeadlessChromium.screenshot(browser.driver(), "scanned");
        act(() -> browser.find("dispense").click());
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.elementToBeClickable(
                By.id("confirm-dispense")));
        act(() -> browser.find("confirm-dispense").click());
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.textToBe(By.id("status"), "dispensed"));
        long millis = (System.nanoTime() - start) / 1_000_000;

        System.out.printf("Scan to dispensed: %d ms in %d actions (scan and Enter included)%n", millis, actions);
        assertThat(actions).isLessThanOrEqualTo(MAX_ACTIONS);
        assertThat(browser.find("result").getText()).isEqualTo("Dispensed.");
    }

    @Test
    void saysOnTheQueueThatAScannedIdIsUnknown() {
        String unknown = PrescriptionId.of(0x5CA000, "Y22222", 0x00002).value();
        browser.signIn("shah", "shah-demo");
        browser.open("/queue");

        browser.driver().switchTo().activeElement().sendKeys(unknown + Keys.ENTER);

        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.presenceOfElementLocated(
                By.id("search-notice")));
        assertThat(browser.find("search-notice").getText())
                .isEqualTo("No prescription " + unknown + " has been received here.");
        assertThat(browser.driver().findElement(By.tagName("h1")).getText()).isEqualTo("Prescription queue");
        assertThat(browser.driver().switchTo().activeElement().getAttribute("id")).isEqualTo("search");
    }

    private void act(Runnable action) {
        action.run();
        actions++;
    }

    /** Makes the page 1280×800, as a counter's screen, and returns the height of what it shows. */
    private static int counterScreen() {
        browser.driver().manage().window().setSize(new Dimension(1280, 800));
        long shown = (Long) browser.script("return window.innerHeight;");
        browser.driver().manage().window().setSize(new Dimension(1280, 800 + (800 - (int) shown)));
        return ((Long) browser.script("return window.innerHeight;")).intValue();
    }

    private static double bottom(WebElement element) {
        return ((Number) browser.script("return arguments[0].getBoundingClientRect().bottom;", element)).doubleValue();
    }
}
