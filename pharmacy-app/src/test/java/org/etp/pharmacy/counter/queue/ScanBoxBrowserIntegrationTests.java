package org.etp.pharmacy.counter.queue;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.Profile;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.support.Arrivals;
import org.etp.pharmacy.support.CounterAppTest;
import org.etp.pharmacy.support.CounterBrowser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The scan box as a barcode scanner (a keyboard wedge typing the ID and Enter) meets it: a refused scan is
 * selected so that the next one replaces it, every counter page has a scan box in its header, and a queue whose
 * session ended hides its patients and the signed-in user.
 */
@CounterAppTest
class ScanBoxBrowserIntegrationTests {

    @RegisterExtension
    static final CounterBrowser browser = new CounterBrowser();

    @Autowired
    IntakeServer intake;

    @Test
    void aRefusedScanIsSelectedSoThatTheNextScanReplacesIt() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 33_000_001);
        String unknown = PrescriptionId.of(0x00ACCE, "Y12345", 0x00003).value();
        browser.signIn("shah", "shah-demo");
        browser.open("/queue");

        browser.open("/queue?page=9999");
        browser.assertAccessible("the queue past its last page");
        browser.find("search").sendKeys(unknown, Keys.ENTER);
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.presenceOfElementLocated(By.id("search-notice")));
        assertThat(browser.script("var e = document.getElementById('search');"
                + " return [e === document.activeElement, e.selectionStart, e.selectionEnd, e.value.length];"))
                .isEqualTo(List.of(true, 0L, (long) unknown.length(), (long) unknown.length()));

        browser.driver().switchTo().activeElement().sendKeys(id, Keys.ENTER);
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.textToBe(By.id("prescription-id"), id));
    }

    @Test
    void everyCounterPageHasAScanBoxInItsHeader() throws Exception {
        String first = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 33_000_002);
        String second = Arrivals.send(intake.port(), WireFormat.XML, Profile.PRESCRIPTION, 33_000_003);
        browser.signIn("shah", "shah-demo");
        for (String page : List.of("/prescriptions/" + first, "/rejections", "/dashboard", "/audit")) {
            browser.open(page);
            assertThat(browser.driver().findElements(By.id("header-scan"))).as("the scan box on %s", page).hasSize(1);
        }
        browser.open("/prescriptions/" + first);
        browser.assertAccessible("a prescription with the header's scan box");

        browser.find("header-scan").sendKeys(second, Keys.ENTER);
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.textToBe(By.id("prescription-id"), second));
    }

    @Test
    void aQueueWhoseSessionEndedHidesItsPatientsAndTheUser() throws Exception {
        Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 33_000_004);
        browser.signIn("shah", "shah-demo");
        browser.open("/queue");
        assertThat(browser.driver().findElements(By.cssSelector("#queue tbody tr"))).isNotEmpty();

        browser.driver().manage().deleteCookieNamed("JSESSIONID");

        browser.waitFor(Duration.ofSeconds(20)).until(ExpectedConditions.presenceOfElementLocated(By.id("sign-in-again")));
        assertThat(browser.driver().findElements(By.id("queue"))).isEmpty();
        assertThat(browser.driver().findElements(By.id("user"))).isEmpty();
        assertThat(browser.find("main").getText()).doesNotContainPattern("\\d{3} \\d{3} \\d{4}");
        browser.assertAccessible("the queue after its session ended");
    }
}
