package org.etp.ac.der;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.time.LocalDate;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1EncodableVector;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.DERNull;
import org.bouncycastle.asn1.DERSequence;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.testing.TestCredentials;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A prescription nominated to no pharmacy in DER: the OPTIONAL component is simply absent (six components,
 * not seven), the round trip gives the same value, and anything else in its place is {@code MALFORMED}.
 */
class NoNominationDerTests {

    private static final LocalDate DAY = LocalDate.of(2026, 3, 2);

    @ParameterizedTest
    @EnumSource(value = Profile.class, names = {"PRESCRIPTION", "COMPLEX"})
    void roundTripsWithAndWithoutANomination(Profile profile) throws Exception {
        for (String nomination : new String[] {SampleGenerator.DEMO_PHARMACY, SampleGenerator.NO_NOMINATION}) {
            PrescriptionCertificate certificate = new SampleGenerator(27_000_900, nomination).certificate(profile,
                    TestCredentials.PRESCRIBER, DAY);
            byte[] der = WireFormat.DER.codec().encode(certificate,
                    TestCredentials.identity(SignatureAlgorithm.ED25519));

            assertThat(WireFormat.DER.codec().decode(der).parse()).as(nomination).isEqualTo(certificate);
        }
    }

    @Test
    void writesNoComponentForNoNomination() {
        assertThat(PrescriptionAsn1.write(prescription(SampleGenerator.NO_NOMINATION)).size()).isEqualTo(6);
        assertThat(PrescriptionAsn1.write(prescription(SampleGenerator.DEMO_PHARMACY)).size()).isEqualTo(7);
    }

    @Test
    void refusesAnEmptyNominatedPharmacyAsMalformed() {
        assertRefused(with(prescription(SampleGenerator.NO_NOMINATION), new DERSequence()));
    }

    @Test
    void refusesANullInPlaceOfTheNominatedPharmacyAsMalformed() {
        assertRefused(with(prescription(SampleGenerator.NO_NOMINATION), DERNull.INSTANCE));
    }

    @Test
    void refusesAComponentAfterTheNominatedPharmacyAsMalformed() {
        ASN1Sequence nominated = PrescriptionAsn1.write(prescription(SampleGenerator.DEMO_PHARMACY));
        assertRefused(with(prescription(SampleGenerator.DEMO_PHARMACY), nominated.getObjectAt(6)));
    }

    private static Prescription prescription(String nomination) {
        return new SampleGenerator(27_000_901, nomination).certificate(Profile.PRESCRIPTION, TestCredentials.PRESCRIBER,
                DAY).prescription().orElseThrow();
    }

    /** The prescription's DER components and {@code extra} after them. */
    private static ASN1Sequence with(Prescription prescription, ASN1Encodable extra) {
        ASN1EncodableVector components = new ASN1EncodableVector();
        for (ASN1Encodable component : PrescriptionAsn1.write(prescription)) {
            components.add(component);
        }
        components.add(extra);
        return new DERSequence(components);
    }

    private static void assertRefused(ASN1Sequence value) {
        assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> PrescriptionAsn1.read(value))
                .extracting(VerificationException::reason).isEqualTo(Reason.MALFORMED);
    }
}
