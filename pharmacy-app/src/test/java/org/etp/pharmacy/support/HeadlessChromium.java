package org.etp.pharmacy.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Map;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogType;

/**
 * The machine's own headless Chromium through its own chromedriver ({@code /usr/bin}, installed by
 * {@code .ci/run}); Selenium is told where both are, so it downloads nothing.
 */
public final class HeadlessChromium {

    public static final Path SCREENSHOTS = Path.of("target", "screenshots");

    private HeadlessChromium() {
    }

    public static WebDriver start() {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(System.getenv().getOrDefault("ETP_CHROMIUM", "/usr/bin/chromium"));
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-dev-shm-usage", "--window-size=1280,1400");
        // The console is kept, so that a test can see what the Content-Security-Policy refused.
        options.setCapability("goog:loggingPrefs", Map.of(LogType.BROWSER, "ALL"));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(Path.of(System.getenv().getOrDefault("ETP_CHROMEDRIVER", "/usr/bin/chromedriver"))
                        .toFile())
                .usingAnyFreePort().build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().window().setSize(new Dimension(1280, 1400));
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
        return driver;
    }

    /** Saves what the browser shows as {@code target/screenshots/<name>.png}. */
    public static Path screenshot(WebDriver driver, String name) {
        try {
            Files.createDirectories(SCREENSHOTS);
            Path target = SCREENSHOTS.resolve(name + ".png");
            Path shot = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE).toPath();
            Files.copy(shot, target, StandardCopyOption.REPLACE_EXISTING);
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
