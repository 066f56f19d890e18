package org.etp.systemtests.support;

import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedCondition;

/**
 * Waits for the page a submission brings: the element of the page before is stale. Asked in the middle of the
 * navigation, Chromium may answer that the node "does not belong to the document" instead of calling it stale, which
 * {@code ExpectedConditions.stalenessOf} does not take for gone; this does, and nothing else.
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
}
