package org.etp.pharmacy.counter.queue;

import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;

import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.support.Arrivals;
import org.etp.pharmacy.support.CounterAppTest;
import org.hamcrest.Matchers;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.request.RequestPostProcessor;

/**
 * The queue's paging and outcomes as a pharmacist reads them: the total and the page among how many, a sentence
 * for a page past the end, and for a prescription that moved on, who moved it and when.
 */
@CounterAppTest
class QueuePagingIntegrationTests {

    private static final RequestPostProcessor PHARMACIST = user("shah").roles("PHARMACIST");

    @Autowired
    MockMvc mvc;

    @Autowired
    IntakeServer intake;

    @Test
    void saysThePageAmongHowManyAndWhatIsPastTheEnd() throws Exception {
        Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 34_000_001);

        mvc.perform(get("/queue").with(PHARMACIST)).andExpect(content().string(Matchers.matchesPattern(
                "(?s).*id=\"page-position\">Page 1 of \\d+ · \\d+ prescriptions?<.*")));
        mvc.perform(get("/queue?page=9999").with(PHARMACIST)).andExpect(content().string(Matchers.allOf(
                Matchers.containsString("There is no page 10000"), Matchers.containsString("Go to the first page"),
                Matchers.not(Matchers.containsString("No prescriptions here.")))));
    }

    @Test
    void theDispensedFilterSaysWhenAndByWhom() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 34_000_002);
        mvc.perform(post("/prescriptions/" + id + "/dispense").param("confirmed", "true").with(PHARMACIST)
                .with(csrf()));

        mvc.perform(get("/queue?status=DISPENSED").with(PHARMACIST)).andExpect(content().string(
                Matchers.matchesPattern("(?s).*" + id + ".*by shah, \\d{1,2} [A-Z][a-z]{2,3} \\d{4}, \\d{2}:\\d{2}:\\d{2}"
                        + " (GMT|BST).*")));
        mvc.perform(get("/prescriptions/" + id).with(PHARMACIST)).andExpect(content().string(Matchers.allOf(
                Matchers.matchesPattern("(?s).*born <span>\\d{1,2} [A-Z][a-z]{2,3} \\d{4}</span>.*"),
                Matchers.matchesPattern("(?s).*<td[^>]*>\\d+ (capsules|tablets)</td>.*"))));
    }
}
