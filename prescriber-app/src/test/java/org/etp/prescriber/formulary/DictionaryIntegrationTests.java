package org.etp.prescriber.formulary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.prescriber.support.PrescriptionRequests.prescription;
import static org.etp.prescriber.support.PrescriptionRequests.refused;
import static org.hamcrest.Matchers.containsString;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.etp.prescriber.formulary.dmd.DmdImport;
import org.etp.prescriber.formulary.dmd.DmdReleases;
import org.etp.prescriber.formulary.dmd.ImportCounts;
import org.etp.prescriber.support.PrescriberIntegrationTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;

/**
 * The dictionary with a generated dm+d release of 20,000 products imported: searched by word prefixes through
 * {@code /medicines}, resolved by the form (code or exact name), imported again without change, and a smaller
 * release marking what it no longer holds invalid without deleting it.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DictionaryIntegrationTests extends PrescriberIntegrationTest {

    @TempDir
    static Path releases;

    @Autowired
    DmdImport dmdImport;

    @Autowired
    MedicineDictionary dictionary;

    @Autowired
    Formulary formulary;

    private ImportCounts first;

    @BeforeAll
    void importAGeneratedRelease() throws Exception {
        first = dmdImport.run(DmdReleases.full(releases));
    }

    @Test
    void importsEveryProductOfTheRelease() {
        assertThat(first.vmps() + first.amps()).isGreaterThanOrEqualTo(DmdReleases.FULL);
        assertThat(first.skipped()).isZero();
        assertThat(count("kind = 'AMP' AND unit = 'capsule'")).isPositive();
        assertThat(count("invalid")).as("products the release marks INVALID").isPositive();
        assertThat(count("NOT prescribable")).as("VMPs whose PRES_STATCD is not 0001").isPositive();
        assertThat((long) dictionary.offered()).isLessThan(count("true")).isGreaterThan(DmdReleases.FULL * 9 / 10);
    }

    @Test
    void findsByTheStartOfEachWordInAnyCaseAndOrder() throws Exception {
        for (String typed : new String[] {"amox 500", "AMOX 500", "500 amox", "  amoxicillin   500mg caps "}) {
            mvc.perform(get("/medicines").param("q", typed).with(user("hart"))).andExpect(status().isOk())
                    .andExpect(jsonPath("$[0].name").value("Amoxicillin 500mg capsules"))
                    .andExpect(jsonPath("$[0].dmdCode").value("323509004"))
                    .andExpect(jsonPath("$[0].units").value("capsules"))
                    .andExpect(jsonPath("$[0].usualQuantity").value("21"))
                    .andExpect(header().string("Cache-Control", "max-age=60, private"));
        }
        assertThat(names("moxi")).as("a word is matched at its start only").isEmpty();
        assertThat(names("evohaler")).containsExactly("Ventolin 100micrograms/dose Evohaler (GlaxoSmithKline UK Ltd)");
        assertThat(dictionary.search(SearchTerms.of("a"), 20)).hasSize(20);
        assertThat(dictionary.search(SearchTerms.of("  "), 20)).isEmpty();
    }

    @Test
    void offersTheSearchToSignedInPrescribersOnlyAndRefusesABadLimit() throws Exception {
        mvc.perform(get("/medicines").param("q", "amox")).andExpect(status().isFound())
                .andExpect(redirectedUrl("/login"));
        mvc.perform(get("/medicines").param("q", "amox").param("limit", "0").with(user("hart")))
                .andExpect(status().isBadRequest());
        mvc.perform(get("/medicines").param("q", "a").param("limit", "51").with(user("hart")))
                .andExpect(status().isBadRequest());
    }

    @Test
    void theFormSignsAProductByItsCodeOrItsExactNameAndRefusesAnyOtherText() throws Exception {
        String generated = dictionary.named("Ibuprofen 200mg tablets").get(0).dmdCode();
        mvc.perform(medicine(generated)).andExpect(status().isFound())
                .andExpect(result -> assertThat(result.getResponse().getRedirectedUrl()).doesNotEndWith("/new"));
        mvc.perform(medicine(" amoxicillin 500MG capsules"))
                .andExpect(status().isFound())
                .andExpect(result -> assertThat(result.getResponse().getRedirectedUrl()).doesNotEndWith("/new"));
        refused(mvc, "hart", medicine("Amoxicillin"))
                .andExpect(content().string(containsString("Pick a medicine from the list.")));
    }

    @Test
    void importingAgainChangesNothingAndASmallerReleaseMarksWhatItDroppedInvalid() throws Exception {
        long rows = count("true");
        ImportCounts again = dmdImport.run(DmdReleases.full(releases));
        assertThat(again.vmps()).isEqualTo(first.vmps());
        assertThat(again.gone()).isZero();
        assertThat(count("true")).isEqualTo(rows);
        assertThat(formulary.find("323509004")).get().extracting(Product::usualDosage)
                .isEqualTo("One capsule three times a day for 7 days");

        String dropped = dictionary.named("Amoxicillin 200mg oral solution").get(0).dmdCode();
        ImportCounts smaller = dmdImport.run(DmdReleases.smaller(releases));
        assertThat(smaller.gone()).isPositive();
        assertThat(formulary.find(dropped)).isEmpty();
        assertThat(count("true")).as("nothing is deleted").isEqualTo(rows);

        assertThat(dmdImport.run(DmdReleases.full(releases)).gone()).isZero();
        assertThat(formulary.find(dropped)).isPresent();
    }

    /**
     * Not a timed assertion: prints the server's time for {@code GET /medicines} at 20,000 products, each query typed
     * a keystroke at a time as a prescriber types it, for docs/prescriber.md.
     */
    @Test
    void measuresTheSearchAt20000Products() throws Exception {
        String[] typed = {"amox 500", "sertraline", "para 500", "co-cod", "ibu 200 tab", "metformin 500mg m", "zop"};
        for (int warm = 0; warm < 3; warm++) {
            for (String query : typed) {
                keystrokes(query);
            }
        }
        List<Long> micros = new ArrayList<>();
        List<Long> queryMicros = new ArrayList<>();
        for (String query : typed) {
            micros.addAll(keystrokes(query));
            for (int end = 1; end <= query.length(); end++) {
                long start = System.nanoTime();
                assertThat(dictionary.search(SearchTerms.of(query.substring(0, end)), 20)).isNotEmpty();
                queryMicros.add((System.nanoTime() - start) / 1000);
            }
        }
        print("GET /medicines", micros);
        print("the dictionary's query alone", queryMicros);
    }

    private void print(String what, List<Long> micros) {
        Collections.sort(micros);
        System.out.printf("MEASURED %s at %d products, %d keystrokes: median %d us, p95 %d us, max %d us%n", what,
                count("true"), micros.size(), micros.get(micros.size() / 2), micros.get(micros.size() * 95 / 100),
                micros.get(micros.size() - 1));
    }

    /** The server time of each prefix of {@code query} as a request to /medicines, in microseconds. */
    private List<Long> keystrokes(String query) throws Exception {
        List<Long> micros = new ArrayList<>();
        for (int end = 1; end <= query.length(); end++) {
            long start = System.nanoTime();
            mvc.perform(get("/medicines").param("q", query.substring(0, end)).with(user("hart")))
                    .andExpect(status().isOk());
            micros.add((System.nanoTime() - start) / 1000);
        }
        return micros;
    }

    /** The form of a new patient, its medicine field holding {@code typed}. */
    private MockHttpServletRequestBuilder medicine(String typed) {
        return prescription(mvc, "hart", "der", "rsa2048").with(request -> {
            request.setParameter("items[0].dmdCode", typed);
            return request;
        });
    }

    private List<String> names(String typed) {
        return dictionary.search(SearchTerms.of(typed), 20).stream().map(Product::name).toList();
    }

    private long count(String condition) {
        Long count = jdbc.queryForObject("SELECT count(*) FROM medicine WHERE " + condition, Long.class);
        return count == null ? 0 : count;
    }
}
