package org.etp.systemtests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;
import static org.etp.systemtests.support.PrescriptionPage.fillIn;
import static org.etp.systemtests.support.PrescriptionPage.fillInPatient;
import static org.etp.systemtests.support.PrescriptionPage.pickMedicine;
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
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;
import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.Quantity;
import org.etp.systemtests.support.Axe;
import org.etp.systemtests.support.Browser;
import org.etp.systemtests.support.EtpSystem;
import org.etp.systemtests.support.Replaced;
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
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The patient token end to end in real headless Chromium: the prescriber signs, opens the token from the
 * prescription's page and prints it (an A5 page, the token alone); both barcodes, read back by ZXing from what
 * Chromium drew, carry the ID; and each, typed by a scanner into the counter's scan box, opens the prescription.
 */
class PatientTokenBrowserIntegrationTests {

    private static final Path SCREENSHOTS = Path.of("target", "screenshots");
    private static final String TOKEN_MEDICINE = "Tokenmedicine";
    /** The dosage the UI walk's four items had, 214 characters. */
    private static final String WALK_DOSAGE = "Take one or two tablets every four to six hours when required for pain"
            + " or fever, with a full glass of water. Do not take more than 8 tablets in 24 hours. Do not take with any"
            + " other medicines containing paracetamol.";
    private static final String LONG_DOSAGE = "Inject the contents of one pre-filled device under the skin of the"
            + " abdomen or thigh once a week on the same day each week, changing the site each time; if a dose is"
            + " missed inject it within four days, otherwise skip it and go on with the usual day. Keep in a"
            + " refrigerator, do not freeze, and let it reach room temperature for thirty minutes before use. Stop"
            + " and seek urgent medical advice at once if you get severe stomach pain, vomiting, a rash or swelling"
            + " of the face, lips or throat.";
    private static final Pattern PAGE = Pattern.compile("/Type\\s*/Page(?![A-Za-z])");
    private static final Pattern MEDIA_BOX = Pattern.compile(
            "/MediaBox\\s*\\[\\s*0\\s+0\\s+([0-9.]+)\\s+([0-9.]+)\\s*\\]");
    /** A5 in PostScript points: 148 mm × 210 mm. */
    private static final double A5_WIDTH = 148 / 25.4 * 72;
    private static final double A5_HEIGHT = 210 / 25.4 * 72;

    private static EtpSystem system;
    private static long nextProduct = 91_000_000L;

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
            // An ordinary prescription prints at the largest size.
            assertThat(page.findElement(By.id("token")).getAttribute("class")).contains("token-size-11");
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

    /**
     * E26: four items with long dosages ran to two pages, the second without the patient or the ID. The UI walk's
     * case, and the largest prescription the form allows (names of 50 characters, four products of the longest
     * name the dictionary holds, dosages of 500 characters, no nomination), in small letters and in capitals:
     * each prints on one A5 page, smaller, with every word of it.
     */
    @Test
    void printsFourLongItemsAndTheLargestPrescriptionOnOneA5Page() throws Exception {
        List<Token> tokens = List.of(
                new Token("9992000015", "Ada", "Lovelace", List.of("Amoxicillin 500mg capsules",
                        "Paracetamol 500mg tablets", "Atorvastatin 20mg tablets", "Sertraline 50mg tablets"),
                        "28", WALK_DOSAGE),
                largest("9992000023", false),
                largest("9992000031", true));
        for (Token token : tokens) {
            if (token.names().get(0).regionMatches(true, 0, TOKEN_MEDICINE, 0, TOKEN_MEDICINE.length())) {
                addToTheDictionary(token.names(), "pre-filled disposable injection");
            }
        }

        try (Browser browser = Browser.open()) {
            ChromeDriver page = browser.driver();
            open(page, system.prescriber().uri("/login").toString());
            signIn(page, "hart");
            for (Token token : tokens) {
                String id = sign(page, token);
                page.get(system.prescriber().uri("/prescriptions/" + id + "/token").toString());
                assertThat(page.findElement(By.id("token-patient")).getText())
                        .isEqualTo(token.givenName() + " " + token.familyName());
                assertThat(page.findElements(By.cssSelector("#token-items .token-item-name")))
                        .extracting(WebElement::getText).containsExactlyElementsOf(token.names());
                assertThat(page.findElements(By.cssSelector("#token-items .token-dosage")))
                        .extracting(WebElement::getText).containsOnly(token.dosage()).hasSize(4);

                String pdf = printed(page);
                Files.createDirectories(SCREENSHOTS);
                Files.write(SCREENSHOTS.resolve("prescriber-token-" + token.nhsNumber() + ".pdf"),
                        pdf.getBytes(StandardCharsets.ISO_8859_1));
                assertThat(pages(pdf)).as("A5 pages of the token of %s %s, printed as %s", token.givenName(),
                        token.familyName(), page.findElement(By.id("token")).getAttribute("class")).isEqualTo(1);
            }
            page.manage().window().setSize(new Dimension(1280, 900));
            assertThat(Axe.seriousViolations(page)).as("largest token: serious or critical axe-core violations")
                    .isEmpty();
        }
    }

    /** A prescription of four items, each with the same dosage and quantity, nominating no pharmacy. */
    private record Token(String nhsNumber, String givenName, String familyName, List<String> names, String quantity,
            String dosage) {
    }

