package org.etp.systemtests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.systemtests.support.PrescriptionPage.fillIn;

import java.time.Duration;
import java.util.List;
import org.etp.systemtests.support.EtpSystem;
import org.etp.systemtests.support.PageChecks;
import org.etp.systemtests.support.SignedInPrescriberTest;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The prescriber's session, with short idle times configured, in real headless Chromium against both apps:
 * History's own status requests do not keep an unattended session alive, History says when it found the
 * session ended, and signing after a pause asks for the password again.
 */
class PrescriberSessionBrowserIntegrationTests extends SignedInPrescriberTest {

    @Override
    protected String installation() {
        return "prescriber-session";
    }

    @Override
    protected List<String> prescriberArguments() {
        return List.of("--server.servlet.session.timeout=6s", "--etp.ui.reauthenticate-after=3s");
    }

    @Test
    void historyPollingDoesNotKeepAnUnattendedSessionAlive() throws InterruptedException {
        open("/prescriptions/new");
        fillIn(page, null, "9991000100");
        submit();
        assertThat(page.findElement(By.id("message")).getText()).contains("signed");
        // History now asks every 2 s for the receipt of the prescription just signed; nobody touches the page.
        Thread.sleep(Duration.ofSeconds(10).toMillis());

        open("/settings");
        assertThat(page.getCurrentUrl()).endsWith("/login");
    }

    @Test
    void historySaysThatTheSessionEndedInsteadOfShowingStaleStatuses() {
        open("/prescriptions/new");
        fillIn(page, null, "9991000127");
        submit();
        assertThat(page.findElement(By.id("message")).getText()).contains("signed");

        // Nobody touches History; its status requests find the session ended after 6 s and are answered 401.
        WebElement notice = new WebDriverWait(page, Duration.ofSeconds(30))
                .until(ExpectedConditions.presenceOfElementLocated(By.id("signed-out")));

        assertThat(notice.getText()).startsWith("You are signed out (noticed at ")
                .contains("your session ended, so these statuses are no longer updated");
        assertThat(page.findElement(By.id("sign-in-again")).getAttribute("href")).endsWith("/prescriptions");
        PageChecks.accessibleAtBothWidths(page, "history after the session ended");
    }

    @Test
    void signingAfterAPauseAsksForThePasswordAndAWrongOneSignsNothing() throws InterruptedException {
        open("/prescriptions/new");
        fillIn(page, null, "9991000119");
        Thread.sleep(Duration.ofSeconds(4).toMillis());
        submit();

        assertThat(page.findElement(By.id("error-summary")).getText()).contains("enter your password");
        assertThat(page.findElement(By.id("nhsNumber")).getDomProperty("value")).isEqualTo("999 100 0119");
        assertThat(prescriptionsFor("9991000119")).isEmpty();
        PageChecks.accessibleAtBothWidths(page, "password asked again");

        page.findElement(By.id("reauth-password")).sendKeys("not-hart");
        submit();
        assertThat(page.findElement(By.id("error-summary")).getText()).contains("password is not right");
        assertThat(prescriptionsFor("9991000119")).isEmpty();

        page.findElement(By.id("reauth-password")).sendKeys("hart-demo");
        submit();
        assertThat(page.findElement(By.id("message")).getText()).contains("signed");
        assertThat(prescriptionsFor("9991000119")).hasSize(1);
    }
}
