package org.etp.pharmacy.counter.detail;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.support.Arrivals;
import org.etp.pharmacy.support.CounterAppTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.request.RequestPostProcessor;

/** An OER prescription at the counter: its page shows the annotated dump, and its download is the raw octets. */
@CounterAppTest
class OerCertificateViewIntegrationTests {

    private static final RequestPostProcessor PHARMACIST = user("shah").roles("PHARMACIST");

    @Autowired
    MockMvc mvc;

    @Autowired
    IntakeServer intake;

    @Test
    void showsTheAnnotatedOerDumpOnTheDetailPage() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.OER, Profile.PRESCRIPTION, 515_001);

        String page = mvc.perform(get("/prescriptions/" + id).with(PHARMACIST)).andExpect(status().isOk())
                .andReturn().getResponse().getContentAsString();

        assertThat(page).contains("OER", "AttributeCertificate", "serialNumber", "content (prescription)")
                .doesNotContain("cannot be shown");
    }

    @Test
    void downloadsTheReceivedOctetsAsAnOerFile() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.OER, Profile.PRESCRIPTION, 27_000_401);

        byte[] raw = mvc.perform(get("/prescriptions/" + id + "/certificate").with(PHARMACIST))
                .andExpect(status().isOk())
                .andExpect(content().contentType("application/octet-stream"))
                .andExpect(header().string("Content-Disposition", "attachment; filename=\"" + id + ".oer\""))
                .andReturn().getResponse().getContentAsByteArray();

        assertThat(raw[1]).isEqualTo((byte) 0x01);
        assertThat(WireFormat.OER.codec().decode(raw).parse().prescriptionId().value()).isEqualTo(id);
    }
}
