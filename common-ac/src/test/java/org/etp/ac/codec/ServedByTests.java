package org.etp.ac.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.etp.ac.xml.XmlEngine;
import org.junit.jupiter.api.Test;

/** The words logs and counters will use for the way a message went, and the names of the engines. */
class ServedByTests {

    @Test
    void namesEachPathInOneShortWord() {
        assertThat(ServedBy.TEMPLATE.id()).isEqualTo("template");
        assertThat(ServedBy.TEMPLATE_LEARNED.id()).isEqualTo("template-learned");
        assertThat(ServedBy.fallback(ServedBy.Fallback.NO_TEMPLATE).id()).isEqualTo("dom-fallback:no-template");
        assertThat(ServedBy.fallback(ServedBy.Fallback.MISMATCH).fallbackReason()).contains(ServedBy.Fallback.MISMATCH);
        assertThat(ServedBy.DOM.fallbackReason()).isEmpty();
    }

    @Test
    void givesAFallbackReasonToTheFallbackPathOnly() {
        assertThatIllegalArgumentException().isThrownBy(() -> new ServedBy(ServedBy.Path.DOM_FALLBACK, null));
        assertThatIllegalArgumentException().isThrownBy(() -> new ServedBy(ServedBy.Path.STAX,
                ServedBy.Fallback.VALUE));
    }

    @Test
    void readsEngineNamesAsConfigurationWritesThem() {
        assertThat(XmlEngine.fromId("template")).isEqualTo(XmlEngine.TEMPLATE);
        assertThat(XmlEngine.fromId("StAX")).isEqualTo(XmlEngine.STAX);
        assertThat(XmlEngine.DOM.id()).isEqualTo("dom");
        assertThatIllegalArgumentException().isThrownBy(() -> XmlEngine.fromId("sax"));
    }
}
