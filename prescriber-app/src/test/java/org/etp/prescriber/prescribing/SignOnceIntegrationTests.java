package org.etp.prescriber.prescribing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.prescriber.support.PrescriptionRequests.newPatient;
import static org.etp.prescriber.support.PrescriptionRequests.openForm;
import static org.etp.prescriber.support.PrescriptionRequests.prescription;
import static org.etp.prescriber.support.PrescriptionRequests.refused;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.flash;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.etp.prescriber.support.PrescriberIntegrationTest;
import org.etp.prescriber.support.PrescriptionRequests;
import org.junit.jupiter.api.Test;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;
import org.springframework.test.web.servlet.request.RequestPostProcessor;

/**
 * A form signs one prescription: the same form posted again finds it; a prescription of a medicine the patient
 * has a live prescription of (from anyone in the practice), or an identical one from today, waits for the
 * prescriber's answer: sign anyway, or replace the earlier one, which cancels it.
 */
class SignOnceIntegrationTests extends PrescriberIntegrationTest {

    private static final String WARNING = "already has a prescription of the same medicine";

    @Test
    void signsAFormOnceAndAnswersTheSamePostAgainWithThePrescriptionItMade() throws Exception {
        String patient = newPatient();
        MockHttpServletRequestBuilder form = prescription(mvc, "hart", "der", "rsa2048", patient);

        mvc.perform(form).andExpect(redirectedUrl("/prescriptions"));
        String id = onlyPrescriptionFor(patient);

        mvc.perform(form).andExpect(redirectedUrl("/prescriptions/" + id))
                .andExpect(flash().attribute("message", containsString("signed already, as prescription " + id)));
        assertThat(prescriptionsFor(patient)).containsExactly(id);
    }

