package org.etp.ac.codec;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.testing.TestCredentials;
import org.junit.jupiter.api.Test;

/** Each form recognises its own first bytes, and no two forms claim the same ones. */
class FormRecognitionTests {

    @Test
    void recognisesEveryFormsOwnEncodingsAsThatFormOnly() throws Exception {
        for (Profile profile : Profile.values()) {
            PrescriptionCertificate certificate = new SampleGenerator(7).certificate(profile,
                    TestCredentials.PRESCRIBER, LocalDate.of(2026, 1, 5));
            for (WireFormat format : WireFormat.values()) {
                for (byte[] encoded : List.of(format.codec().encodeUnsigned(certificate),
                        format.codec().encode(certificate, TestCredentials.identity(SignatureAlgorithm.ECP256)))) {
                    for (WireFormat other : WireFormat.values()) {
                        assertThat(other.codec().recognises(encoded)).as(format + " read as " + other)
                                .isEqualTo(other == format);
                    }
                    assertThat(WireFormat.recognise(encoded)).contains(format);
                }
            }
        }
    }

    @Test
    void readsASequenceTagAsDer() {
        assertThat(WireFormat.recognise(new byte[] {0x30, (byte) 0x82, 0x01, 0x00})).contains(WireFormat.DER);
    }

    @Test
    void readsAPresenceBitmapAndVersionTwoAsOer() {
        for (int bitmap : new int[] {0x00, 0x40, 0x80, 0xC0}) {
            assertThat(WireFormat.recognise(new byte[] {(byte) bitmap, 0x01, 0x40})).contains(WireFormat.OER);
        }
    }

    @Test
    void takesUnusedPresenceBitsOrAnotherVersionAsNeitherOer() {
        assertThat(WireFormat.recognise(new byte[] {0x01, 0x01})).isEmpty();
        assertThat(WireFormat.recognise(new byte[] {0x20, 0x01})).isEmpty();
        assertThat(WireFormat.recognise(new byte[] {0x00, 0x02})).isEmpty();
        assertThat(WireFormat.recognise(new byte[] {0x00})).isEmpty();
    }

    @Test
    void readsAnAngleBracketAsXml() {
        assertThat(WireFormat.recognise(ascii("<?xml version=\"1.0\"?><a/>"))).contains(WireFormat.XML);
        assertThat(WireFormat.recognise(ascii("<AttributeCertificate/>"))).contains(WireFormat.XML);
    }

    @Test
    void skipsWhiteSpaceAndAByteOrderMarkBeforeXml() {
        assertThat(WireFormat.recognise(ascii(" \t\r\n<a/>"))).contains(WireFormat.XML);
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '\n', '<', 'a', '/', '>'};
        assertThat(WireFormat.recognise(bom)).contains(WireFormat.XML);
    }

    @Test
    void recognisesNoneInAnythingElse() {
        assertThat(WireFormat.recognise(new byte[0])).isEmpty();
        assertThat(WireFormat.recognise(ascii("   "))).isEmpty();
        assertThat(WireFormat.recognise(ascii("-----BEGIN CERTIFICATE-----"))).isEmpty();
        assertThat(WireFormat.recognise(new byte[] {0x31, 0x00})).isEmpty();
        assertThat(WireFormat.recognise(new byte[] {(byte) 0xEF, (byte) 0xBB})).isEmpty();
    }

    @Test
    void takesWhiteSpaceBeforeDerAsNone() {
        assertThat(WireFormat.recognise(new byte[] {' ', 0x30, 0x00})).isEmpty();
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }
}
