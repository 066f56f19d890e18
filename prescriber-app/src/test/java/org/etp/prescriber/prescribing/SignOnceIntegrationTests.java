package org.etp.prescriber.prescribing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.prescriber.support.PrescriptionRequests.newPatient;
import static org.etp.prescriber.support.PrescriptionRequests.openForm;
import static org.etp.prescriber.support.PrescriptionRequests.prescription;
import static org.etp.prescriber.support.PrescriptionRequests.refused;
import static org.etp.prescriber.support.PrescriptionRequests.withItem;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
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
import org.junit.jupiter.api.Test;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;
import org.springframework.test.web.servlet.request.RequestPostProcessor;

/**
 * A form signs one prescription: the same form posted again finds it, and an identical prescription for
 * the same patient on the same day waits for the prescriber's yes.
 */
class SignOnceIntegrationTests extends PrescriberIntegrationTest {

    private static final String IDENTICAL = "already has an identical prescription from you today";

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
    void warnsOfAnIdenticalPrescriptionForThePatientTodayAndSignsASecondOnlyWhenConfirmed() throws Exception {
        String patient = newPatient();
        mvc.perform(prescription(mvc, "hart", "der", "rsa2048", patient)).andExpect(redirectedUrl("/prescriptions"));
        String first = onlyPrescriptionFor(patient);

        // Another form, the same patient and items (another form and algorithm make no difference).
        MockHttpServletRequestBuilder again = prescription(mvc, "hart", "xml", "ed25519", patient);
        refused(mvc, "hart", again).andExpect(status().isOk())
                .andExpect(content().string(containsString(IDENTICAL)))
                .andExpect(content().string(containsString(first)))
                .andExpect(content().string(containsString("id=\"confirm-identical\"")));
        assertThat(prescriptionsFor(patient)).containsExactly(first);

        mvc.perform(again.param("confirmIdentical", "true")).andExpect(redirectedUrl("/prescriptions"));
        assertThat(prescriptionsFor(patient)).hasSize(2);
    }

    @Test
    void doesNotWarnOfAnotherPrescriptionForThePatient() throws Exception {
        String patient = newPatient();
        mvc.perform(prescription(mvc, "hart", "der", "rsa2048", patient)).andExpect(redirectedUrl("/prescriptions"));

        mvc.perform(withItem(prescription(mvc, "hart", "der", "rsa2048", patient), 1))
                .andExpect(redirectedUrl("/prescriptions"));
        mvc.perform(prescription(mvc, "okafor", "der", "rsa2048", patient)).andExpect(redirectedUrl("/prescriptions"));
        assertThat(prescriptionsFor(patient)).hasSize(3);
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
