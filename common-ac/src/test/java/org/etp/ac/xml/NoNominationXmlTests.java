package org.etp.ac.xml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import org.etp.ac.codec.WireFormat;
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
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A prescription nominated to no pharmacy in XML: no {@code nominatedPharmacy} element at all (the schema's
 * minOccurs 0); the round trip gives the same value; an empty or misplaced element is {@code MALFORMED}.
 */
class NoNominationXmlTests {

    private static final LocalDate DAY = LocalDate.of(2026, 3, 2);
    private static final String ELEMENT = "<nominatedPharmacy>";

    @ParameterizedTest
    @EnumSource(value = Profile.class, names = {"PRESCRIPTION", "COMPLEX"})
    void roundTripsWithAndWithoutANominationAndWritesNoElementForNone(Profile profile) throws Exception {
        for (String nomination : new String[] {SampleGenerator.DEMO_PHARMACY, SampleGenerator.NO_NOMINATION}) {
            PrescriptionCertificate certificate = sample(profile, nomination);
            byte[] xml = WireFormat.XML.codec().encode(certificate,
                    TestCredentials.identity(SignatureAlgorithm.RSA2048));

            assertThat(WireFormat.XML.codec().decode(xml).parse()).as(nomination).isEqualTo(certificate);
            assertThat(new String(xml, StandardCharsets.UTF_8).contains("nominatedPharmacy")).as(nomination)
                    .isEqualTo(nomination.equals(SampleGenerator.DEMO_PHARMACY));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"<nominatedPharmacy/>", "<nominatedPharmacy></nominatedPharmacy>",
        "<nominatedPharmacy> </nominatedPharmacy>"})
    void refusesAnEmptyNominatedPharmacyAsMalformed(String empty) throws Exception {
        String document = unsigned(SampleGenerator.DEMO_PHARMACY);
        String hostile = document.substring(0, document.indexOf(ELEMENT)) + empty
                + document.substring(document.indexOf("</nominatedPharmacy>") + "</nominatedPharmacy>".length());

        assertRefused(hostile);
    }

    @Test
    void refusesANominatedPharmacyBeforeTheTypeAsMalformed() throws Exception {
        String document = unsigned(SampleGenerator.DEMO_PHARMACY);
        String pharmacy = document.substring(document.indexOf(ELEMENT),
                document.indexOf("</nominatedPharmacy>") + "</nominatedPharmacy>".length());
        String hostile = document.replace(pharmacy, "").replace("<type>", pharmacy + "<type>");

        assertThat(hostile).isNotEqualTo(document);
        assertRefused(hostile);
    }

    private static String unsigned(String nomination) throws Exception {
        return new String(WireFormat.XML.codec().encodeUnsigned(sample(Profile.PRESCRIPTION, nomination)),
                StandardCharsets.UTF_8);
    }

    private static PrescriptionCertificate sample(Profile profile, String nomination) {
        return new SampleGenerator(27_000_910, nomination).certificate(profile, TestCredentials.PRESCRIBER, DAY);
    }

    private static void assertRefused(String document) {
        assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> WireFormat.XML.codec()
                .decode(document.getBytes(StandardCharsets.UTF_8)).parse())
                .extracting(VerificationException::reason).isEqualTo(Reason.MALFORMED);
    }
}
