package org.etp.pharmacy.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestBuilders.formLogin;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

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

@CounterAppTest
class CounterSecurityIntegrationTests {

    @Autowired
    MockMvc mvc;

    @Autowired
    IntakeServer intake;

    @Test
    void sendsAnonymousRequestsToLogin() throws Exception {
        for (String page : new String[] {"/", "/queue", "/queue/arrivals?after=0", "/prescriptions/X", "/rejections",
                "/dashboard", "/dashboard/data"}) {
            mvc.perform(get(page)).andExpect(status().isFound()).andExpect(redirectedUrl("/login"));
        }
        mvc.perform(post("/prescriptions/X/dispense").with(csrf())).andExpect(status().isFound())
                .andExpect(redirectedUrl("/login"));
    }

    @Test
    void signsInDemoAccountsWithTheirPasswords() throws Exception {
        mvc.perform(formLogin().user("shah").password("shah-demo")).andExpect(redirectedUrl("/queue"));
        mvc.perform(formLogin().user("lee").password("lee-demo")).andExpect(redirectedUrl("/queue"));
        mvc.perform(formLogin().user("shah").password("shah")).andExpect(redirectedUrl("/login?error"));
    }

    @Test
    void refusesAPostWithoutTheCsrfToken() throws Exception {
        mvc.perform(post("/login").param("username", "shah").param("password", "shah-demo"))
                .andExpect(status().isForbidden());
        mvc.perform(post("/prescriptions/X/dispense").with(user("shah").roles("PHARMACIST")))
                .andExpect(status().isForbidden());
    }

    @Test
    void letsTheReadOnlyRoleSeeButNeitherDispenseNorReturn() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 510_001);
        var technician = user("lee").roles("TECHNICIAN");

        mvc.perform(get("/queue").with(technician)).andExpect(status().isOk());
        mvc.perform(get("/prescriptions/" + id).with(technician)).andExpect(status().isOk());
        mvc.perform(get("/dashboard").with(technician)).andExpect(status().isOk());
        mvc.perform(get("/prescriptions/" + id + "/dispense").with(technician)).andExpect(status().isForbidden());
        mvc.perform(post("/prescriptions/" + id + "/dispense").with(technician).with(csrf())
                .param("confirmed", "true")).andExpect(status().isForbidden());
        mvc.perform(post("/prescriptions/" + id + "/partial").with(technician).with(csrf()).param("quantity1", "1"))
                .andExpect(status().isForbidden());
        mvc.perform(post("/prescriptions/" + id + "/return").with(technician).with(csrf())
                .param("reason", "PATIENT_REQUESTED")).andExpect(status().isForbidden());

        assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription WHERE prescription_id = ?"
                + " AND status = 'RECEIVED'", id)).isOne();
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM dispense_event d JOIN prescription p"
                + " ON p.id = d.prescription WHERE p.prescription_id = ?", id)).isZero();
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM counter_audit a JOIN prescription p"
                + " ON p.id = a.prescription WHERE p.prescription_id = ? AND a.actor = 'lee' AND a.outcome = 'REFUSED'"
                + " AND a.detail LIKE 'not allowed%'", id)).isEqualTo(3);
        mvc.perform(get("/audit").with(technician)).andExpect(status().isForbidden());
    }

    @Test
    void letsAPharmacistDispenseByPost() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.XML, Profile.PRESCRIPTION, 510_002);

        mvc.perform(post("/prescriptions/" + id + "/dispense").with(user("shah").roles("PHARMACIST")).with(csrf())
                .param("confirmed", "true")).andExpect(redirectedUrl("/prescriptions/" + id));

        assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription WHERE prescription_id = ?"
                + " AND status = 'DISPENSED' AND status_changed_by = 'shah'", id)).isOne();
    }

    @Test
    void signsOutByPost() throws Exception {
        mvc.perform(post("/logout").with(user("shah").roles("PHARMACIST")).with(csrf()))
                .andExpect(redirectedUrl("/login?logout"));
    }

    @Test
    void servesTheFaviconToEveryoneAndLinksItFromEveryPage() throws Exception {
        mvc.perform(get("/favicon.svg")).andExpect(status().isOk())
                .andExpect(content().contentTypeCompatibleWith("image/svg+xml"));
        mvc.perform(get("/favicon.ico")).andExpect(status().isOk());
        mvc.perform(get("/login")).andExpect(content().string(Matchers.containsString(
                "<link rel=\"icon\" type=\"image/svg+xml\" href=\"/favicon.svg\">")));
    }

    @Test
    void leavesHealthAndMetricsOpenForProbesAndScrapers() throws Exception {
        mvc.perform(get("/actuator/health")).andExpect(status().isOk());
        mvc.perform(get("/actuator/prometheus")).andExpect(status().isOk());
    }
}
