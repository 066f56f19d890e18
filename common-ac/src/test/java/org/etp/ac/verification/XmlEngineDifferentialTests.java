package org.etp.ac.verification;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The streaming and template engines against the DOM engine on generated and hostile documents
 * ({@link EngineDifferential}): {@value #CASES} cases by default ({@code -Detp.differential.cases=N} for more).
 */
class XmlEngineDifferentialTests {

    private static final long CASES = 10_000;

    @TempDir
    static Path dir;

    static EngineDifferential differential;

    @BeforeAll
    static void generate() throws Exception {
        differential = new EngineDifferential(dir);
    }

    @Test
    void everyEngineReachesTheDomEnginesDecisionOnEveryCase() {
        long cases = Long.getLong("etp.differential.cases", CASES);
        differential.run(cases, Long.getLong("etp.fuzz.seed", 0x5EED_E7B0L));

        System.out.printf("differential: %,d cases%n", differential.cases());
        differential.tally().forEach((outcome, n) -> System.out.printf("  %-40s %,8d%n", outcome, n));
        assertThat(differential.disagreements()).isEmpty();
        assertThat(differential.cases()).isGreaterThanOrEqualTo(cases);
        // the run reaches every path: accepted by each engine, served by templates, and hostile refusals
        assertThat(differential.tally()).containsKeys("dom accepted dom", "stax accepted stax",
                "template accepted template", "template accepted template-learned", "dom refused MALFORMED",
                "dom refused BAD_SIGNATURE", "dom refused DISALLOWED_ALGORITHM", "dom refused UNKNOWN_PRESCRIBER");
    }
}
