package org.etp.systemtests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.systemtests.support.PrescriptionPage.fillInPatient;
import static org.etp.systemtests.support.PrescriptionPage.medicineIn;
import static org.etp.systemtests.support.PrescriptionPage.pickMedicine;
import static org.etp.systemtests.support.PrescriptionPage.signIn;

import java.time.Duration;
import org.etp.systemtests.support.Axe;
import org.etp.systemtests.support.Browser;
import org.etp.systemtests.support.EtpSystem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The medicine field, a search-as-you-type combobox over the dictionary, in real headless Chromium. A change of
 * medicine, by keyboard or by a mouse correction (Salbutamol, then Sertraline), ends with the chosen medicine's own
 * usual quantity and dosage, announced, and the signed prescription says so; Enter picks from the open list and never
 * signs; the form is accessible with the list open and closed at both widths.
 */
class MedicineChoiceBrowserIntegrationTests {

    private static final String SERTRALINE = "Sertraline 50mg tablets";
    private static final String SALBUTAMOL = "Salbutamol 100micrograms/dose inhaler CFC free";
    private static final String SERTRALINE_DOSAGE = "One tablet once a day in the morning";
    private static final Duration PATIENCE = Duration.ofSeconds(10);

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
    void theKeyboardPicksSalbutamolThenSertralineAndSignsSertralineWithItsOwnQuantityAndDosage() {
        WebElement field = medicineField();
        field.sendKeys("sal");
        awaitOptions(1);
        field.sendKeys(Keys.ARROW_DOWN);
        assertThat(field.getAttribute("aria-activedescendant")).isEqualTo("items0.dmdCode-list-0");
        field.sendKeys(Keys.ENTER);
        assertThat(medicineIn(page, 0)).isEqualTo(SALBUTAMOL);
        assertThat(quantity()).isEqualTo("200");

        field.sendKeys(Keys.chord(Keys.CONTROL, "a"), "ser");
        awaitOptions(1);
        field.sendKeys(Keys.ARROW_DOWN, Keys.ENTER);

        assertRowHoldsSertralinesOwnValues();
        assertThat(signedItem("9434765919")).contains(SERTRALINE + " × 28 tablets").contains(SERTRALINE_DOSAGE)
                .doesNotContain("puffs").doesNotContain("× 200");
    }

    @Test
    void correctingSalbutamolToSertralineWithTheMouseReplacesWhatSalbutamolFilledIn() {
        pickMedicine(page, 0, "salbu", SALBUTAMOL);
        assertThat(quantity()).isEqualTo("200");
        pickMedicine(page, 0, "sert 50", SERTRALINE);

        assertRowHoldsSertralinesOwnValues();
        assertThat(signedItem("9990000026")).contains(SERTRALINE + " × 28 tablets").contains(SERTRALINE_DOSAGE)
                .doesNotContain("puffs");
    }

    @Test
    void enterInTheOpenListPicksAndNeverSignsAndEscapeClosesIt() {
        fillInPatient(page, "9990000034");
        WebElement field = medicineField();
        field.sendKeys("amox 500");
        awaitOptions(1);
        field.sendKeys(Keys.ENTER);
        assertThat(page.findElements(By.id("message"))).as("Enter with the list open signs nothing").isEmpty();
        assertThat(field.getAttribute("aria-expanded")).isEqualTo("true");

        field.sendKeys(Keys.ESCAPE);
        assertThat(field.getAttribute("aria-expanded")).isEqualTo("false");
        assertThat(page.findElement(By.id("items0.dmdCode-list")).isDisplayed()).isFalse();

        // Typing over a picked medicine takes back what it filled in: the row names no product until one is picked.
        pickMedicine(page, 0, "amox 500", "Amoxicillin 500mg capsules");
        assertThat(quantity()).isEqualTo("21");
        field.sendKeys(Keys.BACK_SPACE);
        assertThat(quantity()).isEmpty();
        assertThat(page.findElement(By.id("medicine-announcement")).getText())
                .isEqualTo("Quantity and dosage cleared: pick a medicine from the list");
    }

    @Test
    void theFormIsAccessibleWithTheListOpenAndClosedAtBothWidths() {
        for (int width : new int[] {1280, 390}) {
            page.manage().window().setSize(new Dimension(width, 844));
            // No draft kept from the other width's typing: a blank form each time.
            ((JavascriptExecutor) page).executeScript("sessionStorage.clear()");
            page.get(system.prescriber().uri("/prescriptions/new").toString());
            assertThat(Axe.seriousViolations(page)).as("list closed at " + width + " px").isEmpty();
            assertThat(Axe.horizontalOverflow(page)).as("list closed scrolls sideways at " + width + " px").isZero();
            medicineField().sendKeys("a");
            awaitOptions(2);
            medicineField().sendKeys(Keys.ARROW_DOWN);
            assertThat(Axe.seriousViolations(page)).as("list open at " + width + " px").isEmpty();
            assertThat(Axe.horizontalOverflow(page)).as("list open scrolls sideways at " + width + " px").isZero();
            assertThat(page.findElement(By.id("medicine-results")).getText() + page.findElement(By.id("medicine-results"))
                    .getAttribute("textContent")).contains("found");
        }
    }

    private void assertRowHoldsSertralinesOwnValues() {
        assertThat(medicineIn(page, 0)).isEqualTo(SERTRALINE);
        assertThat(quantity()).isEqualTo("28");
        assertThat(page.findElement(By.id("items0.dosage")).getAttribute("value")).isEqualTo(SERTRALINE_DOSAGE);
        assertThat(page.findElement(By.cssSelector("#items0\\.quantity ~ .unit")).getText()).isEqualTo("tablets");
        assertThat(page.findElement(By.id("medicine-announcement")).getAttribute("aria-live")).isEqualTo("polite");
        assertThat(page.findElement(By.id("medicine-announcement")).getText())
                .isEqualTo("Quantity and dosage set for " + SERTRALINE + ": check them");
    }

    private WebElement medicineField() {
        return page.findElement(By.id("items0.dmdCode"));
    }

    private String quantity() {
        return page.findElement(By.id("items0.quantity")).getAttribute("value");
    }

    /** Waits until the open list shows at least {@code count} options. */
    private void awaitOptions(int count) {
        new WebDriverWait(page, PATIENCE).until(driver -> "true".equals(medicineField().getAttribute("aria-expanded"))
                && driver.findElements(By.cssSelector("#items0\\.dmdCode-list [role=option]")).size() >= count);
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
