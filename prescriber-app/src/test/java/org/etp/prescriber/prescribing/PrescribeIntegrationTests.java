package org.etp.prescriber.prescribing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.prescriber.support.PrescriptionRequests.newPatient;
import static org.etp.prescriber.support.PrescriptionRequests.nominating;
import static org.etp.prescriber.support.PrescriptionRequests.prescription;
import static org.etp.prescriber.support.PrescriptionRequests.refused;
import static org.etp.prescriber.support.PrescriptionRequests.withItem;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.flash;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.view;

import java.time.Clock;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.trust.PrescriberRegistry;
import org.etp.ac.verification.PrescriptionVerifier;
import org.etp.ac.verification.VerificationPolicy;
import org.etp.ac.verification.VerifiedPrescription;
import org.etp.prescriber.support.DemoPkiDirectory;
import org.etp.prescriber.support.PrescriberIntegrationTest;
import org.etp.prescriber.transport.Pharmacies;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;

class PrescribeIntegrationTests extends PrescriberIntegrationTest {

    @Autowired
    Pharmacies pharmacies;

    @Test
    void refusesHalfACapsuleAndShowsTheUnitBesideTheQuantity() throws Exception {
        long before = outboxRows();
        refused(mvc, "hart", prescription(mvc, "hart", "der", "rsa2048").with(request -> {
            request.setParameter("items[0].quantity", "1.5");
            return request;
        }))
                .andExpect(status().isOk()).andExpect(view().name("prescribe"))
                .andExpect(content().string(containsString("quantity of capsules is a whole number in digits, such as 28")))
                .andExpect(content().string(containsString("<span class=\"unit\">capsules</span>")))
                .andExpect(content().string(containsString("aria-invalid=\"true\"")))
                .andExpect(content().string(containsString("id=\"error-summary\"")));
        assertThat(outboxRows()).isEqualTo(before);
    }

    @Test
    void showsABadNhsNumberBesideItsFieldAndSavesNothing() throws Exception {
        long before = outboxRows();
        refused(mvc, "hart", prescription(mvc, "hart", "der", "rsa2048", "9434765918"))
                .andExpect(status().isOk()).andExpect(view().name("prescribe"))
                .andExpect(content().string(containsString("NHS number fails its modulus-11 check.")))
                .andExpect(content().string(containsString("id=\"nhsNumber-error\"")));
        assertThat(outboxRows()).isEqualTo(before);
    }

    @Test
    void offersEachTypeWithHowLongItIsValid() throws Exception {
        mvc.perform(get("/prescriptions/new").with(user("hart"))).andExpect(status().isOk())
                .andExpect(content().string(
                        containsString("<option value=\"ACUTE\" selected=\"selected\">Acute (28 days)</option>")))
                .andExpect(content().string(containsString("<option value=\"REPEAT\">Repeat (6 months)</option>")));
    }

    @Test
    void answersARefusedPostWithTheFormAtItsOwnAddressSoThatAReloadPostsNothing() throws Exception {
        long before = outboxRows();
        MockHttpServletRequestBuilder bad = prescription(mvc, "hart", "der", "rsa2048", "9434765918");
        MvcResult posted = mvc.perform(bad).andExpect(status().isFound())
                .andExpect(redirectedUrl("/prescriptions/new")).andReturn();
        MockHttpSession session = (MockHttpSession) posted.getRequest().getSession();
        String token = posted.getRequest().getParameter("formToken");

        // The browser follows the redirect: the form as typed, its errors tied to their fields, the same token.
        mvc.perform(get("/prescriptions/new").with(user("hart")).session(session))
                .andExpect(status().isOk()).andExpect(view().name("prescribe"))
                .andExpect(content().string(containsString("id=\"error-summary\"")))
                .andExpect(content().string(containsString("aria-describedby=\"nhsNumber-error\"")))
                .andExpect(content().string(containsString("value=\"943 476 5918\"")))
                .andExpect(content().string(containsString("value=\"Olivia\"")))
                .andExpect(content().string(containsString("value=\"" + token + "\"")));
        // A reload gets the page again, not the post: a blank form, nothing signed.
        mvc.perform(get("/prescriptions/new").with(user("hart")).session(session)).andExpect(status().isOk())
                .andExpect(content().string(not(containsString("id=\"error-summary\""))))
                .andExpect(content().string(not(containsString("value=\"Olivia\""))));
        assertThat(outboxRows()).isEqualTo(before);
    }

