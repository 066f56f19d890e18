package org.etp.ac.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.Arrays;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** What each form says of itself is what frames, files and commands have always called it. */
class WireFormatTests {

    @Test
    void keepsTheCodesNamesAndMediaTypesOfTheProtocol() {
        assertThat(WireFormat.DER.description()).isEqualTo(new FormDescription(1, "der", "application/pkix-attr-cert",
                "der", "0x30", "ASN.1 dump", "ASN.1 dump"));
        assertThat(WireFormat.XML.description()).isEqualTo(new FormDescription(2, "xml", "application/xml", "xml",
                "'<'", "Signed XML (indented for reading)", "Signed XML"));
        assertThat(WireFormat.OER.description()).isEqualTo(new FormDescription(3, "oer", "application/octet-stream",
                "oer", "a presence bitmap, then 0x01", "OER dump (X.696, annotated)", "OER dump"));
    }

    @Test
    void describesEachFormByItsOwnCodec() {
        for (WireFormat format : WireFormat.values()) {
            assertThat(format.codec().format()).isEqualTo(format);
            assertThat(format.id()).isEqualTo(format.name().toLowerCase(Locale.ROOT));
            assertThat(format.description().fileExtension()).isEqualTo(format.id());
            assertThat(WireFormat.fromCode(format.code())).isEqualTo(format);
            assertThat(WireFormat.fromId(format.id().toUpperCase(Locale.ROOT))).isEqualTo(format);
        }
        assertThat(Arrays.stream(WireFormat.values()).map(WireFormat::code).distinct()).hasSize(
                WireFormat.values().length);
    }

    @Test
    void namesEveryFormWhenRefusingAnUnknownOne() {
        assertThatIllegalArgumentException().isThrownBy(() -> WireFormat.fromId("pdf"))
                .withMessage("unknown certificate form 'pdf' (" + WireFormat.either(WireFormat::id) + ")");
        assertThatIllegalArgumentException().isThrownBy(() -> WireFormat.fromCode(0))
                .withMessage("unknown certificate form code 0");
    }

    @Test
    void listsEveryFormForASentenceInOrder() {
        String[] ids = Arrays.stream(WireFormat.values()).map(WireFormat::id).toArray(String[]::new);
        String allButLast = String.join(", ", Arrays.copyOf(ids, ids.length - 1));

        assertThat(WireFormat.either(WireFormat::id)).isEqualTo(allButLast + " or " + ids[ids.length - 1]);
        assertThat(WireFormat.either(f -> f + " (" + f.description().firstBytes() + ")"))
                .startsWith("DER (0x30), XML ('<')").contains("OER (a presence bitmap, then 0x01)")
                .doesNotContain(", or");
    }

    @Test
    void refusesADescriptionOutsideAFrameOrAFileName() {
        assertThatIllegalArgumentException().isThrownBy(() -> new FormDescription(256, "x", "a/b", "x", "", "", ""));
        assertThatIllegalArgumentException().isThrownBy(() -> new FormDescription(4, "J SON", "a/b", "j", "", "", ""));
        assertThatIllegalArgumentException().isThrownBy(() -> new FormDescription(4, "json", "json", "j", "", "", ""));
    }
}
