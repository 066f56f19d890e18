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
        assertThat(Arrays.stream(WireFormat.values()).map(WireFormat::code)).containsExactly(1, 2, 3);
        assertThat(Arrays.stream(WireFormat.values()).map(WireFormat::id)).containsExactly("der", "xml", "oer");
        assertThat(Arrays.stream(WireFormat.values()).map(WireFormat::mediaType)).containsExactly(
                "application/pkix-attr-cert", "application/xml", "application/octet-stream");
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
        assertThatIllegalArgumentException().isThrownBy(() -> WireFormat.fromId("json"))
                .withMessage("unknown certificate form 'json' (der, xml or oer)");
        assertThatIllegalArgumentException().isThrownBy(() -> WireFormat.fromCode(0))
                .withMessage("unknown certificate form code 0");
        assertThat(WireFormat.either(f -> f + " (" + f.description().firstBytes() + ")"))
                .isEqualTo("DER (0x30), XML ('<') or OER (a presence bitmap, then 0x01)");
    }

    @Test
    void headsEachDumpAsTheDetailPagesDo() {
        assertThat(WireFormat.DER.description().dumpHeading()).isEqualTo("ASN.1 dump");
        assertThat(WireFormat.XML.description().dumpHeading()).isEqualTo("Signed XML (indented for reading)");
        assertThat(WireFormat.OER.description().dumpHeading()).isEqualTo("OER dump (X.696, annotated)");
        assertThat(Arrays.stream(WireFormat.values()).map(f -> f.description().dumpLabel()))
                .containsExactly("ASN.1 dump", "Signed XML", "OER dump");
    }

    @Test
    void refusesADescriptionOutsideAFrameOrAFileName() {
        assertThatIllegalArgumentException().isThrownBy(() -> new FormDescription(256, "x", "a/b", "x", "", "", ""));
        assertThatIllegalArgumentException().isThrownBy(() -> new FormDescription(4, "J SON", "a/b", "j", "", "", ""));
        assertThatIllegalArgumentException().isThrownBy(() -> new FormDescription(4, "json", "json", "j", "", "", ""));
    }
}
