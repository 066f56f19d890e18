package org.etp.prescriber.support;

import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;

/** A filled-in prescription form as the page posts it, signed in as a demo prescriber. */
public final class PrescriptionRequests {

    public static final String NHS_NUMBER = "9434765919";
    public static final String AMOXICILLIN = "323509004";
    public static final String PARACETAMOL = "322236009";

    private PrescriptionRequests() {
    }

    public static MockHttpServletRequestBuilder prescription(String username, String format, String algorithm) {
        return prescription(username, format, algorithm, NHS_NUMBER);
    }

    public static MockHttpServletRequestBuilder prescription(String username, String format, String algorithm,
            String nhsNumber) {
        return post("/prescriptions").with(user(username)).with(csrf())
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
                .param("pharmacy", "FA123")
                .param("format", format)
                .param("algorithm", algorithm);
    }

    /** Adds item row {@code index} (0-based) to the request. */
    public static MockHttpServletRequestBuilder withItem(MockHttpServletRequestBuilder request, int index) {
        return request.param("items[" + index + "].dmdCode", PARACETAMOL)
                .param("items[" + index + "].quantity", "32")
                .param("items[" + index + "].dosage", "Two tablets up to four times a day");
    }
}
