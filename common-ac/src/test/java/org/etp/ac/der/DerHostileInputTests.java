package org.etp.ac.der;

import static org.assertj.core.api.Assertions.fail;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.Set;
import org.bouncycastle.asn1.ASN1Encoding;
import org.bouncycastle.asn1.ASN1Primitive;
import org.etp.ac.codec.CertificateCodec;
import org.etp.ac.rejection.Reason;
import org.etp.ac.testing.HostileInputHarness;

/**
 * The hostile-input harness and a bounded, seeded fuzz run on the DER decoder, whose accepted inputs Bouncy
 * Castle's ASN.1 reader must give back unchanged when it encodes them in DER.
 */
class DerHostileInputTests extends HostileInputHarness {

    @Override
    protected CertificateCodec codec() {
        return DerCertificateCodec.instance();
    }

    @Override
    protected Set<Reason> truncationReasons() {
        return EnumSet.allOf(Reason.class);
    }

    @Override
    protected long mutationSeed() {
        return 42;
    }

    @Override
    protected Set<Reason> mutationReasons() {
        return Set.of(Reason.BAD_SIGNATURE, Reason.MALFORMED);
    }

    /** {@code 30}: a SEQUENCE's tag, as a certificate starts. */
    @Override
    protected Noise noise() {
        return new Noise(0, 64, 0, (byte) 0x30);
    }

    @Override
    protected Set<Reason> fuzzReasons() {
        return Set.of(Reason.MALFORMED, Reason.NON_CANONICAL);
    }

    @Override
    protected void assertIndependentlyCanonical(byte[] accepted) {
        byte[] again;
        try {
            again = ASN1Primitive.fromByteArray(accepted).getEncoded(ASN1Encoding.DER);
        } catch (Exception e) {
            throw new AssertionError("Bouncy Castle cannot read what decoding accepted", e);
        }
        if (!Arrays.equals(again, accepted)) {
            fail("decoding accepted what is not DER: %s", HexFormat.of().formatHex(accepted));
        }
    }
}
