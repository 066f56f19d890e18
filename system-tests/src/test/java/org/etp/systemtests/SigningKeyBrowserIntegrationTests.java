package org.etp.systemtests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.systemtests.support.PrescriptionPage.fillIn;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.NhsNumber;
import org.etp.ac.testing.SoftHsm;
import org.etp.ac.token.LockableToken;
import org.etp.ac.token.Pkcs11Token;
import org.etp.ac.token.TokenException;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.TrustException;
import org.etp.db.testing.TestDatabase;
import org.etp.systemtests.support.Browser;
import org.etp.systemtests.support.EtpSystem;
import org.etp.systemtests.support.PageChecks;
import org.etp.systemtests.support.PrescriptionPage;
import org.etp.systemtests.support.Replaced;
import org.etp.systemtests.support.SignedInPrescriberTest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Each prescriber's key in a SoftHSM2 token of their own, unlocked in headless Chromium on the Signing key page:
 * hart unlocks hers and signs; okafor's session, beside it, cannot sign with hart's key — neither as he is nor with
 * the forms changed in the browser to name her — and signs only as himself once he unlocked his own; and wrong PINs
 * are refused, counted, and lock the key at the fifth, after which no PIN is tried and nothing is signed.
 */
class SigningKeyBrowserIntegrationTests extends SignedInPrescriberTest {

    private static final Duration PATIENCE = Duration.ofSeconds(60);
    private static final AtomicInteger PATIENTS = new AtomicInteger(6000);

    @Override
    protected String installation() {
        return "signing-key";
    }

    /** hart's and okafor's keys in their own tokens, logged out before the app starts. */
    @Override
    protected EtpSystem.PkiMaker pki() {
        return dir -> {
            try {
                Pkcs11Token hart = SoftHsm.open(SoftHsm.HART);
                Pkcs11Token okafor = SoftHsm.open(SoftHsm.OKAFOR);
                PkiDirectory pki = DemoPki.initWithTokens(dir, false, PkiLayout.DEMO_PASSWORD.toCharArray(),
                        Optional.empty(), id -> id.startsWith("hart-") ? hart : id.startsWith("okafor-") ? okafor
                                : null);
                LockableToken.open(SoftHsm.LIBRARY, SoftHsm.HART, 1).lock();
                LockableToken.open(SoftHsm.LIBRARY, SoftHsm.OKAFOR, 1).lock();
                return pki;
            } catch (TokenException e) {
                throw new TrustException(e.getMessage(), e);
            }
        };
    }

    @AfterEach
    void noWrongPinsLeft() throws SQLException {
        TestDatabase database = system().prescriberDatabase();
        try (Connection connection = DriverManager.getConnection(database.url(), database.username(),
                database.password())) {
            connection.createStatement().executeUpdate("DELETE FROM signing_key_failure");
        }
    }

