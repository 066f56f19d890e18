package org.etp.perf.timing;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Prescriber;
import org.etp.ac.prescription.PrescriberRole;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.trust.PrescriberIdentity;
import org.junit.jupiter.api.Test;

class MatchedSamplesTests {

    private static final PrescriberIdentity HART = new PrescriberIdentity(
            new Prescriber("Dr Amelia Hart", "GMC 7012345", PrescriberRole.GENERAL_PRACTITIONER),
            new Organisation("Y12345", "Riverside Medical Practice"));
    private static final LocalDate DAY = LocalDate.of(2026, 11, 22);

    @Test
    void givesEverySeriesOfAProfileTheSameContentUnderIdentitiesOfItsOwn() throws Exception {
        MatchedSamples samples = new MatchedSamples(42);
        for (Profile profile : Profile.values()) {
            Series unsignedDer = new Series(profile, WireFormat.DER, Variant.UNSIGNED, SignatureAlgorithm.RSA2048);
            Series signedDer = new Series(profile, WireFormat.DER, Variant.SIGNED, SignatureAlgorithm.RSA2048);
            Series attachedDer = new Series(profile, WireFormat.DER, Variant.ATTACHED, SignatureAlgorithm.RSA2048);
            for (int k = 0; k < 5; k++) {
                PrescriptionCertificate first = samples.next(unsignedDer, HART, DAY);
                for (Series later : List.of(signedDer, attachedDer)) {
                    PrescriptionCertificate second = samples.next(later, HART, DAY);

                    assertThat(second.prescriptionId()).isNotEqualTo(first.prescriptionId());
                    assertThat(second.serialNumber()).isNotEqualTo(first.serialNumber());
                    assertThat(second.holder()).isEqualTo(first.holder());
                    for (WireFormat format : WireFormat.values()) {
                        assertThat(format.codec().encodeUnsigned(second)).as(profile + " " + format)
                                .hasSameSizeAs(format.codec().encodeUnsigned(first));
                    }
                }
            }
        }
    }
}
