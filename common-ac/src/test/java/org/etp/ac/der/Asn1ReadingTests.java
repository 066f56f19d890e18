package org.etp.ac.der;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.io.IOException;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.Random;
import org.bouncycastle.asn1.ASN1Primitive;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.testing.TestCredentials;
import org.junit.jupiter.api.Test;

/** The lock-free reading gives what {@link ASN1Primitive#fromByteArray} gives, value or refusal, byte for byte. */
class Asn1ReadingTests {

    @Test
    void readsEveryCertificateAndEveryPrefixAndExtensionAsBouncyCastleDoes() throws Exception {
        Random random = new Random(30_000_000);
        for (Profile profile : Profile.values()) {
            for (int sample = 0; sample < 4; sample++) {
                byte[] der = WireFormat.DER.codec().encode(new SampleGenerator(30_000_000 + 10L * profile.ordinal()
                        + sample).certificate(profile, TestCredentials.PRESCRIBER, LocalDate.of(2026, 3, 2)),
                        TestCredentials.identity(SignatureAlgorithm.ED25519));
                assertSame(der);
                assertThat(Asn1Reading.read(der).getEncoded()).isEqualTo(der);
                // a value cut short, one with bytes after it, and damaged copies
                assertSame(Arrays.copyOf(der, der.length - 1 - random.nextInt(der.length - 1)));
                assertSame(Arrays.copyOf(der, der.length + 1 + random.nextInt(3)));
                for (int n = 0; n < 200; n++) {
                    byte[] damaged = der.clone();
                    damaged[random.nextInt(damaged.length)] ^= (byte) (1 << random.nextInt(8));
                    assertSame(damaged);
                }
            }
        }
    }

    @Test
    void readsARangeOfALargerArray() throws Exception {
        byte[] inner = {0x30, 0x06, 0x02, 0x01, 0x05, 0x01, 0x01, (byte) 0xFF};
        byte[] outer = new byte[inner.length + 7];
        System.arraycopy(inner, 0, outer, 3, inner.length);

        assertThat(Asn1Reading.read(outer, 3, 3 + inner.length)).isEqualTo(ASN1Primitive.fromByteArray(inner));
        assertThatExceptionOfType(IOException.class).isThrownBy(() -> Asn1Reading.read(outer, 3, 4 + inner.length));
        assertThatExceptionOfType(IOException.class).isThrownBy(() -> Asn1Reading.read(new byte[0]));
    }

    private static void assertSame(byte[] bytes) throws Exception {
        ASN1Primitive expected;
        try {
            expected = ASN1Primitive.fromByteArray(bytes);
        } catch (IOException | RuntimeException e) {
            assertThatExceptionOfType(e instanceof IOException ? IOException.class : e.getClass())
                    .isThrownBy(() -> Asn1Reading.read(bytes));
            return;
        }
        if (expected == null) {
            assertThatExceptionOfType(IOException.class).isThrownBy(() -> Asn1Reading.read(bytes));
            return;
        }
        assertThat(Asn1Reading.read(bytes)).isEqualTo(expected);
        assertThat(Asn1Reading.read(bytes).getEncoded()).isEqualTo(expected.getEncoded());
    }
}
