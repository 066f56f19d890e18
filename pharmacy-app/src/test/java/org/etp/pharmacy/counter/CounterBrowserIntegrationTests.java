package org.etp.pharmacy.counter;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.support.Arrivals;
import org.etp.pharmacy.support.CounterAppTest;
import org.etp.pharmacy.support.HeadlessChromium;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A pharmacist at the counter in real headless Chromium, against the whole application: the prescription
 * comes in over the intake socket while the queue page is open, and the page announces it without a reload.
 */
@CounterAppTest
class CounterBrowserIntegrationTests {

    private static WebDriver browser;

    @LocalServerPort
    int port;

    @Autowired
    IntakeServer intake;

    @BeforeAll
    static void openBrowser() {
        browser = HeadlessChromium.start();
    }

    @AfterAll
    static void closeBrowser() {
        if (browser != null) {
            browser.quit();
        }
    }

    @Test
    void pharmacistWatchesAPrescriptionArriveChecksItDispensesItOnce() throws Exception {
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(20));
        signIn("shah", "shah-demo");
        browser.get(url("/queue"));
        // Marks this page load: if the page reloaded, the mark would be gone.
        script("window.loadedOnce = true;");

        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 550_001);

        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("show-arrivals")));
        assertThat(script("return window.loadedOnce === true;")).isEqualTo(true);
        assertThat(browser.findElement(By.id("arrivals")).getText()).contains("1 new prescription has arrived.");
        browser.findElement(By.id("show-arrivals")).click();
        wait.until(ExpectedConditions.presenceOfElementLocated(By.linkText(id)));
        HeadlessChromium.screenshot(browser, "queue");

        browser.findElement(By.linkText(id)).click();
        wait.until(ExpectedConditions.textToBe(By.id("prescription-id"), id));
        assertThat(browser.findElement(By.id("signature-check")).getText())
                .contains("Signature verified on receipt", "verifies now with the registered rsa2048 key");
        // The signer and the chain by name, as people read them: never a distinguished name or a role in capitals.
        String hart = "Dr Amelia Hart (GMC 7012345, general practitioner), Riverside Medical Practice (Y12345)";
        assertThat(browser.findElement(By.id("signer")).getText()).isEqualTo(hart);
        assertThat(browser.findElements(By.cssSelector("#chain li"))).extracting(WebElement::getText)
                .containsExactly(hart, "ETP Demo Prescriber CA, ETP Demo", "ETP Demo Root CA, ETP Demo");
        assertThat(script("var main = document.querySelector('main').cloneNode(true);"
                + " main.querySelector('#dump').remove(); return main.textContent;"))
                .asString().as("the page but the certificate's dump").doesNotContain("CN=").doesNotContain("TITLE=")
                .doesNotContain("GENERAL_PRACTITIONER");
        assertThat(browser.findElement(By.id("evidence")).getText()).contains("checked: the only encoding of its value");
        assertThat(browser.findElement(By.id("dump")).getText()).contains("Sequence");
        HeadlessChromium.screenshot(browser, "detail");

        // A second pharmacist is about to confirm dispensing the same prescription.
        String first = browser.getWindowHandle();
        browser.switchTo().newWindow(WindowType.TAB).get(url("/prescriptions/" + id + "/dispense"));
        String second = browser.getWindowHandle();
        browser.switchTo().window(first);

        browser.findElement(By.id("dispense")).click();
        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("confirm-dispense")));
        assertThat(browser.findElement(By.id("confirm-items")).getText()).isNotBlank();
        browser.findElement(By.id("confirm-dispense")).click();
        wait.until(ExpectedConditions.textToBe(By.id("status"), "dispensed"));
        assertThat(browser.findElement(By.id("result")).getText()).isEqualTo("Dispensed.");
        assertThat(browser.findElements(By.id("dispense"))).isEmpty();
        assertThat(browser.findElement(By.id("audit")).getText()).contains("shah", "Dispensed", "done");
        HeadlessChromium.screenshot(browser, "dispensed");

        browser.switchTo().window(second);
        browser.findElement(By.id("confirm-dispense")).click();
        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("result")));
        assertThat(browser.findElement(By.id("result")).getText())
                .isEqualTo("This prescription is already dispensed; it cannot be dispensed again.");
        assertThat(browser.findElement(By.id("audit")).getText()).contains("refused");
        browser.close();
        browser.switchTo().window(first);
    }

    @Test
    void dashboardDrawsChartsFromStoredMetrics() throws Exception {
        signIn("lee", "lee-demo");
        for (int i = 0; i < 4; i++) {
            Arrivals.send(intake.port(), WireFormat.XML, Profile.PRESCRIPTION, 550_100 + i);
        }
        new WebDriverWait(browser, Duration.ofSeconds(20)).until(driver -> {
            driver.get(url("/dashboard?minutes=5"));
            return !driver.findElements(By.xpath("//table[@id='groups']//td[text()='XML']")).isEmpty();
        });
        new WebDriverWait(browser, Duration.ofSeconds(20)).until(ExpectedConditions.attributeToBe(
                By.id("dashboard"), "data-loaded", "true"));

        @SuppressWarnings("unchecked")
        Map<String, Object> latency = (Map<String, Object>) script("var c = Chart.getChart('latencyChart');"
                + " return {labels: c.data.labels, p50: c.data.datasets[0].data};");
        assertThat((List<Object>) latency.get("labels")).contains("XML prescription");
        assertThat((List<Object>) latency.get("p50")).allSatisfy(v -> assertThat(((Number) v).doubleValue()).isPositive());
        assertThat(script("return Chart.getChart('throughputChart').data.datasets.length;")).isNotEqualTo(0L);
        assertThat(script("return Chart.getChart('memoryChart').data.datasets[0].data.some(v => v > 0);"))
                .isEqualTo(true);
        assertThat(script("return Chart.getChart('cpuChart').data.datasets.map(d => d.label);"))
                .isEqualTo(List.of("user", "system"));
        HeadlessChromium.screenshot(browser, "dashboard");
    }

    private void signIn(String username, String password) {
        browser.manage().deleteAllCookies();
        browser.get(url("/login"));
        browser.findElement(By.id("username")).sendKeys(username);
        browser.findElement(By.id("password")).sendKeys(password);
        browser.findElement(By.id("sign-in")).click();
        new WebDriverWait(browser, Duration.ofSeconds(10)).until(ExpectedConditions.urlContains("/queue"));
    }

    private Object script(String code) {
        return ((JavascriptExecutor) browser).executeScript(code);
    }

    private String url(String path) {
        return "http://localhost:" + port + path;
    }
}
