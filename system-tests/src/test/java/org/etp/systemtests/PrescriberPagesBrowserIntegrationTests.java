package org.etp.systemtests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.systemtests.support.PrescriptionPage.fillIn;
import static org.etp.systemtests.support.PrescriptionPage.signIn;

import java.time.Duration;
import org.etp.systemtests.support.Axe;
import org.etp.systemtests.support.Browser;
import org.etp.systemtests.support.EtpSystem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Every prescriber page in the states that matter (empty, refused with errors, warned of an identical
 * prescription, with data, the patient token, errors), in real headless Chromium: axe-core finds no serious or
 * critical violation at 1280 or at 390 px wide, where nothing scrolls sideways, not even a table. Also a revoked prescriber is
 * told at sign-in, once, and gets the form disabled, and the prescription's page names its signer in words.
 */
class PrescriberPagesBrowserIntegrationTests {

    private static EtpSystem system;

    @BeforeAll
    static void startBoth() {
        system = EtpSystem.started("prescriber-pages");
    }

    @AfterAll
    static void stopBoth() {
        system.close();
    }

    @Test
    void everyPageIsAccessibleAndFitsTheWindow() {
        try (Browser browser = Browser.open()) {
            WebDriver page = browser.driver();
            open(page, "/login");
            check(page, "login");
            signIn(page, "okafor");
            check(page, "empty form");
            open(page, "/prescriptions");
            check(page, "empty history");
            page.findElement(By.id("nav-new")).click();
            page.findElement(By.id("issue")).click();
            // After the refused post the error summary has the focus.
            new WebDriverWait(page, Duration.ofSeconds(10)).ignoring(StaleElementReferenceException.class)
                    .until(driver -> "error-summary".equals(driver.switchTo().activeElement().getAttribute("id")));
            // Post/Redirect/Get: the refused form is shown at its own address, so a reload posts nothing.
            assertThat(page.getCurrentUrl()).endsWith("/prescriptions/new");
            check(page, "form with errors");
            String der = sign(page, "der", "9434765919");
            String xml = sign(page, "xml", "9990000026");
            open(page, "/prescriptions/new");
            fillIn(page, "oer", "943 476 5919");
            page.findElement(By.id("issue")).click();
            assertThat(page.findElement(By.id("earlier-warning")).getText()).contains(der);
            assertThat(page.getCurrentUrl()).endsWith("/prescriptions/new");
            check(page, "earlier-prescription warning");
            open(page, "/prescriptions");
            check(page, "history with data");
            open(page, "/prescriptions/" + der);
            check(page, "DER detail");
            open(page, "/prescriptions/" + xml);
            check(page, "XML detail");
            open(page, "/prescriptions/" + der + "/token");
            check(page, "patient token");
            open(page, "/prescriptions/AAAAAA-Y12345-00000X");
            check(page, "404 page");
            open(page, "/prescriptions?page=abc");
            check(page, "400 page");
            open(page, "/settings");
            check(page, "settings");
        }
    }

    @Test
    void namesTheSignerOfAPrescriptionInWordsNotAsADistinguishedName() {
        try (Browser browser = Browser.open()) {
            WebDriver page = browser.driver();
            open(page, "/login");
            signIn(page, "hart");
            String id = sign(page, "der", "9992000058");
            open(page, "/prescriptions/" + id);

            assertThat(page.findElement(By.cssSelector("dd.dn")).getText()).endsWith(", Dr Amelia Hart"
                    + " (GMC 7012345, general practitioner), Riverside Medical Practice (Y12345)");
            // The certificate's own dump (the encoding section) spells it as the certificate does; nothing else.
            assertThat((String) ((JavascriptExecutor) page).executeScript("var main = document.querySelector('main')"
                    + ".cloneNode(true); main.querySelector('#encoding-section').remove(); return main.textContent;"))
                    .as("the prescription's page but its encoding").doesNotContain("CN=").doesNotContain("TITLE=")
                    .doesNotContain("GENERAL_PRACTITIONER");
        }
    }

    @Test
    void aRevokedPrescriberIsToldAtSignInAndCannotSign() {
        try (Browser browser = Browser.open()) {
            WebDriver page = browser.driver();
            open(page, "/login");
            signIn(page, "vane");
            assertThat(page.findElement(By.id("certificate-problem")).getText())
                    .contains("Your signing certificate was revoked on").contains("registration authority");
            // The form is there to read, but disabled: nothing can be typed or signed, and the reason is said once.
            assertThat(page.findElement(By.id("issue")).isEnabled()).isFalse();
            assertThat(page.findElement(By.id("nhsNumber")).isEnabled()).isFalse();
            assertThat(page.getPageSource().split("Your signing certificate was revoked", -1)).hasSize(2);
            check(page, "disabled form of a revoked prescriber");
            open(page, "/prescriptions");
            assertThat(page.findElement(By.id("history-total")).getText()).contains("No prescriptions yet");
        }
    }

    private static void check(WebDriver page, String what) {
        for (int width : new int[] {1280, 390}) {
            page.manage().window().setSize(new Dimension(width, 900));
            assertThat(Axe.horizontalOverflow(page)).as(what + " scrolls sideways at " + width + " px").isZero();
            if (width == 390) {
                assertThat(Axe.tableOverflow(page)).as(what + ": a table scrolls sideways at 390 px").isZero();
            }
            assertThat(Axe.seriousViolations(page)).as(what + ": serious or critical axe-core violations at "
                    + width + " px").isEmpty();
        }
        page.manage().window().setSize(new Dimension(1280, 900));
    }

    private static String sign(WebDriver page, String format, String nhsNumber) {
        open(page, "/prescriptions/new");
        fillIn(page, format, nhsNumber);
        page.findElement(By.id("issue")).click();
        new WebDriverWait(page, Duration.ofSeconds(30)).until(driver -> !driver.findElements(By.id("message")).isEmpty());
        return page.findElement(By.cssSelector("#history tbody tr")).getAttribute("data-prescription-id");
    }

    private static void open(WebDriver page, String path) {
        page.get(system.prescriber().uri(path).toString());
    }
}
