package org.etp.prescriber.signing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.etp.prescriber.support.PrescriptionRequests.prescription;
import static org.etp.prescriber.support.PrescriptionRequests.refused;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.etp.ac.trust.PkiDirectory;
import org.etp.prescriber.support.PrescriberIntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** Dr Vane's certificate is revoked in the demo PKI: he is told so in plain words and nothing he writes is signed. */
class RevokedPrescriberIntegrationTests extends PrescriberIntegrationTest {

    @Autowired
    SigningCertificates certificates;

    @Autowired
    PkiDirectory pki;

    @Test
    void tellsARevokedPrescriberOnTheFirstPageAfterSignIn() throws Exception {
        mvc.perform(get("/prescriptions/new").with(user("vane"))).andExpect(status().isOk())
                .andExpect(content().string(containsString("id=\"certificate-problem\"")))
                .andExpect(content().string(containsString("Your signing certificate was revoked on ")))
                .andExpect(content().string(containsString("registration authority")));
        mvc.perform(get("/prescriptions").with(user("vane")))
                .andExpect(content().string(containsString("Your signing certificate was revoked")));
        mvc.perform(get("/prescriptions/new").with(user("hart")))
                .andExpect(content().string(not(containsString("certificate-problem"))));
    }

    @Test
    void refusesToSignWithARevokedKeyAndSavesNothing() throws Exception {
        int before = count();

        refused(mvc, "vane", prescription(mvc, "vane", "der", "rsa2048")).andExpect(status().isOk())
                .andExpect(content().string(containsString("Your signing certificate was revoked")))
                .andExpect(content().string(containsString("Nothing was signed or saved.")));
        assertThat(count()).isEqualTo(before);
    }

    @Test
    void theSignerItselfRefusesARevokedKey() throws Exception {
        assertThat(certificates.problem("hart-rsa2048")).isEmpty();
        Instant revokedAt = pki.crl().getRevokedCertificate(pki.prescriberCertificate("vane-rsa2048"))
                .getRevocationDate().toInstant();
        String on = DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.UK).withZone(ZoneId.of("Europe/London"))
                .format(revokedAt);
        assertThat(certificates.problem("vane-rsa2048")).get().asString().startsWith("Your signing certificate was"
                + " revoked on " + on + ". You cannot sign prescriptions until you have a new one: pharmacies refuse"
                + " anything it signs. Contact your registration authority");
        assertThatThrownBy(() -> certificates.requireUsable("vane-rsa2048"))
                .isInstanceOf(UnusableCertificateException.class);
    }

    private int count() {
        return jdbc.queryForObject("SELECT count(*) FROM outbox WHERE username = 'vane'", Integer.class);
    }
}
