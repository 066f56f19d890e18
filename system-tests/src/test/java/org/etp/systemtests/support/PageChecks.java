package org.etp.systemtests.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * The checks every page and state gets: no sideways scrolling and no serious or critical axe finding, at 1280 and
 * 390 px; and for a page that asks for an action, a keyboard walk to it.
 */
public final class PageChecks {

    private PageChecks() {
    }

    /** Checks the page as it is now at both widths, and leaves the window 1280 px wide. */
    public static void accessibleAtBothWidths(WebDriver page, String what) {
        for (int width : new int[] {390, 1280}) {
            page.manage().window().setSize(new Dimension(width, width == 390 ? 844 : 800));
            assertThat(Axe.horizontalOverflow(page)).as(what + " scrolls sideways at " + width + " px").isZero();
            assertThat(Axe.seriousViolations(page)).as(what + ": serious or critical axe-core violations at "
                    + width + " px").isEmpty();
        }
    }

    /**
     * What is wrong with a focused element: "off screen", "shows no focus" (neither an outline nor a focus shadow;
     * a date field draws its focus on the part of it being typed, inside it), or "" for nothing.
     */
    private static final String PROBLEM = "var e = arguments[0], r = e.getBoundingClientRect(), s = getComputedStyle(e);"
            + " if (!(r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0"
            + " && r.left < innerWidth)) { return 'is off screen'; }"
            + " if (s.outlineStyle === 'none' && s.boxShadow === 'none' && !/^(date|time|datetime-local)$/.test(e.type))"
            + " { return 'shows no focus'; } return '';";

    /**
     * Walks the page with the keyboard at both widths, as someone without a mouse does: from the top, Tab by Tab,
     * every element that takes focus is on screen and shows its focus, until {@code target} has it. Returns the
     * stops of the last walk (at 1280 px), each its id or its text, and leaves the focus on {@code target}.
     */
    public static List<String> keyboardWalkToAtBothWidths(WebDriver page, String target, String what) {
        List<String> stops = List.of();
        for (int width : new int[] {390, 1280}) {
            page.manage().window().setSize(new Dimension(width, width == 390 ? 844 : 800));
            stops = tabTo(page, target, what + " at " + width + " px");
        }
        return stops;
    }

    private static List<String> tabTo(WebDriver page, String target, String what) {
        JavascriptExecutor script = (JavascriptExecutor) page;
        // Tab starts from where the focus last was: from the top of the page, as when it has just opened.
        script.executeScript("window.scrollTo(0, 0); document.body.setAttribute('tabindex', '-1');"
                + " document.body.focus(); document.body.removeAttribute('tabindex');");
        List<String> stops = new ArrayList<>();
        for (int stop = 0; stop < 80; stop++) {
            new Actions(page).sendKeys(Keys.TAB).perform();
            WebElement focused = page.switchTo().activeElement();
            String id = focused.getAttribute("id");
            String name = id == null || id.isEmpty() ? focused.getTagName() + " '" + focused.getText().strip() + "'" : id;
            stops.add(name);
            assertThat((String) script.executeScript(PROBLEM, focused)).as(what + ": " + name + " has the focus but")
                    .isEmpty();
            if (target.equals(id)) {
                return stops;
            }
        }
        throw new AssertionError(what + ": " + target + " not reached by Tab; the stops were " + stops);
    }
}
