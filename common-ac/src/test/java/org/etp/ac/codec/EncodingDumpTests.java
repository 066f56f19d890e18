package org.etp.ac.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class EncodingDumpTests {

    @Test
    void dumpsDerAsAsn1() throws Exception {
        assertThat(EncodingDump.of(WireFormat.DER, new byte[] {0x30, 0x03, 0x02, 0x01, 0x05}))
                .contains("Sequence", "Integer(5)");
    }

    @Test
    void indentsXml() throws Exception {
        assertThat(EncodingDump.of(WireFormat.XML, "<a><b>1</b></a>".getBytes(StandardCharsets.UTF_8)))
                .contains("<a>\n  <b>1</b>");
    }

    @Test
    void refusesADoctypeRatherThanResolvingIt() {
        byte[] hostile = "<?xml version=\"1.0\"?><!DOCTYPE a [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><a>&x;</a>"
                .getBytes(StandardCharsets.UTF_8);

        assertThatThrownBy(() -> EncodingDump.of(WireFormat.XML, hostile)).isInstanceOf(CodecException.class)
                .hasMessageNotContaining("root:");
    }

    @Test
    void refusesBytesThatAreNotDer() {
        assertThatThrownBy(() -> EncodingDump.of(WireFormat.DER, new byte[] {0x30, 0x7F}))
                .isInstanceOf(CodecException.class);
    }
}
