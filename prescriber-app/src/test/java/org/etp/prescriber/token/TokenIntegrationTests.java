package org.etp.prescriber.token;

import static org.etp.prescriber.support.PrescriptionRequests.prescription;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.startsWith;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.etp.prescriber.support.PrescriberIntegrationTest;
import org.etp.prescriber.support.PrescriptionRequests;
import org.junit.jupiter.api.Test;

class TokenIntegrationTests extends PrescriberIntegrationTest {

    private static final String[] PATHS = {"/token", "/token/code128.svg", "/token/datamatrix.svg"};

    @Test
    void showsThePrescribersTokenWithThePatientTheItemsAndBothBarcodes() throws Exception {
        String nhsNumber = PrescriptionRequests.newPatient();
        String id = write(nhsNumber);

        mvc.perform(get("/prescriptions/" + id + "/token").with(user("hart"))).andExpect(status().isOk())
                .andExpect(content().string(allOf(containsString("Olivia Taylor"),
                        containsString(nhsNumber.substring(0, 3) + " " + nhsNumber.substring(3, 6) + " "
                                + nhsNumber.substring(6)),
                        containsString("Amoxicillin"), containsString("21 capsules"),
                        containsString("One capsule three times a day for 7 days"),
                        containsString("/prescriptions/" + id + "/token/code128.svg"),
                        containsString("/prescriptions/" + id + "/token/datamatrix.svg"),
                        containsString("/css/token.css"))));
        mvc.perform(get("/prescriptions/" + id).with(user("hart")))
                .andExpect(content().string(containsString("/prescriptions/" + id + "/token")));
    }

    @Test
    void printsAnOrdinaryTokenAtTheLargestSizeInTheWordsItsSizeIsReckonedWith() throws Exception {
        String id = write(PrescriptionRequests.newPatient());

        mvc.perform(get("/prescriptions/" + id + "/token").with(user("hart"))).andExpect(status().isOk())
                .andExpect(content().string(allOf(containsString(TokenSize.SIZE_11.cssClass()),
                        containsString(">" + TokenSize.TITLE + "<"), containsString(">" + TokenSize.INTRO + "<"),
                        containsString("<dt>" + TokenSize.PATIENT + "</dt>"),
                        containsString(">" + TokenSize.ITEMS + "</h2>"))));
    }

    @Test
    void servesTheBarcodesAsSvgUnderTheStrictPolicy() throws Exception {
        String id = write(PrescriptionRequests.newPatient());

        for (String image : new String[] {"/token/code128.svg", "/token/datamatrix.svg"}) {
            mvc.perform(get("/prescriptions/" + id + image).with(user("hart"))).andExpect(status().isOk())
                    .andExpect(header().string("Content-Type", startsWith("image/svg+xml")))
                    .andExpect(header().string("Content-Security-Policy", containsString("script-src 'self'")))
                    .andExpect(content().string(startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\"")));
        }
    }

    @Test
    void hidesAnotherPrescribersTokenAsTheDetailPageDoes() throws Exception {
        String id = write(PrescriptionRequests.newPatient());

        mvc.perform(get("/prescriptions/" + id).with(user("okafor"))).andExpect(status().isNotFound());
        for (String path : PATHS) {
            mvc.perform(get("/prescriptions/" + id + path).with(user("okafor"))).andExpect(status().isNotFound());
            mvc.perform(get("/prescriptions/" + id + path).with(user("hart"))).andExpect(status().isOk());
        }
    }

    @Test
    void findsNoTokenForAnIdNeverWritten() throws Exception {
        for (String path : PATHS) {
            mvc.perform(get("/prescriptions/AAAAAA-Y12345-00000X" + path).with(user("hart")))
                    .andExpect(status().isNotFound());
        }
    }

    @Test
    void asksForSignInFirst() throws Exception {
        String id = write(PrescriptionRequests.newPatient());

        for (String path : PATHS) {
            mvc.perform(get("/prescriptions/" + id + path)).andExpect(status().isFound())
                    .andExpect(redirectedUrl("/login"));
        }
    }

    private String write(String nhsNumber) throws Exception {
        mvc.perform(prescription(mvc, "hart", "der", "rsa2048", nhsNumber)).andExpect(status().isFound());
        return jdbc.queryForObject("SELECT prescription_id FROM outbox WHERE username = 'hart' AND nhs_number = ?",
                String.class, nhsNumber);
    }
}
