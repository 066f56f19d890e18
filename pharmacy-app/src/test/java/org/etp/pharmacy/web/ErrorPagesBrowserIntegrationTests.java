package org.etp.pharmacy.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.Profile;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.support.Arrivals;
import org.etp.pharmacy.support.CounterAppTest;
import org.etp.pharmacy.support.CounterBrowser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The error pages as a person meets them in the browser: in the counter's layout with its navigation, never
 * Spring's bare page, and 400 for a query parameter the counter cannot use rather than quietly another page.
 */
@CounterAppTest
class ErrorPagesBrowserIntegrationTests {

    @RegisterExtension
    static final CounterBrowser browser = new CounterBrowser();

    @Autowired
    IntakeServer intake;

    @Test
    void answersQueryParametersItCannotUseWith400OnAStyledPage() {
        browser.signIn("lee", "lee-demo");
        for (String path : new String[] {"/queue?page=abc", "/queue?status=BOGUS", "/queue?page=-1",
                "/dashboard?minutes=7"}) {
            assertThat(browser.status(path)).as(path).isEqualTo(400);
            browser.open(path);
            assertStyledError("400", "Bad request");
        }
        browser.assertAccessible("the 400 page");
    }

    @Test
    void answersAnUnknownPrescriptionWith404OnAStyledPage() {
        String unknown = "/prescriptions/" + PrescriptionId.of(0x0BAD00, "Y00000", 0x00404).value();
        browser.signIn("lee", "lee-demo");

        assertThat(browser.status(unknown)).isEqualTo(404);
        browser.open(unknown);
        assertStyledError("404", "Not found");
        browser.assertAccessible("the 404 page");
    }

    @Test
    void answersATechniciansDispenseWith403OnAStyledPage() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 570_001);
        browser.signIn("lee", "lee-demo");
        browser.open("/prescriptions/" + id);
        assertThat(browser.driver().findElements(By.id("actions"))).isEmpty();
        browser.assertAccessible("a prescription as a technician sees it");

        // The page offers a technician no action: post the form a pharmacist's page would have.
        browser.script("var form = document.createElement('form'); form.method = 'post';"
                + " form.action = arguments[0] + '/dispense';"
                + " form.appendChild(document.querySelector('input[name=_csrf]').cloneNode());"
                + " document.body.appendChild(form); form.submit();", browser.url("/prescriptions/" + id));
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.presenceOfElementLocated(By.id("error")));

        assertStyledError("403", "Not allowed");
        assertThat(browser.find("refused-rule").getText()).startsWith("Only a pharmacist can dispense");
        browser.assertAccessible("the 403 page");

        browser.open("/audit");
        assertStyledError("403", "Not allowed");
        assertThat(browser.find("refused-rule").getText()).startsWith("The audit records are for pharmacists only.");
        browser.open("/prescriptions/" + id);
        assertThat(browser.find("audit").getText()).contains("lee", "refused", "not allowed");
    }

    private static void assertStyledError(String status, String heading) {
        assertThat(browser.find("error-status").getText()).isEqualTo(status);
        assertThat(browser.driver().findElement(By.tagName("h1")).getText()).isEqualTo(heading);
        assertThat(browser.driver().findElements(By.cssSelector("header nav a"))).isNotEmpty();
        assertThat(browser.driver().getPageSource()).doesNotContain("Whitelabel");
    }
}
