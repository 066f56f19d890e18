package org.etp.pharmacy.counter.detail;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.etp.ac.codec.WireFormat;
import org.junit.jupiter.api.Test;

class EncodingDumpTests {

    @Test
    void dumpsDerAsAsn1() {
        byte[] sequenceOfInteger = {0x30, 0x03, 0x02, 0x01, 0x05};

        assertThat(EncodingDump.of(WireFormat.DER, sequenceOfInteger)).contains("Sequence", "Integer(5)");
    }

    @Test
    void indentsXml() {
        String dump = EncodingDump.of(WireFormat.XML, "<a><b>1</b></a>".getBytes(StandardCharsets.UTF_8));

        assertThat(dump).contains("<a>\n  <b>1</b>");
    }

    @Test
    void refusesADoctypeRatherThanResolvingIt() {
        String hostile = "<?xml version=\"1.0\"?><!DOCTYPE a [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><a>&x;</a>";

        assertThat(EncodingDump.of(WireFormat.XML, hostile.getBytes(StandardCharsets.UTF_8)))
                .startsWith("(the certificate cannot be shown").doesNotContain("root:");
    }
}
