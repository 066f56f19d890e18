package org.etp.systemtests.support;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

/**
 * axe-core (the copy in {@code src/test/resources/org/etp/systemtests/axe}) run on the page in the browser:
 * injected through WebDriver, which a page's Content-Security-Policy does not stop, and {@code axe.run()}'s
 * violations read back.
 */
public final class Axe {

    private static final String SCRIPT = load();

    private Axe() {
    }

    /** The serious and critical violations on the page as it is now, each as "rule: target, …", for an assertion. */
    public static List<String> seriousViolations(WebDriver page) {
        JavascriptExecutor js = (JavascriptExecutor) page;
        js.executeScript(SCRIPT);
        Object result = js.executeAsyncScript("var done = arguments[arguments.length - 1];"
                + "axe.run(document, {resultTypes: ['violations']}).then(function (r) {"
                + "  done(r.violations.filter(function (v) { return v.impact === 'serious' || v.impact === 'critical'; })"
                + "    .map(function (v) { return {id: v.id, help: v.help,"
                + "      targets: v.nodes.map(function (n) { return n.target.join(' '); }).join(', ')}; }));"
                + "}, function (e) { done([{id: 'axe-error', help: String(e), targets: ''}]); });");
        List<String> found = new ArrayList<>();
        for (Object each : (List<?>) result) {
            Map<?, ?> violation = (Map<?, ?>) each;
            found.add(violation.get("id") + " (" + violation.get("help") + "): " + violation.get("targets"));
        }
        return found;
    }

    /** How far the page is wider than the window, in CSS pixels: 0 when nothing scrolls sideways. */
    public static long horizontalOverflow(WebDriver page) {
        return (Long) ((JavascriptExecutor) page).executeScript(
                "return Math.max(0, document.documentElement.scrollWidth - window.innerWidth);");
    }

    /** By how many pixels the widest table scroller ({@code .table-scroll}) is wider than it shows: 0 if none scrolls. */
    public static long tableOverflow(WebDriver page) {
        return (Long) ((JavascriptExecutor) page).executeScript("return Array.prototype.reduce.call("
                + "document.querySelectorAll('.table-scroll'), function (most, box) {"
                + " return Math.max(most, box.scrollWidth - box.clientWidth); }, 0);");
    }

    private static String load() {
        try (InputStream in = Axe.class.getResourceAsStream("/org/etp/systemtests/axe/axe.min.js")) {
            if (in == null) {
                throw new IllegalStateException("axe.min.js is missing from the test resources");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
