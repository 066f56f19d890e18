package org.etp.ac.verification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.xml.XmlEngine;
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

    /**
     * The one disagreement of the second million-case run: an attribute named {@code :Algorithm}, which the JDK's
     * DOM parser read as {@code Algorithm} (so DOM went on to another reason) and the streaming parser refused. A
     * name that is not a qualified name is now {@code MALFORMED} for every engine, on an attribute or an element.
     */
    @Test
    void everyEngineRefusesANameWithAnEmptyPrefixAsMalformed() throws Exception {
        for (Variant seed : differential.seeds()) {
            String document = new String(seed.bytes(), StandardCharsets.UTF_8);
            for (String changed : List.of(document.replaceFirst(" Algorithm=", " :Algorithm="),
                    document.replace("<Holder>", "<:Holder>").replace("</Holder>", "</:Holder>"),
                    document.replaceFirst(" Algorithm=", " ds:Algorithm:x="))) {
                assertThat(changed).isNotEqualTo(document);
                for (XmlEngine engine : XmlEngine.values()) {
                    assertThatExceptionOfType(VerificationException.class).as(engine.id())
                            .isThrownBy(() -> differential.verifier(engine).verify(WireFormat.XML,
                                    changed.getBytes(StandardCharsets.UTF_8)))
                            .satisfies(e -> assertThat(e.reason()).as(engine.id()).isEqualTo(Reason.MALFORMED));
                }
            }
        }
    }
}
