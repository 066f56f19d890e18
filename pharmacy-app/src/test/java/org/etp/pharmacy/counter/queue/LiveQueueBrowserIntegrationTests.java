package org.etp.pharmacy.counter.queue;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.etp.ac.codec.WireFormat;
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
 * The queue page left open at the counter: arrivals are announced with a count and a link rather than
 * inserted, and a page whose session has ended says so, offers to sign in again and stops asking.
 */
@CounterAppTest
class LiveQueueBrowserIntegrationTests {

    @RegisterExtension
    static final CounterBrowser browser = new CounterBrowser();

    @Autowired
    IntakeServer intake;

    @Test
    void announcesArrivalsWithACountAndALinkInsteadOfGrowingThePage() throws Exception {
        browser.signIn("shah", "shah-demo");
        browser.open("/queue");
        browser.script("window.loadedOnce = true;");
        int rows = browser.driver().findElements(By.cssSelector("#queue tbody tr")).size();

        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 580_001);

        browser.waitFor(Duration.ofSeconds(20)).until(ExpectedConditions.presenceOfElementLocated(
                By.id("show-arrivals")));
        assertThat(browser.find("arrivals").getText()).isEqualTo("1 new prescription has arrived. Show it");
        assertThat(browser.find("arrivals").getAttribute("aria-live")).isEqualTo("polite");
        assertThat(browser.script("return window.loadedOnce === true;")).isEqualTo(true);
        assertThat(browser.driver().findElements(By.cssSelector("#queue tbody tr"))).hasSize(rows);
        browser.assertAccessible("the queue with an arrival announced");

        browser.find("show-arrivals").click();
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.presenceOfElementLocated(By.linkText(id)));
        assertThat(browser.driver().findElements(By.cssSelector("#queue tbody tr")))
                .hasSizeLessThanOrEqualTo(QueueQuery.PAGE_SIZE);
    }

    @Test
    void saysWhenTheSessionHasEndedOffersToSignInAgainAndStopsAsking() throws Exception {
        browser.signIn("shah", "shah-demo");
        browser.open("/queue");
        browser.script("window.polls = 0; var fetched = window.fetch;"
                + " window.fetch = function () { window.polls++; return fetched.apply(this, arguments); };");

        browser.driver().manage().deleteCookieNamed("JSESSIONID");

        browser.waitFor(Duration.ofSeconds(20)).until(ExpectedConditions.presenceOfElementLocated(
                By.id("sign-in-again")));
        assertThat(browser.find("arrivals").getText())
                .startsWith("You are signed out: your session ended, so this queue is no longer updated.");
        Object polls = browser.script("return window.polls;");
        Thread.sleep(5_000);
        assertThat(browser.script("return window.polls;")).isEqualTo(polls);
        assertThat(browser.script("return document.body.dataset.polling;")).isEqualTo("stopped");
        browser.assertAccessible("the queue whose session ended");

        browser.find("sign-in-again").click();
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.urlContains("/login"));
        browser.find("username").sendKeys("shah");
        browser.find("password").sendKeys("shah-demo");
        browser.find("sign-in").click();
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.urlContains("/queue"));
        assertThat(browser.script("return document.body.dataset.polling;")).isEqualTo("on");
    }
}
