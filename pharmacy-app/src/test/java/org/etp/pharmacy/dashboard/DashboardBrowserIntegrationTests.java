package org.etp.pharmacy.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.etp.pharmacy.support.CounterAppTest;
import org.etp.pharmacy.support.CounterBrowser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.ExpectedConditions;

/** The dashboard left open: when its session ends it says so, offers to sign in again and stops refreshing. */
@CounterAppTest
class DashboardBrowserIntegrationTests {

    @RegisterExtension
    static final CounterBrowser browser = new CounterBrowser();

    @Test
    void saysWhenTheSessionHasEndedAndStopsRefreshing() {
        browser.signIn("lee", "lee-demo");
        browser.open("/dashboard?minutes=5");
        browser.waitFor(Duration.ofSeconds(20)).until(ExpectedConditions.attributeToBe(By.id("dashboard"),
                "data-loaded", "true"));

        browser.driver().manage().deleteCookieNamed("JSESSIONID");

        browser.waitFor(Duration.ofSeconds(25)).until(ExpectedConditions.presenceOfElementLocated(
                By.id("sign-in-again")));
        assertThat(browser.find("refresh-status").getText())
                .startsWith("You are signed out: your session ended, so these figures are no longer updated.");
        assertThat(browser.script("return document.body.dataset.polling;")).isEqualTo("stopped");
    }
}
