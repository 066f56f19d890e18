package org.etp.systemtests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.systemtests.support.PrescriptionPage.fillIn;

import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.etp.ac.prescription.NhsNumber;
import org.etp.systemtests.support.EtpSystem;
import org.etp.systemtests.support.PageChecks;
import org.etp.systemtests.support.PrescriptionPage;
import org.etp.systemtests.support.Replaced;
import org.etp.systemtests.support.SignedInPrescriberTest;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.openqa.selenium.virtualauthenticator.HasVirtualAuthenticator;
import org.openqa.selenium.virtualauthenticator.VirtualAuthenticator;
import org.openqa.selenium.virtualauthenticator.VirtualAuthenticatorOptions;

/**
 * Each signature confirmed with a passkey over the prescription's own hash, in headless Chromium with its virtual
 * authenticator (CTAP2, resident keys, user verification) against both apps, the prescriber requiring a passkey:
 * a prescriber registers one on the settings page and signs a prescription with it, which reaches the pharmacy; an
 * assertion over other bytes, the same assertion posted again, another prescriber's passkey and one without user
 * verification are refused, and nothing is signed; a batch of prescriptions is confirmed with one touch. WebAuthn needs a secure context and a valid RP ID, so the pages
 * are opened as {@code http://localhost:PORT}, never 127.0.0.1.
 */
class PasskeyBrowserIntegrationTests extends SignedInPrescriberTest {

    private static final Duration PATIENCE = Duration.ofSeconds(60);
    private static final AtomicInteger PATIENTS = new AtomicInteger(4000);
    private static final AtomicInteger PASSKEYS = new AtomicInteger();
    private static final String CAPTURE = "document.getElementById('passkey-form').addEventListener('submit',"
            + " function () { var fields = {}; ['credentialId', 'authenticatorData', 'clientDataJson', 'signature',"
            + " 'userHandle'].forEach(function (name) { fields[name] = document.querySelector('[name=' + name + ']')"
            + ".value; }); window.sessionStorage.setItem('captured', JSON.stringify(fields)); });";
    private static final String REPLAY = "var fields = JSON.parse(window.sessionStorage.getItem('captured'));"
            + " var form = document.createElement('form'); form.method = 'post'; form.action = '/prescriptions/confirm';"
            + " fields._csrf = document.querySelector('input[name=_csrf]').value;"
            + " Object.keys(fields).forEach(function (name) { var input = document.createElement('input');"
            + " input.type = 'hidden'; input.name = name; input.value = fields[name]; form.appendChild(input); });"
            + " document.body.appendChild(form); form.submit();";

    @Override
    protected String installation() {
        return "passkeys";
    }

    @Override
    protected List<String> prescriberArguments() {
        return List.of("--etp.signing.passkey=required");
    }

    @Test
    void registersAPasskeyAndSignsAPrescriptionConfirmedWithItThatReachesThePharmacy() {
        authenticator(true);
        String label = register("Surgery laptop");
        String patient = newPatient();

        confirmationPage(patient);
        assertThat(page.findElement(By.id("confirm-patient")).getText()).contains("Ada Lovelace");
        assertThat(page.findElement(By.id("confirming")).getText()).contains("Amoxicillin 500mg capsules")
                .contains(EtpSystem.PHARMACY_NAME);
        String digest = page.findElement(By.id("confirm-digest-full")).getText();
        assertThat(prescriptionsFor(patient)).as("nothing signed before the passkey confirms").isEmpty();
        press(By.id("confirm-passkey"));

        assertThat(page.findElement(By.id("message")).getText()).contains("signed")
                .contains("Confirmed with passkey " + label);
        String id = prescriptionsFor(patient).get(0);
        new WebDriverWait(page, PATIENCE).ignoring(StaleElementReferenceException.class).until(driver -> EtpSystem
                .query(system().pharmacyDatabase(), "SELECT prescription_id FROM prescription WHERE prescription_id = ?",
                        id).size() == 1);
        assertThat(EtpSystem.query(system().prescriberDatabase(), "SELECT encode(c.challenge, 'hex') FROM"
                + " passkey_confirmation c JOIN outbox o ON o.id = c.outbox_id WHERE o.prescription_id = ?", id))
                .containsExactly(digest);
        open("/prescriptions/" + id);
        assertThat(page.findElement(By.id("passkey-confirmation")).getText())
                .contains("Confirmed with passkey " + label + " at").contains(digest);
    }

