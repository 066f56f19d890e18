package org.etp.prescriber.notices;

import java.security.Principal;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ModelAttribute;

/** How many notices the signed-in prescriber has not acknowledged: every page's banner says so while any are. */
@ControllerAdvice
class NoticeBanner {

    private final Notices notices;

    NoticeBanner(Notices notices) {
        this.notices = notices;
    }

    @ModelAttribute("openNotices")
    long openNotices(Principal principal) {
        return principal == null ? 0 : notices.openCount(principal.getName());
    }
}
