package org.etp.pharmacy.counter.dispensing;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.support.Arrivals;
import org.etp.pharmacy.support.CounterAppTest;
import org.etp.pharmacy.support.CounterBrowser;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * A partial dispense at the counter as a pharmacist does it with the keyboard: the Enter key records nothing,
 * the quantities start empty, a confirmation lists what is supplied and what is owed, an owing stays open and
 * is supplied later, and a countable unit is supplied in whole numbers only.
 */
@CounterAppTest
class PartialDispenseBrowserIntegrationTests {

    @RegisterExtension
    static final CounterBrowser browser = new CounterBrowser();

    @Autowired
    IntakeServer intake;

    @Autowired
    JdbcClient jdbc;

    @Test
    void enterInAQuantityRecordsNothing() throws Exception {
        long seed = seedWithItems(2, 31_000_001);
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, seed);
        browser.signIn("shah", "shah-demo");
        browser.open("/prescriptions/" + id);
        browser.driver().findElement(By.cssSelector("#partial-dispense summary")).click();

        browser.find("quantity1").clear();
        browser.find("quantity1").sendKeys("10", Keys.ENTER);
        Thread.sleep(1_500);

        assertThat(supplies(id)).as("supplies recorded after Enter").isZero();
        assertThat(status(id)).isEqualTo("RECEIVED");
        browser.open("/prescriptions/" + id);
        browser.driver().findElement(By.cssSelector("#partial-dispense summary")).click();
        assertThat(browser.find("quantity1").getAttribute("value")).as("a quantity before anything is typed").isEmpty();
        assertThat(browser.find("quantity2").getAttribute("value")).isEmpty();
    }

    @Test
    void aScanWhileTheDispenseConfirmationIsOpenDispensesNothing() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 31_300_001);
        browser.signIn("shah", "shah-demo");
        browser.open("/prescriptions/" + id + "/dispense");
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.presenceOfElementLocated(By.id("confirm-dispense")));

        // The next patient's token scanned by a keyboard wedge: characters, then Enter, into whatever has the focus.
        browser.driver().switchTo().activeElement().sendKeys("A1B2C3Y12345000010", Keys.ENTER);
        Thread.sleep(1_500);

        assertThat(status(id)).isEqualTo("RECEIVED");
        assertThat(supplies(id)).isZero();
    }

    @Test
    void anOwingStaysOpenAndIsSuppliedLaterWholeNumbersOnly() throws Exception {
        long seed = seedWithItems(2, 31_100_001);
        List<Item> items = items(seed);
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, seed);
        int prescribed = items.get(0).quantity().value().intValueExact();
        String unit = items.get(0).quantity().unit();
        browser.signIn("shah", "shah-demo");
        browser.open("/prescriptions/" + id);
        browser.driver().findElement(By.cssSelector("#partial-dispense summary")).click();

        browser.find("quantity1").sendKeys("10.5");
        for (int n = 2; n <= items.size(); n++) {
            browser.find("quantity" + n).sendKeys(items.get(n - 1).quantity().value().toPlainString());
        }
        browser.find("dispense-partly").click();
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.presenceOfElementLocated(By.id("error-summary")));
        assertThat(browser.find("quantity1-error").getText()).contains("whole number");

        browser.find("quantity1").clear();
        browser.find("quantity1").sendKeys("10");
        browser.find("dispense-partly").click();
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.presenceOfElementLocated(By.id("error-summary")));
        assertThat(browser.find("reason1-error").getText()).contains("less than prescribed needs a reason");

        new org.openqa.selenium.support.ui.Select(browser.find("reason1")).selectByValue("OWING");
        browser.find("dispense-partly").click();
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.presenceOfElementLocated(By.id("confirm-supply")));
        assertThat(supplies(id)).as("supplies recorded before the confirmation").isZero();
        assertThat(browser.find("confirm-items").getText())
                .contains("10 of " + prescribed, "owing " + (prescribed - 10));
        browser.assertAccessible("the confirmation of a partial dispense");
        browser.find("confirm-supply").click();

        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.textToBe(By.id("status"), "partially dispensed"));
        assertThat(browser.find("owings").getText()).contains("owing: " + (prescribed - 10) + " of " + prescribed);
        browser.assertAccessible("a partly dispensed prescription with an owing");

        browser.find("supply-owing").click();
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.presenceOfElementLocated(By.id("owing-form")));
        browser.assertAccessible("the form supplying an owing");
        browser.find("quantity1").sendKeys(Integer.toString(prescribed - 10));
        browser.find("supply-owing-button").click();
        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.presenceOfElementLocated(By.id("confirm-supply")));
        browser.find("confirm-supply").click();

        browser.waitFor(Duration.ofSeconds(10)).until(ExpectedConditions.textToBe(By.id("status"), "dispensed"));
        assertThat(browser.driver().findElements(By.id("supply-owing"))).isEmpty();
        assertThat(jdbc.sql("SELECT sum(d.quantity_supplied) FROM dispense_event d JOIN prescription p"
                + " ON p.id = d.prescription WHERE p.prescription_id = ? AND d.item_number = 1").param(id)
                .query(Integer.class).single()).isEqualTo(prescribed);
        assertThat(unit).isNotBlank();
    }

    @Test
    void theQueueAndThePartialDispenseFitAPhoneWithoutScrollingSideways() throws Exception {
        long seed = seedWithItems(3, 31_200_001);
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, seed);
        browser.signIn("shah", "shah-demo");
        Dimension before = browser.driver().manage().window().getSize();
        try {
            browser.driver().manage().window().setSize(new Dimension(390, 844));
            browser.open("/queue");
            assertThat(sidewaysScroll()).as("regions scrolling sideways in the queue at 390 px").isZero();
            assertThat(browser.script("return document.querySelector('#queue .status').getBoundingClientRect().right"
                    + " <= window.innerWidth;")).isEqualTo(true);
            browser.open("/prescriptions/" + id);
            browser.driver().findElement(By.cssSelector("#partial-dispense summary")).click();
            assertThat(sidewaysScroll()).as("regions scrolling sideways in the partial dispense at 390 px").isZero();
            assertThat(browser.script("var r = document.getElementById('reason1').getBoundingClientRect();"
                    + " return r.right <= window.innerWidth && r.left >= 0;")).isEqualTo(true);
        } finally {
            browser.driver().manage().window().setSize(before);
        }
    }

    /** How many scrolling regions on the page are wider than they show. */
    private long sidewaysScroll() {
        return (Long) browser.script("return Array.from(document.querySelectorAll('.table-scroll'))"
                + ".filter(r => r.offsetParent !== null && r.scrollWidth > r.clientWidth + 1).length;");
    }

    private long supplies(String id) {
        return jdbc.sql("SELECT count(*) FROM dispense_event d JOIN prescription p ON p.id = d.prescription"
                + " WHERE p.prescription_id = ?").param(id).query(Long.class).single();
    }

    private String status(String id) {
        return jdbc.sql("SELECT status FROM prescription WHERE prescription_id = ? AND profile = 'prescription'")
                .param(id).query(String.class).single();
    }

    /** The first seed from {@code from} whose sample prescription has at least {@code count} items. */
    static long seedWithItems(int count, long from) {
        long seed = from;
        while (items(seed).size() < count || items(seed).get(0).quantity().value().intValue() <= 10) {
            seed++;
        }
        return seed;
    }

    static List<Item> items(long seed) {
        return TestPki.sample(Profile.PRESCRIPTION, TestPki.signer(DemoPki.defaultSignerId(SignatureAlgorithm.RSA2048)),
                seed).prescription().orElseThrow().items();
    }
}