    @Test
    void signsTwoPostsOfOneFormArrivingTogetherOnce() throws Exception {
        String patient = newPatient();
        RequestPostProcessor form = openForm(mvc, "hart");
        ExecutorService clicks = Executors.newFixedThreadPool(2);
        try {
            List<Future<String>> answers = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                MockHttpServletRequestBuilder post = prescription(form, "hart", "xml", "ecp256", patient);
                Callable<String> click = () -> mvc.perform(post).andReturn().getResponse().getRedirectedUrl();
                answers.add(clicks.submit(click));
            }
            List<String> redirects = List.of(answers.get(0).get(), answers.get(1).get());
            String id = onlyPrescriptionFor(patient);
            assertThat(redirects).containsExactlyInAnyOrder("/prescriptions", "/prescriptions/" + id);
        } finally {
            clicks.shutdown();
        }
    }

    @Test
    void signsNothingFromAFormThisSessionWasNotGiven() throws Exception {
        String patient = newPatient();
        MockHttpServletRequestBuilder forged = prescription(mvc, "hart", "der", "rsa2048", patient).with(request -> {
            request.setParameter("formToken", "a-token-nobody-issued");
            return request;
        });

        refused(mvc, "hart", forged).andExpect(status().isOk())
                .andExpect(content().string(containsString("This form has expired or was not opened here")))
                .andExpect(content().string(not(containsString("a-token-nobody-issued"))));
        assertThat(prescriptionsFor(patient)).isEmpty();
    }

    @Test
    void warnsOfAnIdenticalPrescriptionForThePatientTodayAndSignsASecondOnlyWhenAsked() throws Exception {
        String patient = newPatient();
        mvc.perform(prescription(mvc, "hart", "der", "rsa2048", patient)).andExpect(redirectedUrl("/prescriptions"));
        String first = onlyPrescriptionFor(patient);

        // Another form, the same patient and items (another form and algorithm make no difference).
        MockHttpServletRequestBuilder again = prescription(mvc, "hart", "xml", "ed25519", patient);
        refused(mvc, "hart", again).andExpect(status().isOk())
                .andExpect(content().string(containsString(WARNING)))
                .andExpect(content().string(containsString("identical to this one, written today")))
                .andExpect(content().string(containsString(first)))
                .andExpect(content().string(containsString("id=\"sign-anyway\"")));
        assertThat(prescriptionsFor(patient)).containsExactly(first);

        mvc.perform(again.param("signAnyway", "true")).andExpect(redirectedUrl("/prescriptions"));
        assertThat(prescriptionsFor(patient)).hasSize(2);
    }

    @Test
    void warnsOfALivePrescriptionOfTheSameMedicineFromAnyoneInThePracticeWhateverTheQuantity() throws Exception {
        String patient = newPatient();
        mvc.perform(prescription(mvc, "patel", "der", "ecp256", patient)).andExpect(redirectedUrl("/prescriptions"));
        String first = onlyPrescriptionFor(patient);

        MockHttpServletRequestBuilder more = prescription(mvc, "hart", "der", "rsa2048", patient)
                .with(set("items[0].quantity", "15"));
        refused(mvc, "hart", more).andExpect(content().string(containsString(WARNING)))
                .andExpect(content().string(containsString(first)))
                .andExpect(content().string(containsString("Amoxicillin 500mg capsules × 21 capsules")))
                .andExpect(content().string(containsString("Only Priya Patel can cancel it.")))
                .andExpect(content().string(not(containsString("name=\"replace\""))));
        assertThat(prescriptionsFor(patient)).containsExactly(first);
    }

    @Test
    void replacingTheEarlierPrescriptionCancelsItAndSignsTheNewOne() throws Exception {
        String patient = newPatient();
        mvc.perform(prescription(mvc, "hart", "der", "rsa2048", patient)).andExpect(redirectedUrl("/prescriptions"));
        String first = onlyPrescriptionFor(patient);
        MockHttpServletRequestBuilder changed = prescription(mvc, "hart", "der", "rsa2048", patient)
                .with(set("items[0].quantity", "15")).param("replace", first);

        // Not yet with the pharmacy: it cannot be cancelled, so nothing happens.
        jdbc.update("UPDATE outbox SET status = 'RETRYING', acknowledged_at = NULL WHERE prescription_id = ?", first);
        refused(mvc, "hart", changed)
                .andExpect(content().string(containsString("It can be cancelled once the pharmacy has it.")));
        assertThat(prescriptionsFor(patient)).containsExactly(first);

        jdbc.update("UPDATE outbox SET status = 'ACCEPTED', acknowledged_at = now() WHERE prescription_id = ?", first);
        mvc.perform(changed).andExpect(redirectedUrl("/prescriptions"))
                .andExpect(flash().attribute("message", containsString("Prescription " + first + " is cancelled")));
        assertThat(prescriptionsFor(patient)).hasSize(2);
        assertThat(jdbc.queryForList("SELECT cancellation_reason FROM outbox WHERE kind = 'CANCEL'"
                + " AND prescription_id = ?", String.class, first)).containsExactly("0001");
    }

    @Test
    void doesNotWarnOfAnotherMedicineOrAnotherPracticesPrescription() throws Exception {
        String patient = newPatient();
        mvc.perform(prescription(mvc, "hart", "der", "rsa2048", patient)).andExpect(redirectedUrl("/prescriptions"));

        mvc.perform(prescription(mvc, "hart", "der", "rsa2048", patient)
                        .with(set("items[0].dmdCode", PrescriptionRequests.PARACETAMOL)).with(set("items[0].quantity", "32")))
                .andExpect(redirectedUrl("/prescriptions"));
        mvc.perform(prescription(mvc, "okafor", "der", "rsa2048", patient)).andExpect(redirectedUrl("/prescriptions"));
        assertThat(prescriptionsFor(patient)).hasSize(3);
    }

    @Test
    void aCancelledPrescriptionIsNoLongerLive() throws Exception {
        String patient = newPatient();
        mvc.perform(prescription(mvc, "hart", "der", "rsa2048", patient)).andExpect(redirectedUrl("/prescriptions"));
        String first = onlyPrescriptionFor(patient);
        jdbc.update("UPDATE outbox SET status = 'ACCEPTED', acknowledged_at = now() WHERE prescription_id = ?", first);
        mvc.perform(post("/prescriptions/" + first + "/cancel").with(user("hart")).with(csrf())
                .param("reason", "0001").param("confirmed", "true"));

        mvc.perform(prescription(mvc, "hart", "der", "rsa2048", patient).with(set("items[0].quantity", "15")))
                .andExpect(redirectedUrl("/prescriptions"));
        assertThat(prescriptionsFor(patient)).hasSize(2);
    }

    /** The form's field set to this value instead of the one it had (a changed field, not a second value). */
    private static RequestPostProcessor set(String name, String value) {
        return request -> {
            request.setParameter(name, value);
            return request;
        };
    }

    private List<String> prescriptionsFor(String nhsNumber) {
        return jdbc.queryForList("SELECT prescription_id FROM outbox WHERE nhs_number = ? ORDER BY id", String.class,
                nhsNumber);
    }

    private String onlyPrescriptionFor(String nhsNumber) {
        List<String> ids = prescriptionsFor(nhsNumber);
        assertThat(ids).hasSize(1);
        return ids.get(0);
    }
}
