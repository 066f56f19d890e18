package org.etp.systemtests.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Headless Chromium driven through Debian's chromedriver ({@code /usr/bin/chromium},
 * {@code /usr/bin/chromedriver}; {@code .ci/run} installs both). Nothing is downloaded. Override the paths
 * with {@code ETP_CHROMIUM} and {@code ETP_CHROMEDRIVER}.
 */
public final class Browser implements AutoCloseable {

    private final ChromeDriver driver;

    private Browser(ChromeDriver driver) {
        this.driver = driver;
    }

    public static Browser open() {
        Path chromium = Path.of(envOr("ETP_CHROMIUM", "/usr/bin/chromium"));
        Path chromedriver = Path.of(envOr("ETP_CHROMEDRIVER", "/usr/bin/chromedriver"));
        for (Path binary : new Path[] {chromium, chromedriver}) {
            if (!Files.isExecutable(binary)) {
                throw new IllegalStateException(binary + " is missing: install Debian's chromium and chromium-driver"
                        + " (.ci/run does), or set ETP_CHROMIUM / ETP_CHROMEDRIVER");
            }
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-dev-shm-usage", "--window-size=1400,1000");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(chromedriver.toFile())
                .usingAnyFreePort().build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().implicitlyWait(Duration.ofSeconds(5));
        return new Browser(driver);
    }

    public ChromeDriver driver() {
        return driver;
    }

    /** Saves a PNG of the page as it is now. */
    public Path screenshot(Path file) {
        try {
            Files.createDirectories(file.getParent());
            Files.write(file, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        driver.quit();
    }

    private static String envOr(String name, String fallback) {
        String value = System.getenv(name);
        return value == null || value.isBlank() ? fallback : value;
    }
}