    @Test
    void refusesASecondPrescribersSessionTryingTheFirstOnesKey() {
        // Hart unlocks from the keyboard alone: Tab to the PIN field, type it, Enter.
        page.get(system().prescriber().uri("/signing-key").toString());
        PageChecks.keyboardWalkToAtBothWidths(page, "pin", "signing key page");
        WebElement main = page.findElement(By.tagName("main"));
        new Actions(page).sendKeys(SoftHsm.PIN).sendKeys(Keys.ENTER).perform();
        new WebDriverWait(page, PATIENCE).until(Replaced.element(main));
        assertThat(page.findElement(By.id("message")).getText()).contains("Your signing key is unlocked");
        page.get(system().prescriber().uri("/signing-key").toString());
        PageChecks.keyboardWalkToAtBothWidths(page, "lock-key", "signing key page, unlocked");
        String harts = newPatient();
        sign(page, harts);
        assertThat(page.findElement(By.id("message")).getText()).contains("signed");

        String patient = newPatient();
        try (Browser second = Browser.open()) {
            WebDriver okafor = second.driver();
            okafor.get(system().prescriber().uri("/login").toString());
            PrescriptionPage.signIn(okafor, "okafor");

            // As he is: his own key is locked, and hart's unlock is hers alone.
            okafor.get(system().prescriber().uri("/prescriptions/new").toString());
            assertThat(okafor.findElement(By.id("key-locked-banner")).getText()).contains("signing key is locked");
            sign(okafor, patient);
            assertThat(okafor.findElement(By.id("error-summary")).getText()).contains("Your signing key is locked")
                    .contains("Nothing was signed");
            assertThat(prescriptionsFor(patient)).isEmpty();

            // The refused form, as it came back, changed in the browser to name hart's key and account as the signer.
            ((JavascriptExecutor) okafor).executeScript("var form = document.getElementById('prescription-form');"
                    + " [['prescriberId', 'hart-rsa2048'], ['username', 'hart'], ['signer', 'hart-rsa2048']]"
                    + ".forEach(function (field) { var input = document.createElement('input'); input.type = 'hidden';"
                    + " input.name = field[0]; input.value = field[1]; form.appendChild(input); });");
            press(okafor, By.id("issue"));
            assertThat(okafor.findElement(By.id("error-summary")).getText()).contains("Your signing key is locked");
            assertThat(prescriptionsFor(patient)).isEmpty();

            // His own key, unlocked in his session (the unlock form, too, changed to name hart): signed as him only.
            okafor.get(system().prescriber().uri("/signing-key").toString());
            ((JavascriptExecutor) okafor).executeScript("var form = document.getElementById('unlock-form');"
                    + " var input = document.createElement('input'); input.type = 'hidden'; input.name = 'username';"
                    + " input.value = 'hart'; form.appendChild(input);");
            okafor.findElement(By.id("pin")).sendKeys(SoftHsm.PIN);
            press(okafor, By.id("unlock-key"));
            sign(okafor, patient);
            assertThat(okafor.findElement(By.id("message")).getText()).contains("signed");
        }
        assertThat(EtpSystem.query(system().prescriberDatabase(), "SELECT prescriber_id FROM outbox WHERE kind ="
                + " 'SUBMIT' AND nhs_number IN (?, ?) ORDER BY id", harts, patient))
                .containsExactly("hart-rsa2048", "okafor-rsa2048");
    }

    @Test
    void refusesWrongPinsUntilTheLockAndThenTriesNone() {
        for (int left = 4; left >= 1; left--) {
            unlock(page, "wrong-" + left);
            assertThat(page.findElement(By.id("flash-error")).getText()).contains("That PIN is not right")
                    .contains(left + (left == 1 ? " more wrong PIN locks" : " more wrong PINs lock"));
        }
        unlock(page, "wrong-0");
        assertThat(page.findElement(By.id("flash-error")).getText()).contains("After 5 wrong PINs in a row")
                .contains("Try again after");
        assertThat(page.findElement(By.id("key-locked-out")).getText()).contains("stays locked until");
        assertThat(page.findElements(By.id("pin"))).as("no PIN can be typed while it is locked").isEmpty();
        PageChecks.accessibleAtBothWidths(page, "signing key locked after wrong PINs");

        String patient = newPatient();
        sign(page, patient);
        assertThat(page.findElement(By.id("error-summary")).getText()).contains("Your signing key is locked");
        assertThat(prescriptionsFor(patient)).isEmpty();
        assertThat(EtpSystem.query(system().prescriberDatabase(), "SELECT failures FROM signing_key_failure WHERE"
                + " username = 'hart'")).containsExactly("5");
    }

    /** Opens the Signing key page, types {@code pin} and presses Unlock signing key. */
    private void unlock(WebDriver browser, String pin) {
        browser.get(system().prescriber().uri("/signing-key").toString());
        PageChecks.accessibleAtBothWidths(browser, "signing key page");
        browser.findElement(By.id("pin")).sendKeys(pin);
        press(browser, By.id("unlock-key"));
    }

    /** Writes a prescription for {@code patient} on a blank form (no draft restored) and presses Sign and send. */
    private void sign(WebDriver browser, String patient) {
        browser.get(system().prescriber().uri("/prescriptions/new").toString());
        ((JavascriptExecutor) browser).executeScript("window.sessionStorage.clear();");
        browser.get(system().prescriber().uri("/prescriptions/new").toString());
        fillIn(browser, null, patient);
        press(browser, By.id("issue"));
    }

    private static void press(WebDriver browser, By button) {
        WebElement main = browser.findElement(By.tagName("main"));
        browser.findElement(button).click();
        new WebDriverWait(browser, PATIENCE).until(Replaced.element(main));
    }

    private static String newPatient() {
        while (true) {
            NhsNumber number = NhsNumber.withCheckDigit(String.format("999%06d", PATIENTS.incrementAndGet()));
            if (number != null) {
                return number.value();
            }
        }
    }
}
