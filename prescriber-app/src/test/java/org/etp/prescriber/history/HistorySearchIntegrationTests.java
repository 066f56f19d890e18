package org.etp.prescriber.history;

import static org.etp.prescriber.support.PrescriptionRequests.newPatient;
import static org.etp.prescriber.support.PrescriptionRequests.prescription;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Locale;
import org.etp.prescriber.support.PrescriberIntegrationTest;
import org.junit.jupiter.api.Test;

/** The history past its first page, its search, and IDs as people type them. */
class HistorySearchIntegrationTests extends PrescriberIntegrationTest {

    @Test
    void pagesPastTheFirstFiftyWithTheTotal() throws Exception {
        for (int i = 0; i < HistoryController.PAGE_SIZE + 2; i++) {
            mvc.perform(prescription(mvc, "patel", "der", "ecp256")).andExpect(status().isFound());
        }
        long total = jdbc.queryForObject("SELECT count(*) FROM outbox WHERE username = 'patel'", Long.class);

        mvc.perform(get("/prescriptions").with(user("patel")))
                .andExpect(content().string(containsString("Showing 1–50 of " + total + " prescriptions")))
                .andExpect(content().string(containsString("id=\"page-next\"")));
        mvc.perform(get("/prescriptions?page=2").with(user("patel")))
                .andExpect(content().string(containsString("Showing 51–" + total + " of " + total)));
    }

    @Test
    void findsByNhsNumberNameIdInAnySpellingAndDay() throws Exception {
        String patient = newPatient();
        mvc.perform(prescription(mvc, "okafor", "der", "rsa2048", patient)).andExpect(status().isFound());
        String id = jdbc.queryForObject("SELECT prescription_id FROM outbox WHERE nhs_number = ?", String.class, patient);
        mvc.perform(prescription(mvc, "okafor", "xml", "rsa2048")).andExpect(status().isFound());
        String spaced = patient.substring(0, 3) + " " + patient.substring(3, 6) + " " + patient.substring(6);
        String typedId = id.replace("-", " ").toLowerCase(Locale.ROOT);
        String today = LocalDate.now(ZoneId.of("Europe/London")).toString();

        mvc.perform(get("/prescriptions").param("q", spaced).with(user("okafor")))
                .andExpect(content().string(containsString("Showing 1 of 1 matching prescription.")))
                .andExpect(content().string(containsString(id)));
        mvc.perform(get("/prescriptions").param("q", typedId).with(user("okafor")))
                .andExpect(content().string(containsString("Showing 1 of 1 matching prescription.")));
        mvc.perform(get("/prescriptions").param("q", id.replace("-", "")).with(user("okafor")))
                .andExpect(content().string(containsString(id)));
        mvc.perform(get("/prescriptions").param("q", "olivia TAY").with(user("okafor")))
                .andExpect(content().string(containsString(id)));
        mvc.perform(get("/prescriptions").param("q", "Nobody").with(user("okafor")))
                .andExpect(content().string(containsString("No prescriptions match.")));
        mvc.perform(get("/prescriptions").param("date", today).with(user("okafor")))
                .andExpect(content().string(containsString(id)));
        mvc.perform(get("/prescriptions").param("date", "2001-01-01").with(user("okafor")))
                .andExpect(content().string(not(containsString(id))));
        mvc.perform(get("/prescriptions/" + id.replace("-", "").toLowerCase(Locale.ROOT)).with(user("okafor")))
                .andExpect(redirectedUrl("/prescriptions/" + id));
    }

    @Test
    void answersStatusesAsJsonForInPlaceUpdates() throws Exception {
        mvc.perform(prescription(mvc, "okafor", "der", "rsa2048")).andExpect(status().isFound());
        String id = jdbc.queryForObject("SELECT prescription_id FROM outbox WHERE username = 'okafor' ORDER BY id DESC"
                + " LIMIT 1", String.class);

        mvc.perform(get("/prescriptions/statuses").param("id", id).with(user("okafor")))
                .andExpect(jsonPath("$['" + id + "'].status").exists())
                .andExpect(jsonPath("$['" + id + "'].label").exists());
        mvc.perform(get("/prescriptions/statuses").param("id", id).with(user("hart")))
                .andExpect(content().json("{}"));
        mvc.perform(get("/prescriptions").with(user("okafor")))
                .andExpect(content().string(not(containsString("http-equiv=\"refresh\""))));
    }

    @Test
    void showsTimesWithTheirZoneAndTheSignerReadably() throws Exception {
        mvc.perform(prescription(mvc, "okafor", "der", "rsa2048")).andExpect(status().isFound());
        String id = jdbc.queryForObject("SELECT prescription_id FROM outbox WHERE username = 'okafor' ORDER BY id DESC"
                + " LIMIT 1", String.class);

        mvc.perform(get("/prescriptions/" + id).with(user("okafor")))
                .andExpect(content().string(containsString(" (GMC ")))
                .andExpect(content().string(not(containsString("SERIALNUMBER="))))
                .andExpect(content().string(not(containsString("2.5.4.5=#"))))
                .andExpect(content().string(matchesPattern(
                        "(?s).*\\d{1,2} \\w{3} \\d{4}, \\d\\d:\\d\\d:\\d\\d (GMT|BST).*")));
    }
}
