package org.etp.prescriber.support;

import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.etp.ac.prescription.NhsNumber;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.ResultActions;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;
import org.springframework.test.web.servlet.request.RequestPostProcessor;

/**
 * A filled-in prescription form as the page posts it, signed in as a demo prescriber: from a form just
 * opened (its session and one-time token), for a patient of the test's choosing or a new one each time (so
 * that no two prescriptions of a test are identical unless it means them to be).
 */
public final class PrescriptionRequests {

    public static final String NHS_NUMBER = "9434765919";
    public static final String AMOXICILLIN = "323509004";
    public static final String PARACETAMOL = "322236009";

    private static final Pattern FORM_TOKEN = Pattern.compile("name=\"formToken\" value=\"([^\"]+)\"");
    private static final AtomicInteger PATIENTS = new AtomicInteger();

    private PrescriptionRequests() {
    }

    /** The form, just opened, for a new patient. */
    public static MockHttpServletRequestBuilder prescription(MockMvc mvc, String username, String format,
            String algorithm) {
        return prescription(mvc, username, format, algorithm, newPatient());
    }

    /** The form, just opened, for the patient with this NHS number. */
    public static MockHttpServletRequestBuilder prescription(MockMvc mvc, String username, String format,
            String algorithm, String nhsNumber) {
        return prescription(openForm(mvc, username), username, format, algorithm, nhsNumber);
    }

    /** The form, just opened, for a new patient who nominated the pharmacy {@code odsCode}. */
    public static MockHttpServletRequestBuilder nominating(MockMvc mvc, String username, String odsCode) {
        return prescription(openForm(mvc, username), username, "der", "rsa2048", newPatient(), odsCode);
    }

    /** A form opened before ({@link #openForm}), for the patient with this NHS number. */
    public static MockHttpServletRequestBuilder prescription(RequestPostProcessor openedForm, String username,
            String format, String algorithm, String nhsNumber) {
        return prescription(openedForm, username, format, algorithm, nhsNumber, "FA123");
    }

    private static MockHttpServletRequestBuilder prescription(RequestPostProcessor openedForm, String username,
            String format, String algorithm, String nhsNumber, String pharmacy) {
        return post("/prescriptions").with(user(username)).with(csrf()).with(openedForm)
                .param("nhsNumber", nhsNumber)
                .param("givenName", "Olivia")
                .param("familyName", "Taylor")
                .param("birthDate", "1961-04-12")
                .param("addressLine1", "12 Mill Lane")
                .param("town", "Leeds")
                .param("postcode", "ls6 2ab")
                .param("items[0].dmdCode", AMOXICILLIN)
                .param("items[0].quantity", "21")
                .param("items[0].dosage", "One capsule three times a day for 7 days")
                .param("type", "ACUTE")
                .param("pharmacy", pharmacy)
                .param("format", format)
                .param("algorithm", algorithm);
    }

    /**
     * Posts a form that the app does not sign (refused, or an item row added or removed): it answers with a
     * redirect to the new-prescription page, the form and its errors in the flash map (Post/Redirect/Get).
     * Returns that page as the browser then gets it.
     */
    public static ResultActions refused(MockMvc mvc, String username, MockHttpServletRequestBuilder post)
            throws Exception {
        MvcResult posted = mvc.perform(post).andExpect(status().isFound())
                .andExpect(redirectedUrl("/prescriptions/new")).andReturn();
        // The flash map waits in the session for the redirect's target, as it does for a browser.
        return mvc.perform(get("/prescriptions/new").with(user(username))
                .session((MockHttpSession) posted.getRequest().getSession()));
    }

    /** Adds item row {@code index} (0-based) to the request. */
    public static MockHttpServletRequestBuilder withItem(MockHttpServletRequestBuilder request, int index) {
        return request.param("items[" + index + "].dmdCode", PARACETAMOL)
                .param("items[" + index + "].quantity", "32")
                .param("items[" + index + "].dosage", "Two tablets up to four times a day");
    }

    /**
     * Opens a new prescription form as {@code username} (GET {@code /prescriptions/new}); the request it
     * returns posts from that form: in its session, with its one-time token.
     */
    public static RequestPostProcessor openForm(MockMvc mvc, String username) {
        return openForm(mvc, username, new MockHttpSession());
    }

    /** Opens a new prescription form as {@code username} in {@code session}, as another tab or the next form does. */
    public static RequestPostProcessor openForm(MockMvc mvc, String username, MockHttpSession session) {
        String page;
        try {
            page = mvc.perform(get("/prescriptions/new").with(user(username)).session(session)).andReturn()
                    .getResponse().getContentAsString();
        } catch (Exception e) {
            throw new IllegalStateException("could not open the prescription form", e);
        }
        Matcher token = FORM_TOKEN.matcher(page);
        if (!token.find()) {
            throw new IllegalStateException("the prescription form carries no formToken");
        }
        return request -> {
            request.setSession(session);
            request.setParameter("formToken", token.group(1));
            return request;
        };
    }

    /** A valid NHS number not used before in this run (999 numbers, never issued to a real patient). */
    public static String newPatient() {
        while (true) {
            NhsNumber number = NhsNumber.withCheckDigit(String.format("999%06d", PATIENTS.incrementAndGet()));
            if (number != null) {
                return number.value();
            }
        }
    }
}
