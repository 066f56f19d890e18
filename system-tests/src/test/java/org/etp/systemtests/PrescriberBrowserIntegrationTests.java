package org.etp.systemtests;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.etp.systemtests.support.Browser;
import org.etp.systemtests.support.EtpSystem;
import org.etp.systemtests.support.PrescriptionPage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/** A prescriber in real headless Chromium: sign in, write a prescription in each form, see both accepted. */
class PrescriberBrowserIntegrationTests {

    private static EtpSystem system;

    @BeforeAll
    static void startBoth() {
        system = EtpSystem.started("browser");
    }

    @AfterAll
    static void stopBoth() {
        system.close();
    }

    @Test
    void writesAPrescriptionInEachFormAndSeesBothAcceptedInTheHistory() {
        Path screenshots = Path.of("target", "screenshots");
        try (Browser browser = Browser.open()) {
            WebDriver page = browser.driver();
            page.get(system.prescriber().uri("/prescriptions/new").toString());
            assertThat(page.getCurrentUrl()).endsWith("/login");
            page.findElement(By.id("username")).sendKeys("hart");
            page.findElement(By.id("password")).sendKeys("hart-demo");
            page.findElement(By.id("sign-in")).click();

            fillIn(page, "DER", "rsa2048", "Olivia", "Taylor", "9434765919");
            // Typed without spaces, the NHS number is shown 3 3 4 once the field is left, as on every page.
            assertThat(page.findElement(By.id("nhsNumber")).getAttribute("value")).isEqualTo("943 476 5919");
            browser.screenshot(screenshots.resolve("prescriber-form.png"));
            page.findElement(By.id("issue")).click();
            assertThat(page.findElement(By.id("message")).getText()).contains("signed (DER, rsa2048)");

            page.findElement(By.id("write-another")).click();
            fillIn(page, "XML", "ed25519", "Noah", "Khan", "9990000026");
            page.findElement(By.id("issue")).click();
            assertThat(page.findElement(By.id("message")).getText()).contains("signed (XML, ed25519)");

            // The history updates its statuses in place while anything is being sent; the message stays.
            new WebDriverWait(page, Duration.ofSeconds(60)).ignoring(StaleElementReferenceException.class)
                    .until(driver -> statuses(driver).size() == 2
                    && statuses(driver).stream().allMatch("ACCEPTED"::equals));
            assertThat(page.findElement(By.id("message")).getText()).contains("signed (XML, ed25519)");
            assertThat(page.findElements(By.cssSelector("#history td.format")).stream().map(WebElement::getText))
                    .containsExactlyInAnyOrder("DER", "XML");
            browser.screenshot(screenshots.resolve("prescriber-history.png"));
            browser.screenshot(system.dir().resolve("prescriber-history.png"));
        }
        assertThat(screenshots.resolve("prescriber-form.png")).isNotEmptyFile();
        assertThat(screenshots.resolve("prescriber-history.png")).isNotEmptyFile();
    }

    private static void fillIn(WebDriver page, String form, String algorithm, String given, String family,
            String nhsNumber) {
        page.findElement(By.id("nhsNumber")).sendKeys(nhsNumber);
        page.findElement(By.id("givenName")).sendKeys(given);
        page.findElement(By.id("familyName")).sendKeys(family);
        ((JavascriptExecutor) page).executeScript(
                "document.getElementById('birthDate').value = '1958-11-03'");
        page.findElement(By.id("addressLine1")).sendKeys("4 Station Road");
        page.findElement(By.id("town")).sendKeys("York");
        page.findElement(By.id("postcode")).sendKeys("YO31 7AB");
        PrescriptionPage.pickMedicine(page, 0, "amox 500", "Amoxicillin 500mg capsules");
        new Select(page.findElement(By.id("pharmacy"))).selectByValue(EtpSystem.PHARMACY_ODS);
        page.findElement(By.cssSelector("input[name='format'][value='" + form.toLowerCase() + "']")).click();
        new Select(page.findElement(By.id("algorithm"))).selectByValue(algorithm);
    }

    private static List<String> statuses(WebDriver driver) {
        return driver.findElements(By.cssSelector("#history span.status")).stream()
                .map(status -> status.getAttribute("data-status")).toList();
    }
}