    /** The largest prescription the form allows, in small letters or in capitals, for this NHS number. */
    private static Token largest(String nhsNumber, boolean capitals) {
        UnaryOperator<String> cased = text -> capitals ? text.toUpperCase(Locale.ROOT) : text;
        List<String> names = (capitals ? List.of("Echo", "Foxtrot", "Golf", "Hotel")
                : List.of("Alpha", "Bravo", "Charlie", "Delta")).stream()
                .map(word -> cased.apply(longest(TOKEN_MEDICINE + " " + word + " 2.5mg/0.5ml solution for injection"
                        + " pre-filled disposable devices sugar free preservative free (Northern Hospital Specials"
                        + " Manufacturing Unit and Partners Ltd)", 200)))
                .collect(Collectors.toList());
        String givenName = cased.apply("Maximiliana Alexandrina Josephine Catherine Evelyn");
        String familyName = cased.apply("Featherstonehaugh-Cholmondeley-Marjoribanks-Howard");
        assertThat(List.of(givenName, familyName)).allSatisfy(name -> assertThat(name).hasSize(50));
        return new Token(nhsNumber, givenName, familyName, names, "100000", cased.apply(longest(LONG_DOSAGE,
                Item.MAX_DOSAGE_LENGTH)));
    }

    /** Signs Hart's prescription {@code token} on the form, confirming implausible quantities; its ID. */
    private static String sign(WebDriver page, Token token) {
        page.get(system.prescriber().uri("/prescriptions/new").toString());
        // The form keeps an unsent draft in the tab: start from none.
        ((JavascriptExecutor) page).executeScript("sessionStorage.clear()");
        page.get(system.prescriber().uri("/prescriptions/new").toString());
        for (int row = 1; row < token.names().size(); row++) {
            submit(page, By.id("add-item"));
        }
        fillInPatient(page, token.nhsNumber());
        for (String field : new String[] {"givenName", "familyName"}) {
            page.findElement(By.id(field)).clear();
        }
        page.findElement(By.id("givenName")).sendKeys(token.givenName());
        page.findElement(By.id("familyName")).sendKeys(token.familyName());
        new Select(page.findElement(By.id("pharmacy"))).selectByValue("none");
        for (int row = 0; row < token.names().size(); row++) {
            String name = token.names().get(row);
            pickMedicine(page, row, String.join(" ", List.of(name.split(" ")).subList(0, 2)).toLowerCase(Locale.ROOT),
                    name);
            WebElement quantity = page.findElement(By.id("items" + row + ".quantity"));
            quantity.clear();
            quantity.sendKeys(token.quantity());
            WebElement dosage = page.findElement(By.id("items" + row + ".dosage"));
            dosage.clear();
            // Pasted, as a long instruction would be: typing 500 characters a key at a time takes long.
            ((JavascriptExecutor) page).executeScript("arguments[0].value = arguments[1];"
                    + " arguments[0].dispatchEvent(new Event('input', {bubbles: true}))", dosage, token.dosage());
        }
        submit(page, By.id("issue"));
        List<WebElement> confirmations = page.findElements(By.cssSelector("input[id$='.confirmedQuantity']"));
        if (!confirmations.isEmpty()) {
            confirmations.forEach(WebElement::click);
            submit(page, By.id("issue"));
        }
        assertThat(page.findElements(By.id("message"))).as(() -> "signed, not refused: " + page.findElement(
                By.tagName("main")).getText()).isNotEmpty();
        List<String> ids = EtpSystem.query(system.prescriberDatabase(),
                "SELECT prescription_id FROM outbox WHERE kind = 'SUBMIT' AND nhs_number = ?", token.nhsNumber());
        assertThat(ids).hasSize(1);
        return ids.get(0);
    }

    private static void submit(WebDriver page, By button) {
        WebElement form = page.findElement(By.id("prescription-form"));
        page.findElement(button).click();
        new WebDriverWait(page, Duration.ofSeconds(60)).until(Replaced.element(form));
    }

    /** Products in the prescriber's dictionary, as an import would add them. */
    private static void addToTheDictionary(List<String> names, String unit) throws SQLException {
        try (Connection connection = system.prescriberDatabase().connect(); PreparedStatement insert = connection
                .prepareStatement("INSERT INTO medicine (dmd_code, kind, name, unit, imported_at)"
                        + " VALUES (?, 'VMP', ?, ?, now())")) {
            for (String name : names) {
                insert.setString(1, sctid(nextProduct++));
                insert.setString(2, name);
                insert.setString(3, unit);
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    /** A dm+d-shaped identifier (namespace 1000001, partition 10) with the check digit the model accepts. */
    private static String sctid(long item) {
        for (int digit = 0; digit < 10; digit++) {
            try {
                return new Item(item + "100000110" + digit, "x", Quantity.of("1", "tablet"), "x").dmdCode();
            } catch (IllegalArgumentException wrongCheckDigit) {
                // the next digit; exactly one passes the Verhoeff check
            }
        }
        throw new IllegalStateException("no check digit for " + item);
    }

    /** {@code text} repeated and cut to exactly {@code length} characters, ending in no space. */
    private static String longest(String text, int length) {
        String repeated = (text + " ").repeat(length / (text.length() + 1) + 1).substring(0, length);
        return repeated.endsWith(" ") ? repeated.substring(0, length - 1) + "." : repeated;
    }

    /** The page printed by Chromium as its CSS asks (A5), as the bytes of the PDF in ISO 8859-1. */
    private static String printed(ChromeDriver page) {
        return new String(Base64.getDecoder().decode((String) page.executeCdpCommand("Page.printToPDF",
                Map.of("preferCSSPageSize", true, "printBackground", true)).get("data")), StandardCharsets.ISO_8859_1);
    }

    /** How many pages a PDF of Chromium's has: its page objects ({@code /Type /Page}, not {@code /Pages}). */
    private static int pages(String pdf) {
        Matcher page = PAGE.matcher(pdf);
        int count = 0;
        while (page.find()) {
            count++;
        }
        return count;
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