    @Test
    void confirmsABatchWithOnePasskeyTouchAndEachPrescriptionReachesThePharmacy() {
        authenticator(true);
        String label = register("Surgery laptop");
        List<String> patients = List.of(newPatient(), newPatient());
        for (String patient : patients) {
            open("/prescriptions/new");
            fillIn(page, null, patient);
            submit(By.id("add-to-batch"));
            assertThat(page.findElement(By.id("message")).getText()).contains("was added to your batch");
        }
        assertThat(page.findElement(By.id("batch-waiting")).getText()).contains("2 prescriptions wait in your batch");
        press(By.id("batch-link"));
        assertThat(page.findElements(By.cssSelector("#batch .batch-entry"))).hasSize(2);
        PageChecks.accessibleAtBothWidths(page, "the batch page");
        assertThat(patients.stream().map(this::prescriptionsFor)).as("nothing signed before the passkey confirms")
                .allMatch(List::isEmpty);

        // Confirmed from the keyboard alone: Tab to the button, past every entry's Edit and Take out, then Enter.
        List<String> batched = page.findElements(By.cssSelector("#batch .batch-entry")).stream()
                .map(row -> row.getAttribute("data-prescription-id")).toList();
        assertThat(PageChecks.keyboardWalkToAtBothWidths(page, "confirm-passkey", "the batch page"))
                .startsWith("a 'Skip to content'").containsSubsequence("edit-" + batched.get(0),
                        "remove-" + batched.get(0), "edit-" + batched.get(1), "remove-" + batched.get(1),
                        "confirm-passkey");
        pressKey(Keys.ENTER);

        assertThat(page.findElement(By.id("message")).getText()).contains("2 prescriptions")
                .contains("confirmed together with passkey " + label);
        for (String patient : patients) {
            String id = prescriptionsFor(patient).get(0);
            new WebDriverWait(page, PATIENCE).until(driver -> EtpSystem.query(system().pharmacyDatabase(),
                    "SELECT prescription_id FROM prescription WHERE prescription_id = ?", id).size() == 1);
        }
    }

    @Test
    void cancelsAPrescriptionOnlyOnceThePasskeyConfirmedTheCancellation() {
        authenticator(true);
        String label = register("Surgery laptop");
        String patient = newPatient();
        confirmationPage(patient);
        PageChecks.accessibleAtBothWidths(page, "the confirmation page");
        press(By.id("confirm-passkey"));
        String id = prescriptionsFor(patient).get(0);
        new WebDriverWait(page, PATIENCE).until(driver -> EtpSystem.query(system().prescriberDatabase(),
                "SELECT prescription_id FROM outbox WHERE prescription_id = ? AND status = 'ACCEPTED'", id).size() == 1);

        open("/prescriptions/" + id);
        new Select(page.findElement(By.id("cancel-reason"))).selectByValue("0002");
        page.findElement(By.id("cancel-confirmed")).click();
        press(By.id("cancel"));
        assertThat(page.findElement(By.tagName("h1")).getText()).isEqualTo("Confirm the cancellation with your passkey");
        assertThat(page.findElement(By.id("confirm-cancelled")).getText()).isEqualTo(id);
        PageChecks.accessibleAtBothWidths(page, "the cancellation's confirmation page");
        assertThat(EtpSystem.query(system().prescriberDatabase(), "SELECT prescription_id FROM outbox WHERE"
                + " prescription_id = ? AND kind = 'CANCEL'", id)).as("nothing cancelled before the passkey").isEmpty();
        PageChecks.keyboardWalkToAtBothWidths(page, "confirm-passkey", "the cancellation's confirmation page");
        pressKey(Keys.ENTER);

        assertThat(page.findElement(By.id("message")).getText()).contains("The cancellation of " + id)
                .contains("confirmed with passkey " + label);
        new WebDriverWait(page, PATIENCE).until(driver -> EtpSystem.query(system().pharmacyDatabase(),
                "SELECT prescription_id FROM prescription WHERE prescription_id = ? AND status = 'CANCELLED'", id)
                .size() == 1);
    }

    @Test
    void refusesAnAssertionOverOtherBytesAndSignsNothing() {
        authenticator(true);
        register("Surgery laptop");
        String patient = newPatient();
        confirmationPage(patient);

        script("document.getElementById('passkey-form').setAttribute('data-challenge',"
                + " 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8')");
        press(By.id("confirm-passkey"));

        assertThat(page.findElement(By.id("error-summary")).getText())
                .contains("The passkey confirmation was refused").contains("confirms other content");
        assertThat(prescriptionsFor(patient)).isEmpty();
    }

