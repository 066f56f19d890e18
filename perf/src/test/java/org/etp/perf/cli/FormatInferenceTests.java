package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.etp.ac.codec.WireFormat;
import org.junit.jupiter.api.Test;

class FormatInferenceTests {

    @Test
    void readsASequenceTagAsDer() {
        assertThat(FormatInference.infer(new byte[] {0x30, (byte) 0x82, 0x01, 0x00})).contains(WireFormat.DER);
    }

    @Test
    void readsAPresenceBitmapAndVersionTwoAsOer() {
        for (int bitmap : new int[] {0x00, 0x40, 0x80, 0xC0}) {
            assertThat(FormatInference.infer(new byte[] {(byte) bitmap, 0x01, 0x40})).contains(WireFormat.OER);
        }
    }

    @Test
    void takesUnusedPresenceBitsOrAnotherVersionAsNeitherOer() {
        assertThat(FormatInference.infer(new byte[] {0x01, 0x01})).isEmpty();
        assertThat(FormatInference.infer(new byte[] {0x20, 0x01})).isEmpty();
        assertThat(FormatInference.infer(new byte[] {0x00, 0x02})).isEmpty();
        assertThat(FormatInference.infer(new byte[] {0x00})).isEmpty();
    }

    @Test
    void readsAnAngleBracketAsXml() {
        assertThat(FormatInference.infer(ascii("<?xml version=\"1.0\"?><a/>"))).contains(WireFormat.XML);
        assertThat(FormatInference.infer(ascii("<AttributeCertificate/>"))).contains(WireFormat.XML);
    }

    @Test
    void skipsWhiteSpaceAndAByteOrderMarkBeforeXml() {
        assertThat(FormatInference.infer(ascii(" \t\r\n<a/>"))).contains(WireFormat.XML);
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '\n', '<', 'a', '/', '>'};
        assertThat(FormatInference.infer(bom)).contains(WireFormat.XML);
    }

    @Test
    void recognisesNeitherInAnythingElse() {
        assertThat(FormatInference.infer(new byte[0])).isEmpty();
        assertThat(FormatInference.infer(ascii("   "))).isEmpty();
        assertThat(FormatInference.infer(ascii("-----BEGIN CERTIFICATE-----"))).isEmpty();
        assertThat(FormatInference.infer(new byte[] {0x31, 0x00})).isEmpty();
        assertThat(FormatInference.infer(new byte[] {(byte) 0xEF, (byte) 0xBB})).isEmpty();
    }

    @Test
    void takesWhiteSpaceBeforeDerAsNeither() {
        assertThat(FormatInference.infer(new byte[] {' ', 0x30, 0x00})).isEmpty();
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }
}
