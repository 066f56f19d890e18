package org.etp.prescriber.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.etp.prescriber.support.PrescriberIntegrationTest;
import org.junit.jupiter.api.Test;

/** The default form: every wire form is offered, and OER is kept as a default like the others. */
class SettingsIntegrationTests extends PrescriberIntegrationTest {

    @Test
    void offersOerBesideDerAndXmlAndKeepsItAsTheDefault() throws Exception {
        mvc.perform(get("/settings").with(user("okafor"))).andExpect(status().isOk())
                .andExpect(content().string(containsString("id=\"default-format-der\"")))
                .andExpect(content().string(containsString("id=\"default-format-xml\"")))
                .andExpect(content().string(containsString("id=\"default-format-oer\"")));

        mvc.perform(get("/prescriptions/new").with(user("okafor"))).andExpect(status().isOk())
                .andExpect(content().string(containsString("value=\"oer\"")));

        try {
            mvc.perform(post("/settings").with(user("okafor")).with(csrf()).param("format", "oer")
                    .param("algorithm", "rsa2048")).andExpect(redirectedUrl("/settings"));
            assertThat(jdbc.queryForObject("SELECT default_format FROM prescriber_settings WHERE username = 'okafor'",
                    String.class)).isEqualTo("OER");
        } finally {
            mvc.perform(post("/settings").with(user("okafor")).with(csrf()).param("format", "der")
                    .param("algorithm", "rsa2048")).andExpect(redirectedUrl("/settings"));
        }
    }
}