    @Test
    void refusesTheSameAssertionPostedAgainAndSignsNothingMore() {
        authenticator(true);
        register("Surgery laptop");
        String patient = newPatient();
        confirmationPage(patient);
        script(CAPTURE);
        press(By.id("confirm-passkey"));
        assertThat(page.findElement(By.id("message")).getText()).contains("signed");

        WebElement history = page.findElement(By.tagName("main"));
        script(REPLAY);
        new WebDriverWait(page, PATIENCE).until(Replaced.element(history));
        assertThat(page.findElement(By.id("flash-error")).getText())
                .contains("Nothing was waiting for a passkey confirmation");

        // Posted over the next prescription waiting for confirmation, it confirms other bytes.
        String next = newPatient();
        confirmationPage(next);
        script("var fields = JSON.parse(window.sessionStorage.getItem('captured'));"
                + " document.getElementById('assertion-credential-id').value = fields.credentialId;"
                + " document.getElementById('assertion-authenticator-data').value = fields.authenticatorData;"
                + " document.getElementById('assertion-client-data').value = fields.clientDataJson;"
                + " document.getElementById('assertion-signature').value = fields.signature;"
                + " document.getElementById('assertion-user-handle').value = fields.userHandle;");
        WebElement form = page.findElement(By.id("passkey-form"));
        script("document.getElementById('passkey-form').requestSubmit();");
        new WebDriverWait(page, PATIENCE).until(Replaced.element(form));
        assertThat(page.findElement(By.id("error-summary")).getText()).contains("confirms other content");
        assertThat(prescriptionsFor(patient)).hasSize(1);
        assertThat(prescriptionsFor(next)).isEmpty();
    }

    @Test
    void refusesAnotherPrescribersPasskey() {
        VirtualAuthenticator authenticator = authenticator(true);
        register("Hart's laptop");
        String harts = Base64.getUrlEncoder().withoutPadding().encodeToString(
                authenticator.getCredentials().get(0).getId());
        press(By.id("logout"));
        open("/login");
        PrescriptionPage.signIn(page, "okafor");
        // Without a passkey of his own, the form says to register one first and cannot be sent.
        open("/prescriptions/new");
        assertThat(page.findElement(By.id("passkey-missing")).getText()).contains("Register a passkey");
        assertThat(page.findElement(By.id("issue")).isEnabled()).isFalse();
        register("Okafor's laptop");
        String patient = newPatient();
        confirmationPage(patient);

        script("document.getElementById('passkey-form').setAttribute('data-credentials', arguments[0])", harts);
        press(By.id("confirm-passkey"));

        assertThat(page.findElement(By.id("error-summary")).getText()).contains("That passkey is not one of yours");
        assertThat(prescriptionsFor(patient)).isEmpty();
    }

    @Test
    void refusesAnAssertionWithoutUserVerification() {
        VirtualAuthenticator authenticator = authenticator(true);
        register("Surgery laptop");
        String patient = newPatient();
        confirmationPage(patient);

        // An authenticator that does not verify its user, asked (by a page changed in the browser) not to try.
        authenticator.setUserVerified(false);
        script("var get = navigator.credentials.get.bind(navigator.credentials);"
                + " navigator.credentials.get = function (options) {"
                + " options.publicKey.userVerification = 'discouraged'; return get(options); };");
        press(By.id("confirm-passkey"));

        assertThat(page.findElement(By.id("error-summary")).getText()).contains("did not verify you");
        assertThat(prescriptionsFor(patient)).isEmpty();
    }

    private VirtualAuthenticator authenticator(boolean userVerified) {
        return ((HasVirtualAuthenticator) page).addVirtualAuthenticator(new VirtualAuthenticatorOptions()
                .setProtocol(VirtualAuthenticatorOptions.Protocol.CTAP2)
                .setTransport(VirtualAuthenticatorOptions.Transport.INTERNAL).setHasResidentKey(true)
                .setHasUserVerification(true).setIsUserVerified(userVerified).setIsUserConsenting(true));
    }

    /**
     * Registers a passkey named {@code label} and a number of its own on the settings page, waits until the page
     * lists it, and returns its name.
     */
    private String register(String label) {
        String name = label + " " + PASSKEYS.incrementAndGet();
        open("/settings");
        page.findElement(By.id("passkey-label")).sendKeys(name);
        page.findElement(By.id("register-passkey")).click();
        new WebDriverWait(page, PATIENCE).ignoring(StaleElementReferenceException.class)
                .until(driver -> driver.findElements(By.cssSelector("#passkey-list .passkey-label")).stream()
                        .anyMatch(each -> each.getText().equals(name)));
        return name;
    }

    /** Writes a prescription for {@code patient} and presses Sign and send: the confirmation page opens. */
    private void confirmationPage(String patient) {
        open("/prescriptions/new");
        fillIn(page, null, patient);
        submit();
        assertThat(page.findElement(By.tagName("h1")).getText()).isEqualTo("Confirm with your passkey and sign");
    }

    /** Presses a button whose answer is a new page, and waits for it. */
    private void press(By button) {
        WebElement main = page.findElement(By.tagName("main"));
        page.findElement(button).click();
        new WebDriverWait(page, PATIENCE).until(Replaced.element(main));
    }

    /** Presses a key on the focused element, whose answer is a new page, and waits for it. */
    private void pressKey(CharSequence key) {
        WebElement main = page.findElement(By.tagName("main"));
        new Actions(page).sendKeys(key).perform();
        new WebDriverWait(page, PATIENCE).until(Replaced.element(main));
    }

    private void script(String script, Object... arguments) {
        ((JavascriptExecutor) page).executeScript(script, arguments);
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
