package org.etp.systemtests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;
import static org.etp.systemtests.support.PrescriptionPage.fillIn;
import static org.etp.systemtests.support.PrescriptionPage.signIn;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.BinaryBitmap;
import com.google.zxing.DecodeHintType;
import com.google.zxing.MultiFormatReader;
import com.google.zxing.NotFoundException;
import com.google.zxing.client.j2se.BufferedImageLuminanceSource;
import com.google.zxing.common.HybridBinarizer;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.etp.systemtests.support.Axe;
import org.etp.systemtests.support.Browser;
import org.etp.systemtests.support.EtpSystem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The patient token end to end in real headless Chromium: the prescriber signs, opens the token from the
 * prescription's page and prints it (an A5 page, the token alone); both barcodes, read back by ZXing from what
 * Chromium drew, carry the ID; and each, typed by a scanner into the counter's scan box, opens the prescription.
 */
class PatientTokenBrowserIntegrationTests {

    private static final Pattern MEDIA_BOX = Pattern.compile(
            "/MediaBox\\s*\\[\\s*0\\s+0\\s+([0-9.]+)\\s+([0-9.]+)\\s*\\]");
    /** A5 in PostScript points: 148 mm × 210 mm. */
    private static final double A5_WIDTH = 148 / 25.4 * 72;
    private static final double A5_HEIGHT = 210 / 25.4 * 72;

    private static EtpSystem system;

    @BeforeAll
    static void startBoth() {
        system = EtpSystem.started("token");
    }

    @AfterAll
    static void stopBoth() {
        system.close();
    }

    @Test
    void printsATokenWhoseBarcodesOpenThePrescriptionAtTheCounter() throws Exception {
        Path screenshots = Path.of("target", "screenshots");
        String code128;
        String dataMatrix;
        String id;
        try (Browser browser = Browser.open()) {
            ChromeDriver page = browser.driver();
            open(page, system.prescriber().uri("/login").toString());
            signIn(page, "hart");
            id = sign(page);
            page.get(system.prescriber().uri("/prescriptions/" + id).toString());
            page.findElement(By.id("print-token-link")).click();

            assertThat(page.getCurrentUrl()).endsWith("/prescriptions/" + id + "/token");
            assertThat(page.findElement(By.id("token-patient")).getText()).isEqualTo("Ada Lovelace");
            assertThat(page.findElement(By.id("token-nhs-number")).getText()).isEqualTo("943 476 5919");
            assertThat(page.findElement(By.id("token-id")).getText()).isEqualTo(id);
            assertThat(page.findElement(By.id("token-items")).getText()).contains("Amoxicillin 500mg capsules")
                    .contains("21 capsules");
            for (String image : new String[] {"code128", "datamatrix"}) {
                assertThat(((Number) ((JavascriptExecutor) page).executeScript(
                        "return arguments[0].naturalWidth", page.findElement(By.id(image)))).intValue())
                        .as("%s loaded", image).isPositive();
            }
            // Read as a camera or a printer at three dots a CSS pixel would see the symbols Chromium drew.
            page.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", 1280, "height", 900,
                    "deviceScaleFactor", 3, "mobile", false));
            code128 = decode(page.findElement(By.id("code128")), BarcodeFormat.CODE_128);
            dataMatrix = decode(page.findElement(By.id("datamatrix")), BarcodeFormat.DATA_MATRIX);
            page.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
            assertThat(code128).isEqualTo(id);
            assertThat(dataMatrix).isEqualTo(id);
            for (int width : new int[] {1280, 390}) {
                page.manage().window().setSize(new Dimension(width, 900));
                assertThat(Axe.horizontalOverflow(page)).as("token scrolls sideways at " + width + " px").isZero();
            }
            page.manage().window().setSize(new Dimension(1280, 900));
            assertThat(Axe.seriousViolations(page)).as("token: serious or critical axe-core violations").isEmpty();
            browser.screenshot(screenshots.resolve("prescriber-token.png"));

            // Printed: the token alone (no navigation, no buttons), on one A5 page.
            page.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
            assertThat(page.findElement(By.cssSelector("header.nav")).isDisplayed()).isFalse();
            assertThat(page.findElement(By.id("print-token")).isDisplayed()).isFalse();
            assertThat(page.findElement(By.id("code128")).isDisplayed()).isTrue();
            page.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", ""));
            String pdf = new String(Base64.getDecoder().decode((String) page.executeCdpCommand("Page.printToPDF",
                    Map.of("preferCSSPageSize", true, "printBackground", true)).get("data")),
                    StandardCharsets.ISO_8859_1);
            Matcher box = MEDIA_BOX.matcher(pdf);
            assertThat(box.find()).as("the PDF names its page size").isTrue();
            assertThat(Double.parseDouble(box.group(1))).isCloseTo(A5_WIDTH, offset(2.0));
            assertThat(Double.parseDouble(box.group(2))).isCloseTo(A5_HEIGHT, offset(2.0));
            assertThat(box.find()).as("one page").isFalse();
        }

        // At the counter a scanner types what the barcode carries and Enter into the focused scan box.
        try (Browser browser = Browser.open()) {
            WebDriver page = browser.driver();
            page.manage().window().setSize(new Dimension(1280, 800));
            open(page, system.pharmacy().uri("/login").toString());
            signIn(page, "shah");
            for (String scanned : List.of(code128, dataMatrix)) {
                page.get(system.pharmacy().uri("/queue").toString());
                WebElement scanBox = page.switchTo().activeElement();
                assertThat(scanBox.getAttribute("id")).isEqualTo("search");
                scanBox.sendKeys(scanned + Keys.ENTER);
                new WebDriverWait(page, Duration.ofSeconds(20))
                        .until(ExpectedConditions.textToBe(By.id("prescription-id"), id));
            }
            browser.screenshot(screenshots.resolve("counter-detail.png"));
            page.get(system.pharmacy().uri("/queue").toString());
            browser.screenshot(screenshots.resolve("counter-queue.png"));
        }
    }

    private static String decode(WebElement image, BarcodeFormat format) throws IOException, NotFoundException {
        BufferedImage drawn = ImageIO.read(new ByteArrayInputStream(image.getScreenshotAs(OutputType.BYTES)));
        return new MultiFormatReader().decode(new BinaryBitmap(new HybridBinarizer(
                new BufferedImageLuminanceSource(drawn))), Map.of(DecodeHintType.POSSIBLE_FORMATS, List.of(format),
                DecodeHintType.TRY_HARDER, true)).getText();
    }

    private static String sign(WebDriver page) {
        fillIn(page, null, "9434765919");
        page.findElement(By.id("issue")).click();
        new WebDriverWait(page, Duration.ofSeconds(60)).ignoring(StaleElementReferenceException.class)
                .until(driver -> "ACCEPTED".equals(driver.findElement(By.cssSelector("#history span.status"))
                        .getAttribute("data-status")));
        return page.findElement(By.cssSelector("#history tbody tr")).getAttribute("data-prescription-id");
    }

    private static void open(WebDriver page, String address) {
        page.get(address);
    }
}
