package org.etp.perf.timing.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalDouble;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.junit.jupiter.api.Test;

class Seed2004Tests {

    private final Seed2004 seed = Seed2004.load();

    @Test
    void readsThePublishedFiguresFromTheDataFile() {
        assertThat(seed.figure("size_unsigned", Profile.SIMPLE, WireFormat.DER)).hasValue(235);
        assertThat(seed.figure("size_signed", Profile.COMPLEX, WireFormat.XML)).hasValue(19184);
        assertThat(seed.figure("verify_decode_ms", Profile.COMPLEX, WireFormat.XML)).hasValue(67.22);
        assertThat(seed.figure("transmit_256k_signed", Profile.PRESCRIPTION, WireFormat.DER)).hasValue(32);
    }

    @Test
    void hasNoFigureWhereTheStudyGaveNone() {
        assertThat(seed.figure("zipped_unsigned", Profile.SIMPLE, WireFormat.DER)).isEqualTo(OptionalDouble.empty());
        assertThat(seed.figure("cpu", Profile.SIMPLE, WireFormat.DER)).isEmpty();
    }
}
