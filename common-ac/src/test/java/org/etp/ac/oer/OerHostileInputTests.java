package org.etp.ac.oer;

import static org.assertj.core.api.Assertions.fail;

import java.util.HexFormat;
import java.util.Set;
import org.etp.ac.codec.CertificateCodec;
import org.etp.ac.rejection.Reason;
import org.etp.ac.testing.HostileInputHarness;

/**
 * The hostile-input harness and a bounded, seeded fuzz run on the OER decoder, whose refusals must include
 * {@code NON_CANONICAL} and whose accepted inputs the independent {@link X696Reader} must read as canonical
 * OER.
 */
class OerHostileInputTests extends HostileInputHarness {

    private static final Set<Reason> REFUSALS = Set.of(Reason.MALFORMED, Reason.NON_CANONICAL);

    @Override
    protected CertificateCodec codec() {
        return OerCertificateCodec.instance();
    }

    @Override
    protected Set<Reason> truncationReasons() {
        return REFUSALS;
    }

    @Override
    protected long mutationSeed() {
        return 43;
    }

    @Override
    protected Set<Reason> mutationReasons() {
        return Set.of(Reason.BAD_SIGNATURE, Reason.MALFORMED, Reason.NON_CANONICAL);
    }

    /** A SEQUENCE without OPTIONALs has no preamble: {@code 00 01} is an empty Holder bitmap and version 2. */
    @Override
    protected Noise noise() {
        return new Noise(100, 96, 2, (byte) 0x00, (byte) 0x01);
    }

    @Override
    protected Set<Reason> fuzzReasons() {
        return REFUSALS;
    }

    @Override
    protected void assertIndependentlyCanonical(byte[] accepted) {
        try {
            X696Certificate.read(accepted);
        } catch (RuntimeException e) {
            fail("decoding accepted what X.696 does not read as canonical: %s (%s)", e.getMessage(),
                    HexFormat.of().formatHex(accepted));
        }
    }
}
