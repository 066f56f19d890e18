package org.etp.systemtests.support;

import java.time.Duration;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/** What a person does on either app's sign-in page and on the prescriber's form, step by step in the browser. */
public final class PrescriptionPage {

    private PrescriptionPage() {
    }

    /** Signs in a demo account (its password is the username and {@code -demo}) on the page open now. */
    public static void signIn(WebDriver page, String username) {
        page.findElement(By.id("username")).sendKeys(username);
        page.findElement(By.id("password")).sendKeys(username + "-demo");
        WebElement button = page.findElement(By.id("sign-in"));
        button.click();
        // The page after signing in, not the login page still on its way out.
        new WebDriverWait(page, Duration.ofSeconds(30)).until(Replaced.element(button));
    }

    /**
     * Fills in the open prescription form for Ada Lovelace with this NHS number (typed as given): Amoxicillin,
     * the one pharmacy, and the form ({@code der}, {@code xml}, {@code oer}) unless null.
     */
    public static void fillIn(WebDriver page, String format, String nhsNumber) {
        fillInPatient(page, nhsNumber);
        pickMedicine(page, 0, "amox 500", "Amoxicillin 500mg capsules");
        if (format != null) {
            page.findElement(By.cssSelector("input[name='format'][value='" + format + "']")).click();
        }
    }

    /**
     * Types {@code typed} into item row {@code row}'s medicine search (0-based) and clicks the match named {@code name}
     * when the list shows it.
     */
    public static void pickMedicine(WebDriver page, int row, String typed, String name) {
        WebElement field = page.findElement(By.id("items" + row + ".dmdCode"));
        field.clear();
        field.sendKeys(typed);
        By option = By.xpath("//ul[@id='items" + row + ".dmdCode-list']/li[@role='option'][normalize-space()=\"" + name + "\"]");
        new WebDriverWait(page, Duration.ofSeconds(10)).ignoring(StaleElementReferenceException.class)
                .until(driver -> driver.findElement(option).isDisplayed());
        page.findElement(option).click();
    }

    /** The name the medicine field of item row {@code row} (0-based) shows. */
    public static String medicineIn(WebDriver page, int row) {
        return page.findElement(By.id("items" + row + ".dmdCode")).getAttribute("value");
    }

    /** Fills in the open prescription form's patient, Ada Lovelace with this NHS number, and the one pharmacy. */
    public static void fillInPatient(WebDriver page, String nhsNumber) {
        page.findElement(By.id("nhsNumber")).sendKeys(nhsNumber);
        page.findElement(By.id("givenName")).sendKeys("Ada");
        page.findElement(By.id("familyName")).sendKeys("Lovelace");
        ((JavascriptExecutor) page).executeScript("document.getElementById('birthDate').value = '1958-11-03'");
        page.findElement(By.id("addressLine1")).sendKeys("4 Station Road");
        page.findElement(By.id("town")).sendKeys("York");
        page.findElement(By.id("postcode")).sendKeys("YO31 7AB");
        new Select(page.findElement(By.id("pharmacy"))).selectByValue(EtpSystem.PHARMACY_ODS);
    }

    /**
     * Writes and signs a prescription for this NHS number on the signed-in {@code system}'s prescriber, waits on
     * the history until the pharmacy has accepted it, and returns its prescription ID.
     */
    public static String issueAccepted(EtpSystem system, WebDriver page, String nhsNumber) {
        page.get(system.prescriber().uri("/prescriptions/new").toString());
        fillIn(page, null, nhsNumber);
        page.findElement(By.id("issue")).click();
        new WebDriverWait(page, Duration.ofSeconds(60)).ignoring(StaleElementReferenceException.class)
                .until(driver -> "ACCEPTED".equals(driver.findElement(By.cssSelector("#history span.status"))
                        .getAttribute("data-status")));
        return page.findElement(By.cssSelector("#history tbody tr")).getAttribute("data-prescription-id");
    }
}
