package org.etp.systemtests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.systemtests.support.PrescriptionPage.medicineIn;
import static org.etp.systemtests.support.PrescriptionPage.pickMedicine;

import java.time.Duration;
import java.util.List;
import org.etp.systemtests.support.Browser;
import org.etp.systemtests.support.EtpSystem;
import org.etp.systemtests.support.Replaced;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chromium.ChromiumNetworkConditions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The new-prescription form in real headless Chromium, used as a prescriber does at speed: the keyboard's
 * Enter signs and never changes the items, and neither a double click on a slow link nor Back and Sign
 * again makes a second prescription.
 */
class PrescriptionFormBrowserIntegrationTests {

    private static final String ATORVASTATIN = "Atorvastatin 20mg tablets";
    private static final String RAMIPRIL = "Ramipril 5mg capsules";

    private static final Duration PATIENCE = Duration.ofSeconds(30);

    private static EtpSystem system;
    private Browser browser;
    private WebDriver page;

    @BeforeAll
    static void startBoth() {
        system = EtpSystem.started("prescription-form");
    }

    @AfterAll
    static void stopBoth() {
        system.close();
    }

    @BeforeEach
    void signIn() {
        browser = Browser.open();
        page = browser.driver();
        page.get(system.prescriber().uri("/prescriptions/new").toString());
        page.findElement(By.id("username")).sendKeys("hart");
        page.findElement(By.id("password")).sendKeys("hart-demo");
        page.findElement(By.id("sign-in")).click();
    }

    @AfterEach
    void closeBrowser() {
        browser.close();
    }

    @Test
    void enterInATextFieldSignsAndKeepsEveryMedicine() {
        pickMedicine(page, 0, "atorva 20", ATORVASTATIN);
        page.findElement(By.id("add-item")).click();
        pickMedicine(page, 1, "rami 5", RAMIPRIL);
        page.findElement(By.id("givenName")).sendKeys("Grace");
        pressEnterIn("givenName");

        // The form is not complete: it comes back with both medicines, and with its errors.
        assertThat(page.findElements(By.cssSelector("input.medicine"))).hasSize(2);
        assertThat(medicineIn(page, 0)).isEqualTo(ATORVASTATIN);
        assertThat(medicineIn(page, 1)).isEqualTo(RAMIPRIL);
        assertThat(page.findElement(By.id("nhsNumber-error")).getText()).isNotBlank();

        patient("9434765927", "Hopper");
        pressEnterIn("givenName");

        assertThat(page.findElement(By.id("message")).getText()).contains("signed");
        assertThat(EtpSystem.query(system.prescriberDatabase(),
                "SELECT item_summary FROM outbox WHERE patient_name LIKE '%Hopper%'"))
                .singleElement().asString().contains(ATORVASTATIN).contains(RAMIPRIL);
    }

    /** Clicks Sign and send and waits for the page that the form's submission brings. */
    private void signAndSend() {
        WebElement form = page.findElement(By.id("prescription-form"));
        page.findElement(By.id("issue")).click();
        new WebDriverWait(page, PATIENCE).until(Replaced.element(form));
    }

    /** Presses Enter in a field and waits for the page that the form's submission brings. */
    private void pressEnterIn(String field) {
        WebElement form = page.findElement(By.id("prescription-form"));
        page.findElement(By.id(field)).sendKeys(Keys.ENTER);
        new WebDriverWait(page, PATIENCE).until(Replaced.element(form));
    }

    @Test
    void disablesSigningOnTheFirstClickSoThatADoubleClickOnASlowLinkSignsOnce() {
        write("9991000011", "Lovelace");
        // What the page did, noted where it outlasts the page: submissions it let go, and the button just after.
        ((JavascriptExecutor) page).executeScript("var form = document.getElementById('prescription-form');"
                + "sessionStorage.setItem('submitted', '0');"
                + "form.addEventListener('submit', function (event) {"
                + "  if (!event.defaultPrevented) {"
                + "    sessionStorage.setItem('submitted', String(Number(sessionStorage.getItem('submitted')) + 1));"
                + "  }"
                + "  setTimeout(function () {"
                + "    sessionStorage.setItem('disabled', String(document.getElementById('issue').disabled));"
                + "  }, 50);"
                + "});");
        browser.driver().setNetworkConditions(ChromiumNetworkConditions.withLatency(Duration.ofMillis(1500)));
        try {
            new Actions(page).doubleClick(page.findElement(By.id("issue"))).perform();
            new WebDriverWait(page, PATIENCE).until(ExpectedConditions.presenceOfElementLocated(By.id("message")));
        } finally {
            browser.driver().deleteNetworkConditions();
        }

        assertThat(page.findElement(By.id("message")).getText()).contains("signed");
        JavascriptExecutor script = (JavascriptExecutor) page;
        assertThat(script.executeScript("return sessionStorage.getItem('submitted')")).isEqualTo("1");
        assertThat(script.executeScript("return sessionStorage.getItem('disabled')")).isEqualTo("true");
        assertThat(prescriptionsFor("9991000011")).hasSize(1);
    }

    @Test
    void signsNothingMoreWhenThePrescriberGoesBackAndSignsAgain() {
        write("9991000038", "Hamilton");
        signAndSend();
        assertThat(page.findElement(By.id("message")).getText()).contains("signed");
        String id = prescriptionsFor("9991000038").get(0);

        page.navigate().back();
        signAndSend();

        // Chromium brings the form back with its one-time token, which has made a prescription already.
        assertThat(page.getCurrentUrl()).endsWith("/prescriptions/" + id);
        assertThat(page.findElement(By.id("message")).getText()).contains("signed already, as prescription " + id);
        assertThat(prescriptionsFor("9991000038")).containsExactly(id);
    }

    /** Fills in the whole form: one medicine for the patient with this NHS number. */
    private void write(String nhsNumber, String familyName) {
        pickMedicine(page, 0, "atorva 20", ATORVASTATIN);
        page.findElement(By.id("givenName")).sendKeys("Ada");
        patient(nhsNumber, familyName);
    }

    private static List<String> prescriptionsFor(String nhsNumber) {
        return EtpSystem.query(system.prescriberDatabase(),
                "SELECT prescription_id FROM outbox WHERE nhs_number = ? ORDER BY id", nhsNumber);
    }

    /** Fills in the rest of the patient and the pharmacy; the given name is typed by the test itself. */
    private void patient(String nhsNumber, String familyName) {
        page.findElement(By.id("nhsNumber")).sendKeys(nhsNumber);
        page.findElement(By.id("familyName")).sendKeys(familyName);
        ((JavascriptExecutor) page).executeScript("document.getElementById('birthDate').value = '1950-02-14'");
        page.findElement(By.id("addressLine1")).sendKeys("9 Abbey Road");
        page.findElement(By.id("town")).sendKeys("York");
        page.findElement(By.id("postcode")).sendKeys("YO1 7HH");
        new Select(page.findElement(By.id("pharmacy"))).selectByValue(EtpSystem.PHARMACY_ODS);
    }
}
