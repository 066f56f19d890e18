package org.etp.systemtests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.systemtests.support.PrescriptionPage.signIn;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.Quantity;
import org.etp.systemtests.support.Browser;
import org.etp.systemtests.support.EtpSystem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Not a timed assertion: measures, in real headless Chromium against the running prescriber app, the time from a
 * keystroke in the medicine field to its list of matches in the page (the DOM updated; the paint follows within a
 * frame), with 20,000 products in the dictionary, and prints
 * the figures for docs/prescriber.md.
 */
class MedicineSearchTimingBrowserIntegrationTests {

    private static final int PRODUCTS = 20_000;
    private static final String[] SUBSTANCES = {"Amlodipine", "Bisoprolol", "Candesartan", "Cetirizine", "Citalopram",
        "Clarithromycin", "Codeine", "Diazepam", "Diclofenac", "Doxycycline", "Escitalopram", "Flucloxacillin",
        "Fluoxetine", "Furosemide", "Gabapentin", "Gliclazide", "Ibuprofen", "Lansoprazole", "Levothyroxine",
        "Lisinopril", "Losartan", "Metformin", "Mirtazapine", "Naproxen", "Omeprazole", "Prednisolone", "Propranolol",
        "Simvastatin", "Tramadol", "Zopiclone"};
    private static final String[] STRENGTHS = {"1mg", "2.5mg", "5mg", "10mg", "20mg", "25mg", "40mg", "50mg", "100mg",
        "200mg", "250mg", "500mg"};
    private static final String[] FORMS = {"tablets", "capsules", "modified-release tablets", "gastro-resistant tablets",
        "dispersible tablets", "orodispersible tablets", "chewable tablets", "film-coated tablets",
        "modified-release capsules", "soluble tablets", "effervescent tablets", "hard capsules", "oral suspension",
        "oral solution"};
    private static final String[] SUPPLIERS = {"", " (Accord Healthcare Ltd)", " (Teva UK Ltd)", " (Sandoz Ltd)"};

    private static EtpSystem system;

    @BeforeAll
    static void startWithTwentyThousandProducts() {
        system = EtpSystem.started("medicine-search-timing");
        // The dictionary's own table, filled as an import would (the import itself is measured in prescriber-app).
        try (Connection connection = system.prescriberDatabase().connect(); PreparedStatement insert = connection
                .prepareStatement("INSERT INTO medicine (dmd_code, kind, name, unit, imported_at) VALUES (?, ?, ?, ?, now())")) {
            for (int n = 0; n < PRODUCTS - 8; n++) {
                insert.setString(1, sctid(90_000_000L + n));
                insert.setString(2, n < 5040 ? "VMP" : "AMP");
                insert.setString(3, SUBSTANCES[n % 30] + " " + STRENGTHS[(n / 30) % 12] + " " + FORMS[(n / 360) % 14]
                        + SUPPLIERS[(n / 5040) % 4]);
                insert.setString(4, FORMS[(n / 360) % 14].startsWith("oral") ? "ml" : "tablet");
                insert.addBatch();
            }
            insert.executeBatch();
        } catch (SQLException e) {
            throw new IllegalStateException("could not fill the dictionary", e);
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

    @AfterAll
    static void stop() {
        system.close();
    }

    @Test
    void measuresKeystrokeToMatchesShown() {
        try (Browser browser = Browser.open()) {
            WebDriver page = browser.driver();
            page.get(system.prescriber().uri("/prescriptions/new").toString());
            signIn(page, "hart");
            JavascriptExecutor script = (JavascriptExecutor) page;
            // Warmed up with words that share no prefix with those measured: the browser may keep an answer for a
            // minute (Cache-Control), and a prefix asked twice would be measured from its cache.
            for (String query : new String[] {"naprox 250", "levo 25", "propr 10"}) {
                type(page, script, query);
            }
            List<Double> millis = new ArrayList<>();
            for (String query : new String[] {"amlo 5", "bisop 10", "cetiri 10", "diazepam 2", "escital 20", "furos 40",
                "gaba 100 caps", "ibu 200", "metf 500", "omep 20", "sim 40", "tram 50", "zop"}) {
                millis.addAll(type(page, script, query));
            }
            Collections.sort(millis);
            System.out.printf("MEASURED keystroke to matches shown in Chromium at %s products, %d keystrokes:"
                    + " median %.1f ms, p95 %.1f ms, max %.1f ms%n",
                    EtpSystem.query(system.prescriberDatabase(), "SELECT count(*) FROM medicine").get(0), millis.size(),
                    millis.get(millis.size() / 2), millis.get(millis.size() * 95 / 100), millis.get(millis.size() - 1));
            assertThat(millis).isNotEmpty();
        }
    }

    /** Types {@code query} a key at a time into an empty medicine field; the time of each keystroke to its list drawn. */
    private static List<Double> type(WebDriver page, JavascriptExecutor script, String query) {
        // The form keeps an unsent draft in the tab (and would bring the last query back): start from none.
        script.executeScript("sessionStorage.clear()");
        page.get(system.prescriber().uri("/prescriptions/new").toString());
        script.executeScript("window.searchTimes = []; var started = 0;"
                + "var list = document.getElementById('items0.dmdCode-list');"
                + "document.addEventListener('input', function () { started = performance.now(); }, true);"
                + "new MutationObserver(function () {"
                + "  if (started && !list.hidden && list.children.length) {"
                + "    window.searchTimes.push(performance.now() - started); started = 0;"
                + "  }"
                + "}).observe(list, {childList: true, attributes: true});");
        WebElement field = page.findElement(By.id("items0.dmdCode"));
        for (int i = 0; i < query.length(); i++) {
            int expected = i + 1;
            field.sendKeys(query.substring(i, i + 1));
            new WebDriverWait(page, Duration.ofSeconds(10)).withMessage(() -> "no list drawn after typing '"
                    + query.substring(0, expected) + "': " + script.executeScript("return document.getElementById("
                    + "'medicine-results').textContent + ' / ' + window.searchTimes.length"))
                    .until(driver -> ((Number) script.executeScript("return window.searchTimes.length")).intValue() >= expected);
        }
        List<?> times = (List<?>) script.executeScript("return window.searchTimes");
        return times.stream().map(time -> ((Number) time).doubleValue()).collect(Collectors.toList());
    }
}
