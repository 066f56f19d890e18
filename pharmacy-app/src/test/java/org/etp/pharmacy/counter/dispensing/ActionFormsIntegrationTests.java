package org.etp.pharmacy.counter.dispensing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.flash;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.util.Map;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.support.Arrivals;
import org.etp.pharmacy.support.CounterAppTest;
import org.etp.pharmacy.support.PharmacyDatabase;
import org.hamcrest.Matchers;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.request.RequestPostProcessor;

/**
 * The action forms as the pharmacist meets them: dispensing everything is confirmed first, the return reason
 * is chosen rather than preselected, a partial dispense is confirmed first too, and a form filled in wrongly comes back
 * with the control at fault marked and described.
 */
@CounterAppTest
class ActionFormsIntegrationTests {

    private static final RequestPostProcessor PHARMACIST = user("shah").roles("PHARMACIST");

    @Autowired
    MockMvc mvc;

    @Autowired
    IntakeServer intake;

    @Test
    void asksForConfirmationBeforeDispensingEverything() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 590_001);

        mvc.perform(post("/prescriptions/" + id + "/dispense").with(PHARMACIST).with(csrf()))
                .andExpect(redirectedUrl("/prescriptions/" + id + "/dispense"));
        assertThat(stillReceived(id)).isOne();
        mvc.perform(get("/prescriptions/" + id + "/dispense").with(PHARMACIST))
                .andExpect(status().isOk())
                .andExpect(content().string(Matchers.allOf(Matchers.containsString("id=\"confirm-dispense\""),
                        Matchers.containsString("name=\"confirmed\" value=\"true\""))));

        mvc.perform(post("/prescriptions/" + id + "/dispense").param("confirmed", "true").with(PHARMACIST)
                .with(csrf())).andExpect(redirectedUrl("/prescriptions/" + id));
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription WHERE prescription_id = ?"
                + " AND status = 'DISPENSED'", id)).isOne();
    }

    @Test
    void offersNoPreselectedReturnReasonAndConfirmsAPartialDispenseFirst() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 590_002);

        mvc.perform(get("/prescriptions/" + id).with(PHARMACIST))
                .andExpect(content().string(Matchers.containsString(
                        "<option value=\"\">Choose a reason</option>")))
                .andExpect(content().string(Matchers.containsString("id=\"quantity1\" name=\"quantity1\" value=\"\"")));

        mvc.perform(post("/prescriptions/" + id + "/return").param("note", "no reason given").with(PHARMACIST)
                        .with(csrf()))
                .andExpect(redirectedUrl("/prescriptions/" + id))
                .andExpect(flash().attribute("result", ActionResult.invalid("return-reason",
                        "Choose why the prescription is returned.")));
        mvc.perform(post("/prescriptions/" + id + "/return").param("reason", "PATIENT_REQUESTED")
                        .param("note", "x".repeat(131)).with(PHARMACIST).with(csrf()))
                .andExpect(flash().attribute("result", ActionResult.invalid("return-note",
                        "The note is 131 characters long: shorten it to 130 or fewer.")));
        String quantities = mvc.perform(post("/prescriptions/" + id + "/partial").param("quantity1", "1")
                        .param("reason1", "OWING").with(PHARMACIST).with(csrf()))
                .andReturn().getResponse().getRedirectedUrl();
        assertThat(stillReceived(id)).isOne();
        if (quantities.startsWith("/prescriptions/" + id + "/partial?")) {
            mvc.perform(get(quantities).with(PHARMACIST)).andExpect(content().string(
                    Matchers.containsString("id=\"confirm-supply\"")));
        }
        assertThat(stillReceived(id)).isOne();
    }

    @Test
    void marksTheControlAtFaultAndKeepsWhatWasTyped() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 590_003);

        mvc.perform(post("/prescriptions/" + id + "/partial").param("quantity1", "two").with(PHARMACIST)
                        .with(csrf()))
                .andExpect(flash().attribute("result", ActionResult.invalid("quantity1",
                        "Item 1: the quantity supplied is not a number.")))
                .andExpect(flash().attribute("submitted", Map.of("quantity1", "two", "reason1", "")));
        mvc.perform(post("/prescriptions/" + id + "/partial").param("quantity1", "").with(PHARMACIST).with(csrf()))
                .andExpect(flash().attribute("result", ActionResult.invalid("quantity1",
                        "Item 1: type the quantity supplied (0 if none).")));

        mvc.perform(get("/prescriptions/" + id).with(PHARMACIST)
                        .flashAttr("result", ActionResult.invalid("quantity1", "Item 1: the quantity supplied is not a number."))
                        .flashAttr("submitted", Map.of("quantity1", "two", "reason1", "")))
                .andExpect(content().string(Matchers.allOf(
                        Matchers.containsString("id=\"error-summary\""),
                        Matchers.containsString("href=\"#quantity1\""),
                        Matchers.matchesPattern("(?s).*id=\"quantity1\"[^>]*value=\"two\"[^>]* aria-invalid=\"true\""
                                + " aria-describedby=\"quantity1-error\".*"),
                        Matchers.containsString("id=\"quantity1-error\""),
                        Matchers.containsString("<details id=\"partial-dispense\" open"))));
    }

    /** 1 while the prescription is still received. */
    private static long stillReceived(String id) {
        return PharmacyDatabase.count("SELECT count(*) FROM prescription WHERE prescription_id = ?"
                + " AND status = 'RECEIVED'", id);
    }
}
