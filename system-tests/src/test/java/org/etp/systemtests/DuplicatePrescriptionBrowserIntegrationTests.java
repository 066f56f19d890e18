package org.etp.systemtests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.systemtests.support.PrescriptionPage.fillIn;

import java.time.Duration;
import java.util.List;
import org.awaitility.Awaitility;
import org.etp.systemtests.support.EtpSystem;
import org.etp.systemtests.support.PageChecks;
import org.etp.systemtests.support.Replaced;
import org.etp.systemtests.support.SignedInPrescriberTest;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A second live prescription of the same medicine for the same patient, in real headless Chromium against both
 * apps: Back after signing, a changed quantity and Sign and send warn and sign nothing; Enter only warns again;
 * "Replace the earlier one" cancels the first through the pharmacy and signs the new one; "Sign anyway" signs both.
 */
class DuplicatePrescriptionBrowserIntegrationTests extends SignedInPrescriberTest {

    private static final Duration PATIENCE = Duration.ofSeconds(60);
    private static final String PATIENT = "9991000054";

    @Override
    protected String installation() {
        return "duplicate-prescription";
    }

    @Test
    void backAndAChangedQuantityWarnsOfTheLivePrescriptionAndReplacingItCancelsIt() {
        open("/prescriptions/new");
        fillIn(page, null, PATIENT);
        submit(By.id("issue"));
        assertThat(page.findElement(By.id("message")).getText()).contains("signed");
        String first = prescriptionsFor(PATIENT).get(0);

        page.navigate().back();
        WebElement quantity = page.findElement(By.id("items0.quantity"));
        quantity.clear();
        quantity.sendKeys("15");
        submit(By.id("issue"));

        WebElement warning = page.findElement(By.id("earlier-warning"));
        assertThat(warning.getText()).contains(first).contains("Amoxicillin 500mg capsules × 21 capsules")
                .contains("Nothing has been signed");
        assertThat(prescriptionsFor(PATIENT)).containsExactly(first);

        // Enter in a field is Sign and send, never either answer: it warns again.
        WebElement form = page.findElement(By.id("prescription-form"));
        page.findElement(By.id("givenName")).sendKeys(Keys.ENTER);
        new WebDriverWait(page, PATIENCE).until(Replaced.element(form));
        assertThat(page.findElement(By.id("earlier-warning")).getText()).contains(first);
        assertThat(prescriptionsFor(PATIENT)).containsExactly(first);

        awaitAccepted(first);
        submit(By.id("issue"));
        submit(By.id("replace-" + first));

        assertThat(page.findElement(By.id("message")).getText()).contains("signed")
                .contains("Prescription " + first + " is cancelled");
        List<String> both = prescriptionsFor(PATIENT);
        assertThat(both).hasSize(2).startsWith(first);
        assertThat(EtpSystem.query(system().prescriberDatabase(),
                "SELECT cancellation_reason FROM outbox WHERE kind = 'CANCEL' AND prescription_id = ?", first))
                .containsExactly("0001");
        assertThat(EtpSystem.query(system().prescriberDatabase(),
                "SELECT item_summary FROM outbox WHERE kind = 'SUBMIT' AND prescription_id = ?", both.get(1)))
                .singleElement().asString().contains("× 15");

        // The replacement is live now: a third asks again, and "Sign anyway" signs it beside it.
        open("/prescriptions/new");
        fillIn(page, null, PATIENT);
        submit(By.id("issue"));
        assertThat(page.findElement(By.id("earlier-warning")).getText()).contains(both.get(1)).doesNotContain(first);
        PageChecks.accessibleAtBothWidths(page, "earlier-prescription warning with Replace");
        submit(By.id("sign-anyway"));
        assertThat(page.findElement(By.id("message")).getText()).contains("signed");
        assertThat(prescriptionsFor(PATIENT)).hasSize(3);
    }

    private void awaitAccepted(String id) {
        Awaitility.await().atMost(PATIENCE).until(() -> EtpSystem.query(system().prescriberDatabase(),
                "SELECT status FROM outbox WHERE kind = 'SUBMIT' AND prescription_id = ?", id).contains("ACCEPTED"));
    }
}
