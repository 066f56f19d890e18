package org.etp.ac.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Each form shows itself to a person through its codec; what cannot be shown says why. */
class FormDumpTests {

    @Test
    void dumpsDerAsAsn1() throws Exception {
        assertThat(WireFormat.DER.codec().dump(new byte[] {0x30, 0x03, 0x02, 0x01, 0x05}))
                .contains("Sequence", "Integer(5)");
    }

    @Test
    void indentsXml() throws Exception {
        assertThat(WireFormat.XML.codec().dump("<a><b>1</b></a>".getBytes(StandardCharsets.UTF_8)))
                .contains("<a>\n  <b>1</b>");
    }

    @Test
    void refusesADoctypeRatherThanResolvingIt() {
        byte[] hostile = "<?xml version=\"1.0\"?><!DOCTYPE a [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><a>&x;</a>"
                .getBytes(StandardCharsets.UTF_8);

        assertThatThrownBy(() -> WireFormat.XML.codec().dump(hostile)).isInstanceOf(CodecException.class)
                .hasMessageNotContaining("root:");
    }

    @Test
    void refusesBytesThatAreNotDer() {
        assertThatThrownBy(() -> WireFormat.DER.codec().dump(new byte[] {0x30, 0x7F}))
                .isInstanceOf(CodecException.class);
    }

    @Test
    void refusesBytesThatAreNoOerCertificate() {
        assertThatThrownBy(() -> WireFormat.OER.codec().dump(new byte[] {0x00, 0x01}))
                .isInstanceOf(CodecException.class);
    }
}
