package org.etp.systemtests.support;

import static org.assertj.core.api.Assertions.assertThat;

import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebDriver;

/** The checks every page and state gets: no sideways scrolling and no serious or critical axe finding, at 1280 and 390 px. */
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
}
