package org.etp.pharmacy.account;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.etp.pharmacy.support.CounterAppTest;
import org.etp.pharmacy.support.CounterBrowser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Cookie;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * The account pages in headless Chromium, each checked by axe-core at both widths: an administrator creates a
 * pharmacist, who signs in at once and is held on the password page until choosing their own password; the
 * administrator disables the account, and the pharmacist's open page is answered with the sign-in page. The forms
 * are filled in and sent with the keyboard.
 */
@CounterAppTest
class AccountsBrowserIntegrationTests {

    @RegisterExtension
    static final CounterBrowser browser = new CounterBrowser();

    @Test
    void anAdministratorCreatesAPharmacistWhoSignsInAtOnceAndIsRefusedOnceDisabled() {
        String temporary = "harbour-violet-engine-52";
        String own = "plover saddle quartz 19";
        signIn("reid", "reid-demo", "/accounts");
        browser.assertAccessible("the accounts");

        browser.find("new-account").click();
        browser.find("username").sendKeys("acc-browser");
        browser.find("role-PHARMACIST").sendKeys(Keys.SPACE);
        browser.find("password").sendKeys("passwordpassword");
        browser.find("confirmation").sendKeys("passwordpassword" + Keys.ENTER);
        waitForId("error-summary");
        assertThat(browser.driver().switchTo().activeElement().getAttribute("id")).isEqualTo("error-summary");
        assertThat(browser.find("password").getAttribute("aria-invalid")).isEqualTo("true");
        assertThat(browser.find("password-error").getText()).contains("common or leaked");
        assertThat(browser.find("role-PHARMACIST").isSelected()).isTrue();
        browser.assertAccessible("a new account refused for a common password");

        browser.find("password").sendKeys(temporary);
        browser.find("confirmation").sendKeys(temporary + Keys.ENTER);
        waitForId("done");
        assertThat(browser.find("status").getText()).isEqualTo("Enabled");
        browser.assertAccessible("an account's page");

        signIn("acc-browser", temporary, "/password");
        assertThat(browser.find("must-change").isDisplayed()).isTrue();
        browser.assertAccessible("the password page of an account that must change its password");
        browser.find("current").sendKeys(temporary);
        browser.find("password").sendKeys(own);
        browser.find("confirmation").sendKeys(own + Keys.ENTER);
        waitForId("go-on");
        browser.find("go-on").click();
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.urlContains("/queue"));
        String pharmacistSession = browser.driver().manage().getCookieNamed("JSESSIONID").getValue();

        signIn("reid", "reid-demo", "/accounts");
        browser.open("/accounts/acc-browser");
        browser.find("disable").click();
        waitForId("enable");
        assertThat(browser.find("status").getText()).isEqualTo("Disabled");

        WebDriver driver = browser.driver();
        driver.manage().deleteAllCookies();
        driver.manage().addCookie(new Cookie("JSESSIONID", pharmacistSession, "/"));
        browser.open("/queue");
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.urlContains("/login"));
        signInRefused("acc-browser", own);
    }

    private void signIn(String username, String password, String landing) {
        browser.driver().manage().deleteAllCookies();
        browser.open("/login");
        browser.find("username").sendKeys(username);
        browser.find("password").sendKeys(password + Keys.ENTER);
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.urlContains(landing));
    }

    private void signInRefused(String username, String password) {
        browser.find("username").sendKeys(username);
        browser.find("password").sendKeys(password + Keys.ENTER);
        waitForId("login-error");
        assertThat(browser.find("login-error").getText()).isEqualTo("Wrong username or password.");
    }

    private static void waitForId(String id) {
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.presenceOfElementLocated(By.id(id)));
    }
}