    @Test
    void offersNoFifthItemRow() throws Exception {
        MockHttpServletRequestBuilder request = prescription(mvc, "hart", "der", "rsa2048").param("addItem", "1");
        for (int i = 1; i <= 3; i++) {
            withItem(request, i);
        }
        refused(mvc, "hart", request).andExpect(status().isOk())
                .andExpect(content().string(containsString("A prescription holds at most 4 items.")))
                .andExpect(content().string(not(
                        containsString("items[4].dmdCode"))))
                .andExpect(content().string(not(containsString("id=\"add-item\""))));
    }

    @Test
    void answersAFifthItemOrAForgedIndexWithBadRequestAndSignsNothing() throws Exception {
        long before = outboxRows();
        MockHttpServletRequestBuilder five = prescription(mvc, "hart", "xml", "rsa2048");
        for (int i = 1; i <= 4; i++) {
            withItem(five, i);
        }
        mvc.perform(five).andExpect(status().isBadRequest());
        for (String forged : new String[] {"items[-1].dmdCode", "items[99].dmdCode", "items[4].quantity"}) {
            mvc.perform(prescription(mvc, "hart", "der", "rsa2048").param(forged, "323509004"))
                    .andExpect(status().isBadRequest());
        }
        assertThat(outboxRows()).isEqualTo(before);
    }

    @Test
    void asksForTheAddressInAPlainSentence() throws Exception {
        refused(mvc, "hart", prescription(mvc, "hart", "der", "rsa2048").with(request -> {
            request.setParameter("addressLine1", "");
            request.setParameter("town", "");
            return request;
        })).andExpect(content().string(containsString("Address is required: at least its first line.")))
                .andExpect(content().string(not(containsString("lines is required"))));
    }

    @Test
    void makesSigningTheFormsDefaultActionSoThatEnterNeverRemovesAnItem() throws Exception {
        MockHttpServletRequestBuilder twoRows = withItem(prescription(mvc, "hart", "der", "rsa2048"), 1)
                .param("addItem", "1");
        String html = refused(mvc, "hart", twoRows).andExpect(status().isOk()).andReturn().getResponse()
                .getContentAsString();

        // Enter in a text field submits with the form's first submit button (HTML's implicit submission).
        String form = html.substring(html.indexOf("id=\"prescription-form\""));
        Matcher first = Pattern.compile("<button[^>]*type=\"submit\"[^>]*>").matcher(form);
        assertThat(first.find()).isTrue();
        assertThat(first.group()).doesNotContain("name=").contains("id=\"default-action\"");
        assertThat(form.indexOf("id=\"default-action\"")).isLessThan(form.indexOf("name=\"removeItem\""))
                .isLessThan(form.indexOf("name=\"addItem\""));
    }

    @Test
    void refusesAnAlgorithmThePrescriberHoldsNoKeyFor() throws Exception {
        long before = outboxRows();
        refused(mvc, "okafor", prescription(mvc, "okafor", "der", "ed25519")).andExpect(status().isOk())
                .andExpect(content().string(containsString("You hold no ed25519 key.")));
        assertThat(outboxRows()).isEqualTo(before);
    }

