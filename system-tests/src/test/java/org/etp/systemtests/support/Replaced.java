package org.etp.systemtests.support;

import org.openqa.selenium.By;
import org.openqa.selenium.NoSuchElementException;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedCondition;

/**
 * Waits for the page a submission brings: the element of the page before is stale. Asked in the middle of the
 * navigation, Chromium may answer that the node "does not belong to the document" instead of calling it stale, which
 * {@code ExpectedConditions.stalenessOf} does not take for gone; this does, and nothing else. The same answers mean
 * "not yet" to {@link #text}, which reads an element that a page change may replace between finding and reading.
 */
public final class Replaced {

    private Replaced() {
    }

    /** True once {@code element} is no longer in the page shown. */
    public static ExpectedCondition<Boolean> element(WebElement element) {
        return driver -> {
            try {
                element.isEnabled();
                return false;
            } catch (StaleElementReferenceException gone) {
                return true;
            } catch (WebDriverException e) {
                if (e.getMessage() != null && e.getMessage().contains("does not belong to the document")) {
                    return true;
                }
                throw e;
            }
        };
    }

    /** True once the element {@code locator} finds reads {@code expected}, whichever page it is found in. */
    public static ExpectedCondition<Boolean> text(By locator, String expected) {
        return driver -> {
            try {
                return expected.equals(driver.findElement(locator).getText());
            } catch (NoSuchElementException | StaleElementReferenceException notYet) {
                return false;
            } catch (WebDriverException e) {
                if (e.getMessage() != null && e.getMessage().contains("does not belong to the document")) {
                    return false;
                }
                throw e;
            }
        };
    }
}
