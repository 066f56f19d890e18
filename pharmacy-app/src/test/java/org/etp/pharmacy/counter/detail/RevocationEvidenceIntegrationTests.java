package org.etp.pharmacy.counter.detail;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.support.Arrivals;
import org.etp.pharmacy.support.CounterAppTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;

/** A prescription's page names the source its signer's revocation status came from, as the store recorded it. */
@CounterAppTest
class RevocationEvidenceIntegrationTests {

    @Autowired
    MockMvc mvc;

    @Autowired
    IntakeServer intake;

    @Test
    void showsWhenTheRecordedRevocationStatusWentStaleUnderItsSourcesName() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 515_101);

        String page = mvc.perform(get("/prescriptions/" + id).with(user("shah").roles("PHARMACIST")))
                .andExpect(status().isOk()).andReturn().getResponse().getContentAsString();

        assertThat(page).contains("<dt>Revocation checked at</dt>")
                .containsPattern("<dt>CRL next update</dt><dd>[^<]+</dd>");
    }
}
