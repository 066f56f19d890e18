package org.etp.ac.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.ZoneOffset;
import org.etp.ac.prescription.AuditRecord;
import org.etp.ac.prescription.ChargeExemption;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.Profile;
import org.etp.ac.testing.TestCredentials;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class SampleGeneratorTests {

    private static final LocalDate DAY = LocalDate.of(2026, 11, 22);

    @ParameterizedTest
    @EnumSource(Profile.class)
    void sameSeedGivesSameCertificate(Profile profile) {
        var first = new SampleGenerator(42).certificate(profile, TestCredentials.PRESCRIBER, DAY);
        var second = new SampleGenerator(42).certificate(profile, TestCredentials.PRESCRIBER, DAY);
        assertThat(first).isEqualTo(second);
        assertThat(first.profile()).isEqualTo(profile);
    }

    @Test
    void differentSeedsGiveDifferentPrescriptions() {
        var a = new SampleGenerator(1).certificate(Profile.PRESCRIPTION, TestCredentials.PRESCRIBER, DAY);
        var b = new SampleGenerator(2).certificate(Profile.PRESCRIPTION, TestCredentials.PRESCRIBER, DAY);
        assertThat(a.prescriptionId()).isNotEqualTo(b.prescriptionId());
        assertThat(a.serialNumber()).isNotEqualTo(b.serialNumber());
    }

    @Test
    void profilesCarryTheirOwnContent() {
        assertThat(TestCredentials.sample(Profile.SIMPLE, 7).content()).isInstanceOf(ChargeExemption.class);
        assertThat(TestCredentials.sample(Profile.PRESCRIPTION, 7).content()).isInstanceOf(Prescription.class);
        assertThat(TestCredentials.sample(Profile.COMPLEX, 7).content()).isInstanceOf(AuditRecord.class);
    }

    @Test
    void prescriptionNamesTheIssuingPrescriberAndStartsOnTheIssueDay() {
        for (long seed = 0; seed < 50; seed++) {
            var certificate = new SampleGenerator(seed).certificate(Profile.PRESCRIPTION, TestCredentials.PRESCRIBER, DAY);
            var prescription = (Prescription) certificate.content();
            assertThat(prescription.prescriber()).isEqualTo(TestCredentials.PRESCRIBER.prescriber());
            assertThat(prescription.organisation()).isEqualTo(TestCredentials.PRESCRIBER.organisation());
            assertThat(prescription.items()).hasSizeBetween(1, 4);
            assertThat(certificate.issuer()).isEqualTo(TestCredentials.PRESCRIBER.subject());
            assertThat(certificate.validity().notBefore()).isEqualTo(DAY.atStartOfDay(ZoneOffset.UTC).toInstant());
        }
    }

    @Test
    void nominatesTheDemoPharmacyUnlessToldOtherwise() {
        for (long seed = 24_000_010; seed < 24_000_040; seed++) {
            var fa123 = (Prescription) new SampleGenerator(seed).certificate(Profile.PRESCRIPTION,
                    TestCredentials.PRESCRIBER, DAY).content();
            assertThat(fa123.nominatedPharmacy().orElseThrow().odsCode()).isEqualTo(SampleGenerator.DEMO_PHARMACY);
            assertThat(fa123.nominatedPharmacy().orElseThrow().name()).isEqualTo("Riverside Pharmacy");
        }
    }

    @Test
    void nominatesTheAskedPharmacyAndChangesNothingElse() {
        var fa123 = new SampleGenerator(24_000_050).certificate(Profile.PRESCRIPTION, TestCredentials.PRESCRIBER, DAY);
        var zz9 = new SampleGenerator(24_000_050, "ZZ9").certificate(Profile.PRESCRIPTION, TestCredentials.PRESCRIBER,
                DAY);
        Prescription other = (Prescription) zz9.content();
        assertThat(other.nominatedPharmacy().orElseThrow().odsCode()).isEqualTo("ZZ9");
        assertThat(other.nominatedPharmacy().orElseThrow().name()).isEqualTo("Pharmacy ZZ9");
        assertThat(zz9.serialNumber()).isEqualTo(fa123.serialNumber());
        assertThat(other.prescriptionId()).isEqualTo(fa123.prescriptionId());
        assertThat(other.patient()).isEqualTo(((Prescription) fa123.content()).patient());
    }

    @Test
    void nominatesNoPharmacyWhenToldNoneAndChangesNothingElse() {
        var fa123 = new SampleGenerator(27_000_050).certificate(Profile.PRESCRIPTION, TestCredentials.PRESCRIBER, DAY);
        var none = new SampleGenerator(27_000_050, SampleGenerator.NO_NOMINATION).certificate(Profile.PRESCRIPTION,
                TestCredentials.PRESCRIBER, DAY);

        assertThat(((Prescription) none.content()).nominatedPharmacy()).isEmpty();
        assertThat(none.serialNumber()).isEqualTo(fa123.serialNumber());
        assertThat(none.prescriptionId()).isEqualTo(fa123.prescriptionId());
    }
}
