package org.etp.pharmacy.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.test.context.junit.jupiter.SpringExtension;

/**
 * One person at the counter in headless Chromium ({@link HeadlessChromium}) against the application the
 * test class runs: signs in, opens pages, runs a script in the page, and checks what every page must be —
 * free of serious accessibility violations ({@link Axe}) and without sideways scrolling. A JUnit extension:
 * {@code @RegisterExtension static final CounterBrowser browser = new CounterBrowser();} opens the browser
 * before the class's first test (on the port of its Spring test application) and closes it after its last.
 */
public final class CounterBrowser implements BeforeEachCallback, AfterAllCallback {

    /** The widths every page must fit without scrolling sideways: a counter's screen and a phone's. */
    public static final List<Integer> WIDTHS = List.of(1280, 390);

    /** The elements that reach past the window's right edge, for the message of a failed check. */
    private static final String WIDEST = "return Array.from(document.querySelectorAll('body *'))"
            + ".filter(e => e.getBoundingClientRect().right > window.innerWidth + 1)"
            + ".slice(0, 6)"
            + ".map(e => e.tagName + (e.id ? '#' + e.id : '') + '.' + e.className + ' '"
            + " + Math.round(e.getBoundingClientRect().width) + 'px').join(', ');";

    private WebDriver driver;
    private int port;

    @Override
    public void beforeEach(ExtensionContext context) {
        if (driver == null) {
            port = Integer.parseInt(SpringExtension.getApplicationContext(context).getEnvironment()
                    .getRequiredProperty("local.server.port"));
            driver = HeadlessChromium.start();
            driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
        }
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (driver != null) {
            driver.quit();
            driver = null;
        }
    }

    public WebDriver driver() {
        return driver;
    }

    public String url(String path) {
        return "http://localhost:" + port + path;
    }

    /** Signs in afresh (any earlier session's cookie is dropped) and waits for the queue. */
    public void signIn(String username, String password) {
        driver.manage().deleteAllCookies();
        open("/login");
        driver.findElement(By.id("username")).sendKeys(username);
        driver.findElement(By.id("password")).sendKeys(password);
        driver.findElement(By.id("sign-in")).click();
        waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.urlContains("/queue"));
    }

    public void open(String path) {
        driver.get(url(path));
    }

    public WebElement find(String id) {
        return driver.findElement(By.id(id));
    }

    public WebDriverWait waitFor(Duration timeout) {
        return new WebDriverWait(driver, timeout);
    }

    public Object script(String code, Object... arguments) {
        return ((JavascriptExecutor) driver).executeScript(code, arguments);
    }

    /** The HTTP status the page's own {@code fetch} of {@code path} gets, with this browser's session. */
    public long status(String path) {
        return (Long) ((JavascriptExecutor) driver).executeAsyncScript(
                "var done = arguments[arguments.length - 1];"
                        + " fetch(arguments[0], {redirect: 'manual'}).then(r => done(r.status), () => done(-1));",
                url(path));
    }

    /**
     * Checks the page as shown: no serious or critical axe violation, no sideways scroll at any width, and
     * nothing refused by the Content-Security-Policy since the last check.
     */
    public void assertAccessible(String page) {
        assertThat(driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .map(LogEntry::getMessage).filter(message -> message.contains("Content Security Policy")))
                .as("what the Content-Security-Policy refused on %s", page).isEmpty();
        Dimension before = driver.manage().window().getSize();
        try {
            for (int width : WIDTHS) {
                driver.manage().window().setSize(new Dimension(width, before.getHeight()));
                assertThat(script("return window.innerWidth;")).as("the window's width").isEqualTo((long) width);
                Object overflow = script("return document.documentElement.scrollWidth - window.innerWidth;");
                assertThat(((Number) overflow).longValue()).as("%s scrolls sideways at %d px; too wide: %s", page,
                        width, script(WIDEST)).isLessThanOrEqualTo(0);
                Axe.assertNoSeriousViolations(driver, page + " at " + width + " px");
            }
        } finally {
            driver.manage().window().setSize(before);
        }
    }
}
