package org.etp.ac.trust;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.junit.jupiter.api.Test;

class NamesTests {

    private static final X500Principal HART = new X500Principal(
            "CN=Dr Amelia Hart, SERIALNUMBER=GMC 7012345, T=GENERAL_PRACTITIONER, C=GB");

    @Test
    void spellsTheRoleAsTitleAndTheRegistrationAsSerialNumberInRfc2253() {
        assertThat(Names.readable(HART))
                .isEqualTo("CN=Dr Amelia Hart,SERIALNUMBER=GMC 7012345,TITLE=GENERAL_PRACTITIONER,C=GB");
    }

    @Test
    void readsAPrescriberByNameRegistrationRoleAndPractice() {
        assertThat(Names.inWords("CN=Dr Amelia Hart,SERIALNUMBER=GMC 7012345,TITLE=GENERAL_PRACTITIONER,OU=Y12345,"
                + "O=Riverside Medical Practice,C=GB"))
                .isEqualTo("Dr Amelia Hart (GMC 7012345, general practitioner), Riverside Medical Practice (Y12345)");
        assertThat(Names.inWords(Names.readable(HART))).isEqualTo("Dr Amelia Hart (GMC 7012345, general practitioner)");
        for (var prescriber : DemoPki.roster()) {
            assertThat(Names.inWords(Names.readable(prescriber.identity().subject())))
                    .startsWith(prescriber.identity().prescriber().name() + " (")
                    .doesNotContain("=").doesNotContain("_").doesNotContain("TITLE");
        }
    }

    @Test
    void readsAnAuthorityAndAPharmacyByNameAndOrganisation() {
        assertThat(Names.inWords(Names.readable(DemoPki.ROOT_NAME))).isEqualTo("ETP Demo Root CA, ETP Demo");
        assertThat(Names.inWords(Names.readable(DemoPki.PHARMACY_SIGNING_NAME)))
                .isEqualTo("Riverside Pharmacy, ETP Demo Pharmacy (FA123)");
        assertThat(Names.inWords("O=Riverside Medical Practice,C=GB")).isEqualTo("Riverside Medical Practice");
    }

    @Test
    void readsTheRoleHoweverItsTypeIsSpelt() {
        assertThat(Names.inWords("CN=Dr Amelia Hart,2.5.4.5=GMC 7012345,T=GENERAL_PRACTITIONER"))
                .isEqualTo("Dr Amelia Hart (GMC 7012345, general practitioner)");
    }

    @Test
    void leavesAUsernameOrANameWithoutOneAsItIs() {
        assertThat(Names.inWords("shah")).isEqualTo("shah");
        assertThat(Names.inWords("C=GB")).isEqualTo("C=GB");
        assertThat(Names.inWords("not=a,,name")).isEqualTo("not=a,,name");
        assertThat(Names.inWords("CN=#0403414243,C=GB")).isEqualTo("CN=#0403414243,C=GB");
        assertThat(Names.inWords(null)).isNull();
    }

    @Test
    void neverShowsAnAttributeAsHex() {
        for (var prescriber : DemoPki.roster()) {
            assertThat(Names.readable(prescriber.identity().subject())).doesNotContain("#").doesNotContain("2.5.4.")
                    .contains("TITLE=").doesNotContain(",T=");
        }
    }

    @Test
    void leavesTheNameAnXmlCertificateCarriesReadableByTheTrustLookup() throws Exception {
        PrescriberIdentity identity = DemoPki.roster().get(0).identity();
        PrescriptionCertificate certificate = new SampleGenerator(22_000_100).certificate(Profile.PRESCRIPTION,
                identity, LocalDate.of(2026, 3, 14));
        byte[] xml = WireFormat.XML.codec().encodeUnsigned(certificate);

        // The registry is keyed by the principal; the XML form's issuer reads back to that same principal.
        assertThat(WireFormat.XML.codec().decode(xml).parse().issuer()).isEqualTo(identity.subject());
        assertThat(Names.readable(WireFormat.XML.codec().decode(xml).parse().issuer()))
                .isEqualTo(Names.readable(identity.subject()));
    }

    @Test
    void spellsEachPrincipalAsWrittenEvenWhenAnEqualOneWasSpeltBefore() {
        X500Principal lower = new X500Principal("cn=dr amelia hart, c=gb");
        X500Principal upper = new X500Principal("CN=DR AMELIA HART, C=GB");
        assertThat(lower).isEqualTo(upper); // equal by RFC 5280's comparison, spelt differently
        assertThat(Names.readable(lower)).isEqualTo("CN=dr amelia hart,C=gb");
        assertThat(Names.readable(upper)).isEqualTo("CN=DR AMELIA HART,C=GB");
        assertThat(Names.readable(lower)).isEqualTo("CN=dr amelia hart,C=gb");
    }

    @Test
    void remembersNoMoreSpellingsThanItsCapacity() {
        for (int i = 0; i < Names.CAPACITY + 50; i++) {
            X500Principal name = new X500Principal("CN=Flood " + i + ", C=GB");
            assertThat(Names.readable(name)).isEqualTo("CN=Flood " + i + ",C=GB");
        }
        assertThat(Names.remembered()).isLessThanOrEqualTo(Names.CAPACITY);
    }
}
