package org.etp.prescriber.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.etp.ac.codec.WireFormat;
import org.junit.jupiter.api.Test;

class ReadableEncodingTests {

    @Test
    void dumpsDerAsAsn1() {
        byte[] sequence = {0x30, 0x03, 0x02, 0x01, 0x05};

        assertThat(ReadableEncoding.of(WireFormat.DER, sequence)).contains("Sequence").contains("Integer(5)");
    }

    @Test
    void indentsXml() {
        String dump = ReadableEncoding.of(WireFormat.XML, "<a><b>1</b></a>".getBytes(StandardCharsets.UTF_8));

        assertThat(dump).contains("\n  <b>1</b>");
    }

    @Test
    void refusesXmlWithADoctype() {
        byte[] hostile = ("<?xml version=\"1.0\"?><!DOCTYPE a [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><a>&x;</a>")
                .getBytes(StandardCharsets.UTF_8);

        assertThat(ReadableEncoding.of(WireFormat.XML, hostile)).startsWith("(the encoding could not be shown")
                .doesNotContain("root:");
    }
}
