package org.etp.pharmacy.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.ChargeExemption;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.wire.ResponseStatus;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.support.Arrivals;
import org.etp.pharmacy.support.CounterAppTest;
import org.etp.pharmacy.support.CounterBrowser;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Every counter page, in the states that matter, checked by axe-core (no serious or critical violation), at
 * 1280 and 390 px without sideways scrolling, and for what a person using a keyboard or a screen reader
 * needs: a language, a skip link, one {@code <h1>}, a label for each control, errors tied to their fields
 * with a summary that takes the focus, arrivals in a live region, and charts with their figures as tables.
 */
@CounterAppTest
class AccessibilityBrowserIntegrationTests {

    @RegisterExtension
    static final CounterBrowser browser = new CounterBrowser();

    @Autowired
    IntakeServer intake;

    @Test
    void signInPageEmptyAndAfterAWrongPassword() {
        browser.driver().manage().deleteAllCookies();
        browser.open("/login");
        browser.assertAccessible("the sign-in page");

        browser.find("username").sendKeys("shah");
        browser.find("password").sendKeys("wrong");
        browser.find("sign-in").click();
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.presenceOfElementLocated(By.id("login-error")));
        assertThat(browser.find("password").getAttribute("aria-describedby")).isEqualTo("login-error");
        browser.assertAccessible("the sign-in page after a wrong password");
    }

    @Test
    void queueEmptyWithDataAndWithAnUnknownId() throws Exception {
        Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 600_001);
        browser.signIn("shah", "shah-demo");

        browser.open("/queue?q=0000000000");
        assertThat(browser.find("empty").getText()).isEqualTo("No prescriptions here.");
        browser.assertAccessible("the queue, empty");

        browser.open("/queue");
        assertThat(browser.script("return document.documentElement.lang;")).isEqualTo("en-GB");
        assertThat(browser.driver().findElements(By.tagName("h1"))).singleElement()
                .extracting(WebElement::getText).isEqualTo("Prescription queue");
        assertThat(browser.driver().findElement(By.cssSelector("nav a[aria-current=page]")).getText())
                .isEqualTo("Queue");
        assertThat(browser.driver().findElement(By.cssSelector("label[for=search]")).getText())
                .isEqualTo("Scan or type a prescription ID or NHS number");
        assertThat(browser.find("arrivals").getAttribute("aria-live")).isEqualTo("polite");
        WebElement first = (WebElement) browser.script("return document.querySelector('a[href], button, input, select');");
        assertThat(first.getAttribute("href")).endsWith("#main");
        browser.script("arguments[0].focus();", first);
        assertThat(first.getText()).isEqualTo("Skip to main content");
        assertThat(first.getRect().getX()).isNotNegative();
        browser.assertAccessible("the queue, with data");

        browser.open("/queue?q=" + PrescriptionId.of(0x00ACCE, "Y11111", 0x00001).value());
        assertThat(browser.find("search").getAttribute("aria-describedby")).isEqualTo("search-notice");
        browser.assertAccessible("the queue, an unknown ID");
    }

    @Test
    void prescriptionItsConfirmationAndAFormWithAnError() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.XML, Profile.PRESCRIPTION, 600_002);
        browser.signIn("shah", "shah-demo");
        browser.open("/prescriptions/" + id);
        browser.assertAccessible("a received prescription");

        browser.driver().findElement(By.cssSelector("#partial-dispense summary")).click();
        browser.find("quantity1").clear();
        browser.find("dispense-partly").click();
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.presenceOfElementLocated(
                By.id("error-summary")));
        assertThat(browser.driver().switchTo().activeElement().getAttribute("id")).isEqualTo("error-summary");
        assertThat(browser.find("quantity1").getAttribute("aria-invalid")).isEqualTo("true");
        assertThat(browser.find("quantity1").getAttribute("aria-describedby")).isEqualTo("quantity1-error");
        assertThat(browser.find("quantity1-error").getText()).isEqualTo("Item 1: type the quantity supplied (0 if none).");
        browser.assertAccessible("a prescription whose partial dispense came back with an error");

        browser.open("/prescriptions/" + id + "/dispense");
        browser.assertAccessible("the confirmation of dispensing everything");
        browser.find("confirm-dispense").click();
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.textToBe(By.id("status"), "dispensed"));
        browser.assertAccessible("a dispensed prescription");
    }

    @Test
    void aPrescriptionNominatedToNoPharmacyWithAChargeExemption() throws Exception {
        SigningIdentity signer = TestPki.signer(DemoPki.defaultSignerId(SignatureAlgorithm.RSA2048));
        PrescriptionCertificate anywhere = new SampleGenerator(27_000_511, SampleGenerator.NO_NOMINATION)
                .certificate(Profile.PRESCRIPTION, TestPki.identity(signer), LocalDate.now(ZoneOffset.UTC));
        PrescriptionCertificate exemption = new PrescriptionCertificate(
                TestPki.sample(Profile.SIMPLE, signer, 27_000_512).serialNumber(), anywhere.issuer(), anywhere.holder(),
                anywhere.validity(), new ChargeExemption(anywhere.prescriptionId(), true));
        try (IntakeSocket socket = new IntakeSocket(intake.port())) {
            assertThat(socket.submit(WireFormat.DER, TestPki.sign(WireFormat.DER, anywhere, signer)).status())
                    .isEqualTo(ResponseStatus.ACCEPTED);
            assertThat(socket.submit(WireFormat.DER, TestPki.sign(WireFormat.DER, exemption, signer)).status())
                    .isEqualTo(ResponseStatus.ACCEPTED);
        }
        browser.signIn("shah", "shah-demo");

        browser.open("/prescriptions/" + anywhere.prescriptionId().value());
        assertThat(browser.find("summary-nomination").getText()).isEqualTo("No nomination — token");
        assertThat(browser.find("summary-exemptions").getText()).contains("Exempt from charges, until")
                .contains("(certificate of Dr Amelia Hart, general practitioner, serial ");
        browser.assertAccessible("a prescription nominated to no pharmacy, its patient exempt from charges");
    }

    @Test
    void auditRecordsAndOneRecord() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.XML, Profile.COMPLEX, 27_000_501);
        browser.signIn("shah", "shah-demo");

        browser.open("/audit");
        assertThat(browser.driver().findElement(By.cssSelector("nav a[aria-current=page]")).getText())
                .isEqualTo("Audit records");
        assertThat(browser.driver().findElement(By.cssSelector("#audit-records tbody tr a")).getText()).isEqualTo(id);
        browser.assertAccessible("the audit records");

        browser.driver().findElement(By.cssSelector("#audit-records tbody tr a")).click();
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.presenceOfElementLocated(
                By.id("audit-prescription-id")));
        assertThat(browser.find("audit-prescription-id").getText()).isEqualTo(id);
        browser.assertAccessible("one audit record");
    }

    @Test
    void dashboardWithItsFiguresAsTablesAndRejectedMessages() throws Exception {
        Arrivals.send(intake.port(), WireFormat.DER, Profile.SIMPLE, 600_003);
        browser.signIn("lee", "lee-demo");
        browser.open("/dashboard?minutes=5");
        browser.waitFor(Duration.ofSeconds(20)).until(ExpectedConditions.attributeToBe(By.id("dashboard"),
                "data-loaded", "true"));
        assertThat(browser.driver().findElements(By.cssSelector(".charts canvas")))
                .allSatisfy(canvas -> assertThat(canvas.getAttribute("role")).isEqualTo("img"))
                .allSatisfy(canvas -> assertThat(canvas.getAttribute("aria-describedby")).isNotBlank());
        assertThat(browser.driver().findElements(By.cssSelector("#over-time tbody tr"))).isNotEmpty();
        browser.assertAccessible("the dashboard");

        browser.open("/rejections");
        browser.assertAccessible("the rejected messages");
    }
}
