package org.etp.systemtests.support;

import java.time.Duration;
import java.util.List;
import org.etp.ac.pki.DemoPki;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A test of the prescription form in a fresh headless Chromium for each test, signed in as hart on the
 * prescriber of an {@link EtpSystem} started once for the test class (with the subclass's extra prescriber
 * arguments, if any).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class SignedInPrescriberTest {

    private static final Duration PATIENCE = Duration.ofSeconds(60);

    private EtpSystem system;
    private Browser browser;
    protected WebDriver page;

    /** The installation's name, for its directory under {@code target/system-tests}. */
    protected abstract String installation();

    /** Arguments the prescriber is started with besides the usual ones ({@code --key=value}). */
    protected List<String> prescriberArguments() {
        return List.of();
    }

    /** Makes the installation's PKI: the demo PKI, its keys in software, unless a subclass says otherwise. */
    protected EtpSystem.PkiMaker pki() {
        return DemoPki::init;
    }

    @BeforeAll
    void startBoth() {
        system = EtpSystem.started(installation(), pki(), prescriberArguments());
    }

    @AfterAll
    void stopBoth() {
        system.close();
    }

    protected EtpSystem system() {
        return system;
    }

    @BeforeEach
    void signInAsHart() {
        browser = Browser.open();
        page = browser.driver();
        open("/login");
        PrescriptionPage.signIn(page, "hart");
    }

    @AfterEach
    void closeBrowser() {
        browser.close();
    }

    protected void open(String path) {
        page.get(system().prescriber().uri(path).toString());
    }

    /** Presses this button of the prescription form and waits for the page its submission brings. */
    protected void submit(By button) {
        WebElement form = page.findElement(By.id("prescription-form"));
        page.findElement(button).click();
        new WebDriverWait(page, PATIENCE).until(Replaced.element(form));
    }

    /** Presses Sign and send. */
    protected void submit() {
        submit(By.id("issue"));
    }

    /** The IDs of the patient's prescriptions in the prescriber's outbox, oldest first. */
    protected List<String> prescriptionsFor(String nhsNumber) {
        return EtpSystem.query(system().prescriberDatabase(),
                "SELECT prescription_id FROM outbox WHERE kind = 'SUBMIT' AND nhs_number = ? ORDER BY id", nhsNumber);
    }
}
