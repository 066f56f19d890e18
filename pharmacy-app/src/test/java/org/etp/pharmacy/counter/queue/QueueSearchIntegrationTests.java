package org.etp.pharmacy.counter.queue;

import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.util.Locale;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.Profile;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.support.Arrivals;
import org.etp.pharmacy.support.CounterAppTest;
import org.hamcrest.Matchers;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.request.RequestPostProcessor;

/** Finding a prescription by its ID however it was typed or scanned, from the queue or in the address. */
@CounterAppTest
class QueueSearchIntegrationTests {

    private static final RequestPostProcessor PHARMACIST = user("shah").roles("PHARMACIST");

    @Autowired
    MockMvc mvc;

    @Autowired
    IntakeServer intake;

    @Test
    void findsAnIdTypedInLowerCaseWithSpacesOrWithoutHyphens() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 560_001);
        String compact = id.replace("-", "");

        for (String typed : new String[] {id.toLowerCase(Locale.ROOT), compact,
                compact.substring(0, 6) + " " + compact.substring(6, 12) + " " + compact.substring(12)}) {
            mvc.perform(get("/queue").param("q", typed).param("status", "DISPENSED").with(PHARMACIST))
                    .andExpect(redirectedUrl("/prescriptions/" + id));
        }
    }

    @Test
    void redirectsAnAddressWithTheIdTypedOtherwiseToItsOneForm() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.XML, Profile.PRESCRIPTION, 560_002);

        mvc.perform(get("/prescriptions/" + id.toLowerCase(Locale.ROOT).replace("-", "")).with(PHARMACIST))
                .andExpect(redirectedUrl("/prescriptions/" + id));
        mvc.perform(get("/prescriptions/" + id.toLowerCase(Locale.ROOT) + "/certificate").with(PHARMACIST))
                .andExpect(redirectedUrl("/prescriptions/" + id + "/certificate"));
        mvc.perform(get("/prescriptions/" + id).with(PHARMACIST)).andExpect(status().isOk());
    }

    @Test
    void saysOnTheQueueThatAnUnknownOrMistypedIdIsNotFound() throws Exception {
        String unknown = PrescriptionId.of(0x123456, "Y99999", 0x00001).value();
        char last = unknown.charAt(unknown.length() - 1);
        String mistyped = unknown.substring(0, unknown.length() - 1) + (last == '0' ? '1' : '0');

        mvc.perform(get("/queue").param("q", unknown.toLowerCase(Locale.ROOT)).with(PHARMACIST))
                .andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString(
                        "No prescription " + unknown + " has been received here.")));
        mvc.perform(get("/queue").param("q", mistyped).with(PHARMACIST))
                .andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("its check character does not match")));
    }
}
