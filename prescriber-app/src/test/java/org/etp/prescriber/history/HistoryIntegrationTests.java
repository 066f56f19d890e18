package org.etp.prescriber.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.etp.prescriber.support.PrescriptionRequests.prescription;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.time.Duration;
import org.etp.prescriber.support.PrescriberIntegrationTest;
import org.etp.prescriber.support.PrescriptionRequests;
import org.junit.jupiter.api.Test;

class HistoryIntegrationTests extends PrescriberIntegrationTest {

    @Test
    void listsThePrescribersOwnPrescriptionsWithStatusAndTimings() throws Exception {
        String id = write("der", "rsa2048");
        await().atMost(Duration.ofSeconds(10)).until(() -> statusOf(id).equals("ACCEPTED"));

        mvc.perform(get("/prescriptions").with(user("hart"))).andExpect(status().isOk())
                .andExpect(content().string(containsString(id)))
                .andExpect(content().string(containsString("status-accepted")))
                .andExpect(content().string(containsString("11 / 22 / 33 / 44 / 150")));
        mvc.perform(get("/prescriptions").with(user("okafor"))).andExpect(content().string(not(containsString(id))));
    }

    @Test
    void showsADerPrescriptionWithItsAsn1Dump() throws Exception {
        String id = write("der", "ed25519");

        mvc.perform(get("/prescriptions/" + id).with(user("hart"))).andExpect(status().isOk())
                .andExpect(content().string(containsString("ASN.1 dump")))
                .andExpect(content().string(containsString("Amoxicillin 500mg capsules")))
                .andExpect(content().string(containsString("hart-ed25519")))
                .andExpect(content().string(containsString("<dt>Encoding and signing</dt>")))
                .andExpect(content().string(not(containsString("Encoding alone"))));
    }

    @Test
    void showsAnXmlPrescriptionIndented() throws Exception {
        String id = write("xml", "ecp256");

        mvc.perform(get("/prescriptions/" + id).with(user("hart"))).andExpect(status().isOk())
                .andExpect(content().string(containsString("Signed XML")))
                .andExpect(content().string(containsString("SignatureValue")));
    }

    @Test
    void showsAnOerPrescriptionWithItsAnnotatedDumpAndDownloadsItsOctets() throws Exception {
        String id = write("oer", "ecp256");
        await().atMost(Duration.ofSeconds(10)).until(() -> statusOf(id).equals("ACCEPTED"));
        byte[] sent = jdbc.queryForObject("SELECT payload FROM outbox WHERE prescription_id = ?", byte[].class, id);

        mvc.perform(get("/prescriptions/" + id).with(user("hart"))).andExpect(status().isOk())
                .andExpect(content().string(containsString("OER dump")))
                .andExpect(content().string(containsString("AttributeCertificate")))
                .andExpect(content().string(containsString("Amoxicillin 500mg capsules")));
        byte[] downloaded = mvc.perform(get("/prescriptions/" + id + "/certificate").with(user("hart")))
                .andExpect(status().isOk())
                .andExpect(content().contentType("application/octet-stream"))
                .andExpect(header().string("Content-Disposition", containsString(id + ".oer")))
                .andReturn().getResponse().getContentAsByteArray();
        assertThat(downloaded).isEqualTo(sent);
    }

    @Test
    void downloadsTheCertificateExactlyAsSent() throws Exception {
        String id = write("xml", "rsa2048");
        byte[] sent = jdbc.queryForObject("SELECT payload FROM outbox WHERE prescription_id = ?", byte[].class, id);

        byte[] downloaded = mvc.perform(get("/prescriptions/" + id + "/certificate").with(user("hart")))
                .andExpect(status().isOk())
                .andExpect(header().string("Content-Disposition", containsString(id + ".xml")))
                .andReturn().getResponse().getContentAsByteArray();
        assertThat(downloaded).isEqualTo(sent);
    }

    @Test
    void takesAnNhsNumberTypedWithSpacesAndShowsItSpacedInTheHistory() throws Exception {
        String nhsNumber = PrescriptionRequests.newPatient();
        String spaced = nhsNumber.substring(0, 3) + " " + nhsNumber.substring(3, 6) + " " + nhsNumber.substring(6);
        mvc.perform(prescription(mvc, "hart", "der", "rsa2048", " " + spaced.replace(" ", "  ") + " "))
                .andExpect(status().isFound()).andExpect(header().string("Location", "/prescriptions"));

        mvc.perform(get("/prescriptions").with(user("hart"))).andExpect(status().isOk())
                .andExpect(content().string(containsString("NHS " + spaced)));
        assertThat(jdbc.queryForObject("SELECT count(*) FROM outbox WHERE nhs_number = ?", Integer.class, nhsNumber))
                .isEqualTo(1);
    }

    @Test
    void hidesAnotherPrescribersPrescription() throws Exception {
        String id = write("der", "rsa2048");

        mvc.perform(get("/prescriptions/" + id).with(user("okafor"))).andExpect(status().isNotFound());
        mvc.perform(get("/prescriptions/" + id + "/certificate").with(user("okafor")))
                .andExpect(status().isNotFound());
    }

    @Test
    void saysSoWhenAPageIsPastTheLastOne() throws Exception {
        write("der", "rsa2048");
        long pages = (jdbc.queryForObject("SELECT count(*) FROM outbox WHERE username = 'hart'", Long.class) + 49) / 50;

        mvc.perform(get("/prescriptions").param("page", "999").with(user("hart"))).andExpect(status().isOk())
                .andExpect(content().string(containsString("There is no page <span>999</span>")))
                .andExpect(content().string(containsString(pages == 1 ? "one page" : pages + " pages")))
                .andExpect(content().string(containsString("/prescriptions?page=" + pages)))
                .andExpect(content().string(not(containsString("Showing 49901"))));
    }

    private String write(String format, String algorithm) throws Exception {
        mvc.perform(prescription(mvc, "hart", format, algorithm)).andExpect(status().isFound());
        return jdbc.queryForObject("SELECT prescription_id FROM outbox WHERE username = 'hart' ORDER BY id DESC"
                + " LIMIT 1", String.class);
    }

    private String statusOf(String id) {
        return jdbc.queryForObject("SELECT status FROM outbox WHERE prescription_id = ?", String.class, id);
    }
}
