package org.etp.pharmacy.access;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestBuilders.formLogin;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.util.Locale;
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

/** The privacy officer sees who accessed a prescription or a patient's prescriptions; nobody else does. */
@CounterAppTest
class AccessReportIntegrationTests {

    private static final RequestPostProcessor OFFICER = user("patel").roles("PRIVACY_OFFICER");

    @Autowired
    MockMvc mvc;

    @Autowired
    IntakeServer intake;

    @Test
    void showsWhoAccessedAPrescriptionByItsIdOrThePatientsNhsNumberAndRecordsTheLookup() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 2_800_101);
        mvc.perform(get("/prescriptions/" + id).with(user("viewer-101").roles("TECHNICIAN")))
                .andExpect(status().isOk());
        String nhsNumber = String.valueOf(PharmacyDatabase.count(
                "SELECT patient_nhs_number::bigint FROM prescription WHERE prescription_id = ?", id));

        mvc.perform(get("/access").param("q", id.toLowerCase(Locale.ROOT)).with(OFFICER))
                .andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("viewer-101")))
                .andExpect(content().string(Matchers.containsString("VIEW PRESCRIPTION_PAGE")));
        mvc.perform(get("/access").param("q", String.format("%010d", Long.parseLong(nhsNumber))).with(OFFICER))
                .andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("viewer-101")));

        assertThat(PharmacyDatabase.count("SELECT count(*) FROM access_audit WHERE account = 'patel'"
                + " AND role = 'PRIVACY_OFFICER' AND kind = 'SEARCH' AND action = 'ACCESS_REPORT'"
                + " AND search IN ('PRESCRIPTION_ID', 'NHS_NUMBER') AND rows_shown >= 1")).isGreaterThanOrEqualTo(2);
    }

    @Test
    void isForThePrivacyOfficerAloneWhoSeesNothingAtTheCounter() throws Exception {
        mvc.perform(get("/access").with(user("shah").roles("PHARMACIST"))).andExpect(status().isForbidden());
        mvc.perform(get("/access").with(user("lee").roles("TECHNICIAN"))).andExpect(status().isForbidden());
        mvc.perform(get("/queue").with(OFFICER)).andExpect(status().isForbidden());
        mvc.perform(get("/access").with(OFFICER)).andExpect(status().isOk())
                .andExpect(content().string(Matchers.not(Matchers.containsString("href=\"/queue\""))));
    }

    @Test
    void leadsThePrivacyOfficerToTheAccessAuditOnSignIn() throws Exception {
        mvc.perform(formLogin("/login").user("patel").password("patel-demo")).andExpect(redirectedUrl("/access"));
        mvc.perform(formLogin("/login").user("shah").password("shah-demo")).andExpect(redirectedUrl("/queue"));
    }
}
