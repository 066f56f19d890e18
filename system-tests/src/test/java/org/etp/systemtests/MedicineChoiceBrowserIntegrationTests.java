package org.etp.systemtests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.systemtests.support.PrescriptionPage.fillInPatient;
import static org.etp.systemtests.support.PrescriptionPage.signIn;

import java.time.Duration;
import org.etp.systemtests.support.Browser;
import org.etp.systemtests.support.EtpSystem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A change of medicine in real headless Chromium: whatever the prescriber passed on the way (typing "Ser" passes
 * Salbutamol) or corrected (Salbutamol, then Sertraline), the row ends with the chosen medicine's own usual quantity
 * and dosage, the change is announced, and the signed prescription says so.
 */
class MedicineChoiceBrowserIntegrationTests {

    private static final String SERTRALINE = "Sertraline 50mg tablets";
    private static final String SALBUTAMOL = "Salbutamol 100micrograms/dose inhaler CFC free";
    private static final String SERTRALINE_DOSAGE = "One tablet once a day in the morning";

    private static EtpSystem system;
    private Browser browser;
    private WebDriver page;

    @BeforeAll
    static void startBoth() {
        system = EtpSystem.started("medicine-choice");
    }

    @AfterAll
    static void stopBoth() {
        system.close();
    }

    @BeforeEach
    void signInAsHart() {
        browser = Browser.open();
        page = browser.driver();
        page.get(system.prescriber().uri("/prescriptions/new").toString());
        signIn(page, "hart");
    }

    @AfterEach
    void closeBrowser() {
        browser.close();
    }

    @Test
    void typingSerPassesSalbutamolAndSignsSertralineWithItsOwnQuantityAndDosage() {
        page.findElement(By.id("items0.dmdCode")).sendKeys("Ser");

        assertRowHoldsSertralinesOwnValues();
        assertThat(signedItem("9434765919")).contains(SERTRALINE + " × 28 tablets").contains(SERTRALINE_DOSAGE)
                .doesNotContain("puffs").doesNotContain("200");
    }

    @Test
    void correctingSalbutamolToSertralineReplacesWhatSalbutamolFilledIn() {
        Select medicine = new Select(page.findElement(By.id("items0.dmdCode")));
        medicine.selectByVisibleText(SALBUTAMOL);
        assertThat(page.findElement(By.id("items0.quantity")).getAttribute("value")).isEqualTo("200");
        medicine.selectByVisibleText(SERTRALINE);

        assertRowHoldsSertralinesOwnValues();
        assertThat(signedItem("9990000026")).contains(SERTRALINE + " × 28 tablets").contains(SERTRALINE_DOSAGE)
                .doesNotContain("puffs");
    }

    private void assertRowHoldsSertralinesOwnValues() {
        assertThat(page.findElement(By.id("items0.quantity")).getAttribute("value")).isEqualTo("28");
        assertThat(page.findElement(By.id("items0.dosage")).getAttribute("value")).isEqualTo(SERTRALINE_DOSAGE);
        assertThat(page.findElement(By.cssSelector("#items0\\.quantity ~ .unit")).getText()).isEqualTo("tablets");
        assertThat(page.findElement(By.id("medicine-announcement")).getAttribute("aria-live")).isEqualTo("polite");
        assertThat(page.findElement(By.id("medicine-announcement")).getText())
                .isEqualTo("Quantity and dosage set for " + SERTRALINE + ": check them");
    }

    /** Completes the patient, signs, and returns the item as the signed prescription's page shows it. */
    private String signedItem(String nhsNumber) {
        fillInPatient(page, nhsNumber);
        page.findElement(By.id("issue")).click();
        new WebDriverWait(page, Duration.ofSeconds(30)).until(driver -> !driver.findElements(By.id("message")).isEmpty());
        String id = page.findElement(By.cssSelector("#history tbody tr")).getAttribute("data-prescription-id");
        page.get(system.prescriber().uri("/prescriptions/" + id).toString());
        return page.findElement(By.tagName("main")).getText();
    }
}
