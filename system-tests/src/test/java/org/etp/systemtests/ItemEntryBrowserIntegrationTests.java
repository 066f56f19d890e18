package org.etp.systemtests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.systemtests.support.PrescriptionPage.fillIn;
import static org.etp.systemtests.support.PrescriptionPage.pickMedicine;

import java.util.List;
import org.etp.systemtests.support.EtpSystem;
import org.etp.systemtests.support.PageChecks;
import org.etp.systemtests.support.SignedInPrescriberTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;

/**
 * What a prescriber types into an item row, in real headless Chromium against both apps: a long dosage is
 * kept whole (never cut at a field's length) with its length shown, and refused with the text kept when it
 * passes the model's limit; the quantity is digits only, and an implausible quantity waits for the prescriber's
 * yes before anything is signed.
 */
class ItemEntryBrowserIntegrationTests extends SignedInPrescriberTest {

    /** 214 characters, as in the walk that found the dosage cut at 200. */
    static final String LONG_DOSAGE = "Take one or two tablets every four to six hours when required for pain or"
            + " fever, with a full glass of water. Do not take more than 8 tablets in 24 hours. Do not take with any"
            + " other medicines containing paracetamol.";

    @Override
    protected String installation() {
        return "item-entry";
    }

    @BeforeEach
    void openTheForm() {
        open("/prescriptions/new");
    }

    @Test
    void keepsALongDosageWholeShowsItsLengthAndSignsItUncut() {
        assertThat(LONG_DOSAGE).hasSize(214);
        fillIn(page, null, "9991000062");
        WebElement dosage = page.findElement(By.id("items0.dosage"));
        dosage.clear();
        dosage.sendKeys(LONG_DOSAGE);

        assertThat(dosage.getDomProperty("value")).isEqualTo(LONG_DOSAGE);
        assertThat(page.findElement(By.id("items0.dosage-count")).getText()).isEqualTo("214 of 500 characters");
        submit();

        String id = only("9991000062");
        open("/prescriptions/" + id);
        assertThat(page.findElement(By.tagName("main")).getText()).contains(LONG_DOSAGE);
    }

    @Test
    void refusesADosageOverTheLimitAndKeepsItsText() {
        fillIn(page, null, "9991000070");
        String tooLong = LONG_DOSAGE + " " + LONG_DOSAGE
                + " Take with food and plenty of water; keep out of the reach of young children.";
        assertThat(tooLong.strip()).hasSizeGreaterThan(500);
        WebElement dosage = page.findElement(By.id("items0.dosage"));
        dosage.clear();
        dosage.sendKeys(tooLong);
        submit();

        assertThat(page.findElement(By.id("items0.dosage-error")).getText()).contains("at most 500 characters");
        assertThat(page.findElement(By.id("items0.dosage")).getDomProperty("value")).isEqualTo(tooLong);
        PageChecks.accessibleAtBothWidths(page, "dosage over its limit");
        assertThat(prescriptionsFor("9991000070")).isEmpty();
    }

    @Test
    void showsTheUsualDosageWholeAtDesktopWidthAndStacksTheRowOnAPhone() {
        pickMedicine(page, 0, "parac 500", "Paracetamol 500mg tablets");
        WebElement dosage = page.findElement(By.id("items0.dosage"));
        page.manage().window().setSize(new Dimension(1280, 800));
        assertThat((Boolean) ((JavascriptExecutor) page).executeScript("var d = arguments[0];"
                + " return d.scrollHeight <= d.clientHeight && d.scrollWidth <= d.clientWidth;", dosage)).isTrue();
        page.manage().window().setSize(new Dimension(390, 844));
        int medicine = page.findElement(By.id("items0.dmdCode")).getRect().getY();
        int quantity = page.findElement(By.id("items0.quantity")).getRect().getY();
        assertThat(quantity).isGreaterThan(medicine);
        assertThat(dosage.getRect().getY()).isGreaterThan(quantity);
        page.manage().window().setSize(new Dimension(1280, 800));
    }

    @Test
    void aFormOfFourItemsOffersNoFifthAndFitsAPhone() {
        for (int row = 1; row < 4; row++) {
            submit(By.id("add-item"));
        }
        assertThat(page.findElements(By.cssSelector("input.medicine"))).hasSize(4);
        assertThat(page.findElements(By.id("add-item"))).isEmpty();
        assertThat(page.findElement(By.id("items-full")).getText()).isEqualTo("A prescription holds at most 4 items.");
        PageChecks.accessibleAtBothWidths(page, "form with four items");
    }

    @Test
    void refusesAQuantityInScientificNotation() {
        fillIn(page, null, "9991000089");
        WebElement quantity = page.findElement(By.id("items0.quantity"));
        quantity.clear();
        quantity.sendKeys("1e3");
        submit();

        assertThat(page.findElement(By.id("items0.quantity-error")).getText()).contains("whole number in digits");
        assertThat(prescriptionsFor("9991000089")).isEmpty();
    }

    @Test
    void warnsOfAThousandParacetamolAndSignsOnlyOnceTheQuantityIsConfirmed() {
        fillIn(page, null, "9991000097");
        pickMedicine(page, 0, "parac 500", "Paracetamol 500mg tablets");
        WebElement quantity = page.findElement(By.id("items0.quantity"));
        quantity.clear();
        quantity.sendKeys("1000");
        WebElement dosage = page.findElement(By.id("items0.dosage"));
        dosage.clear();
        dosage.sendKeys("One or two tablets four times a day when required");
        submit();

        assertThat(page.findElement(By.id("items0.quantity-warning")).getText())
                .contains("more than 3 times the usual 32").contains("125 days");
        assertThat(prescriptionsFor("9991000097")).isEmpty();
        PageChecks.accessibleAtBothWidths(page, "quantity warning");

        page.findElement(By.id("items0.confirmedQuantity")).click();
        submit();
        assertThat(page.findElement(By.id("message")).getText()).contains("signed");
        assertThat(prescriptionsFor("9991000097")).hasSize(1);
    }

    private String only(String nhsNumber) {
        List<String> ids = prescriptionsFor(nhsNumber);
        assertThat(ids).hasSize(1);
        return ids.get(0);
    }
}
