package org.etp.systemtests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.systemtests.support.PrescriptionPage.fillIn;
import static org.etp.systemtests.support.PrescriptionPage.medicineIn;
import static org.etp.systemtests.support.PrescriptionPage.pickMedicine;
import static org.etp.systemtests.support.PrescriptionPage.signIn;

import org.etp.systemtests.support.EtpSystem;
import org.etp.systemtests.support.PageChecks;
import org.etp.systemtests.support.SignedInPrescriberTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/**
 * A typed prescription is not lost, in real headless Chromium against both apps: a reload after a refused post
 * and a sign-in after the session ended bring the draft back, said so; signing clears it.
 */
class DraftBrowserIntegrationTests extends SignedInPrescriberTest {

    @Override
    protected String installation() {
        return "draft";
    }

    @BeforeEach
    void openTheForm() {
        open("/prescriptions/new");
    }

    @Test
    void aReloadAfterARefusedPostShowsTheFormAsItWas() {
        fillIn(page, null, "9991000127");
        page.findElement(By.id("add-item")).click();
        pickMedicine(page, 1, "rami 5", "Ramipril 5mg capsules");
        page.findElement(By.id("postcode")).clear();
        submit();
        assertThat(page.findElement(By.id("postcode-error")).getText()).isNotBlank();

        page.navigate().refresh();

        assertThat(page.findElement(By.id("draft-restored")).isDisplayed()).isTrue();
        assertThat(page.findElement(By.id("nhsNumber")).getDomProperty("value")).isEqualTo("999 100 0127");
        assertThat(page.findElement(By.id("familyName")).getDomProperty("value")).isEqualTo("Lovelace");
        assertThat(medicineIn(page, 1)).isEqualTo("Ramipril 5mg capsules");
        assertThat(page.findElement(By.id("items0.dosage")).getDomProperty("value"))
                .isEqualTo("One capsule three times a day for 7 days");
        PageChecks.accessibleAtBothWidths(page, "restored draft");
    }

    @Test
    void aFormPostedAfterTheSessionEndedIsRestoredAfterSignInAndClearedOnceSigned() {
        fillIn(page, null, "9991000135");
        page.manage().deleteCookieNamed("JSESSIONID");
        submit();
        assertThat(prescriptionsFor("9991000135")).isEmpty();

        open("/login");
        signIn(page, "hart");
        assertThat(page.getCurrentUrl()).endsWith("/prescriptions/new");
        assertThat(page.findElement(By.id("draft-restored")).getText()).contains("Your unsent draft was restored");
        assertThat(page.findElement(By.id("nhsNumber")).getDomProperty("value")).isEqualTo("999 100 0135");
        new Select(page.findElement(By.id("pharmacy"))).selectByValue(EtpSystem.PHARMACY_ODS);
        submit();
        assertThat(page.findElement(By.id("message")).getText()).contains("signed");
        assertThat(prescriptionsFor("9991000135")).hasSize(1);

        open("/prescriptions/new");
        assertThat(page.findElement(By.id("draft-restored")).isDisplayed()).isFalse();
        assertThat(page.findElement(By.id("nhsNumber")).getDomProperty("value")).isEmpty();
    }
}