    @Test
    void signsInEachFormAndAlgorithmSoThatThePharmacysVerifierAccepts() throws Exception {
        PrescriptionVerifier verifier = new PrescriptionVerifier(PrescriberRegistry.load(DemoPkiDirectory.get()),
                VerificationPolicy.strict(), Clock.systemUTC());
        for (WireFormat format : WireFormat.values()) {
            for (SignatureAlgorithm algorithm : SignatureAlgorithm.values()) {
                String nhsNumber = newPatient();
                mvc.perform(withItem(prescription(mvc, "hart", format.id(), algorithm.id(), nhsNumber), 1))
                        .andExpect(redirectedUrl("/prescriptions"));
                var row = jdbc.queryForMap("SELECT prescription_id, format, algorithm, prescriber_id, payload,"
                        + " sign_micros, cpu_micros FROM outbox WHERE username = 'hart' ORDER BY id DESC LIMIT 1");
                VerifiedPrescription verified = verifier.verify(format, (byte[]) row.get("payload"));

                Prescription prescription = (Prescription) verified.certificate().content();
                assertThat(prescription.prescriptionId().value()).isEqualTo(row.get("prescription_id"));
                assertThat(prescription.items()).hasSize(2);
                assertThat(prescription.patient().nhsNumber().value()).isEqualTo(nhsNumber);
                assertThat(prescription.prescriber().name()).isEqualTo("Dr Amelia Hart");
                assertThat(row.get("format")).isEqualTo(format.name());
                assertThat(row.get("algorithm")).isEqualTo(algorithm.id());
                assertThat(row.get("prescriber_id")).isEqualTo("hart-" + algorithm.id());
                // Signing is measured, the exact CPU time included (the user/system split is tick-grained).
                assertThat((Long) row.get("sign_micros")).isPositive();
                assertThat((Long) row.get("cpu_micros")).isPositive();
            }
        }
    }

    @Test
    void signsAPrescriptionWithNoNominationAndRoutesItToTheFirstConfiguredPharmacy() throws Exception {
        String first = pharmacies.all().get(0).odsCode();

        String name = pharmacies.all().get(0).name();
        mvc.perform(nominating(mvc, "hart", "none")).andExpect(redirectedUrl("/prescriptions"))
                .andExpect(flash().attribute("message", containsString("queued for " + name
                        + " (no nomination: the patient's token works there only)")))
                .andExpect(flash().attributeExists("tokenFor"));

        var row = jdbc.queryForMap("SELECT pharmacy_ods, payload FROM outbox WHERE username = 'hart'"
                + " ORDER BY id DESC LIMIT 1");
        PrescriptionVerifier verifier = new PrescriptionVerifier(PrescriberRegistry.load(DemoPkiDirectory.get()),
                VerificationPolicy.strict().forPharmacy("FWD07"), Clock.systemUTC());
        Prescription prescription = (Prescription) verifier.verify(WireFormat.DER, (byte[]) row.get("payload"))
                .certificate().content();
        assertThat(prescription.nominatedPharmacy()).isEmpty();
        assertThat(row.get("pharmacy_ods")).isEqualTo(first);
        mvc.perform(get("/prescriptions").with(user("hart")))
                .andExpect(content().string(containsString("No nomination — sent to " + name + " only")));
        String id = prescription.prescriptionId().value();
        mvc.perform(get("/prescriptions/" + id + "/token").with(user("hart")))
                .andExpect(content().string(containsString("No nomination — for " + name + " only")));
        mvc.perform(get("/prescriptions/" + id).with(user("hart")))
                .andExpect(content().string(containsString("No nomination — sent to " + name + "; the token works there only")));
    }

    @Test
    void saysWhereAPrescriptionWithNoNominationGoesAndPreselectsNoPharmacy() throws Exception {
        mvc.perform(get("/prescriptions/new").with(user("hart"))).andExpect(status().isOk())
                .andExpect(content().string(containsString("<option value=\"none\">No nomination — sent to Riverside"
                        + " Pharmacy (FA123); the token works there only</option>")))
                .andExpect(content().string(not(containsString("value=\"FA123\" selected"))));
    }

    private long outboxRows() {
        return jdbc.queryForObject("SELECT count(*) FROM outbox", Long.class);
    }
}
