package org.etp.ac.xml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.etp.ac.codec.ServedBy;
import org.junit.jupiter.api.Test;

/** The words logs and counters use for the way an XML message went, and the names of the engines. */
class XmlServedByTests {

    @Test
    void namesEachPathInOneShortWord() {
        assertThat(XmlServedBy.DOM.id()).isEqualTo("dom");
        assertThat(XmlServedBy.STAX.id()).isEqualTo("stax");
        assertThat(XmlServedBy.TEMPLATE.id()).isEqualTo("template");
        assertThat(XmlServedBy.TEMPLATE_LEARNED.id()).isEqualTo("template-learned");
        assertThat(XmlServedBy.fallback(XmlServedBy.Fallback.NO_TEMPLATE).id()).isEqualTo("dom-fallback:no-template");
        assertThat(XmlServedBy.fallback(XmlServedBy.Fallback.MISMATCH).fallbackReason()).contains("mismatch");
        assertThat(XmlServedBy.DOM.fallbackReason()).isEmpty();
    }

    @Test
    void listsEveryWayOnce() {
        assertThat(XmlServedBy.values()).hasSize(4 + XmlServedBy.Fallback.values().length).doesNotHaveDuplicates()
                .doesNotContain(ServedBy.CODEC);
    }

    @Test
    void readsEngineNamesAsConfigurationWritesThem() {
        assertThat(XmlEngine.fromId("template")).isEqualTo(XmlEngine.TEMPLATE);
        assertThat(XmlEngine.fromId("StAX")).isEqualTo(XmlEngine.STAX);
        assertThat(XmlEngine.DOM.id()).isEqualTo("dom");
        assertThatIllegalArgumentException().isThrownBy(() -> XmlEngine.fromId("sax"));
    }
}
