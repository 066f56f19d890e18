package org.etp.perf.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkloadTests {

    private static final LocalDate TODAY = LocalDate.of(2026, 11, 22);

    @TempDir
    static Path dir;

    static SigningIdentity signer;

    @BeforeAll
    static void createPki() throws Exception {
        signer = DemoPki.init(dir).defaultSigner(SignatureAlgorithm.ECP256);
    }

    @Test
    void givesEveryCertificateItsOwnPrescriptionIdAndSerial() {
        List<PrescriptionCertificate> certificates = new Workload(WireFormat.DER, Profile.PRESCRIPTION, signer, true,
                5000, 1).certificates(TODAY);

        assertThat(certificates).hasSize(5000);
        assertThat(certificates).extracting(PrescriptionCertificate::prescriptionId).doesNotHaveDuplicates();
        assertThat(certificates).extracting(PrescriptionCertificate::serialNumber).doesNotHaveDuplicates();
        assertThat(certificates).extracting(PrescriptionCertificate::issuer).containsOnly(signer.subject());
    }

    @Test
    void nominatesTheDemoPharmacyOrTheOneAsked() {
        var demo = new Workload(WireFormat.DER, Profile.PRESCRIPTION, signer, true, 20, 24_000_300).certificates(TODAY);
        var fwd07 = new Workload(WireFormat.DER, Profile.PRESCRIPTION, signer, true, 20, 24_000_300, "FWD07")
                .certificates(TODAY);

        assertThat(demo).extracting(c -> c.prescription().orElseThrow().nominatedPharmacy().orElseThrow().odsCode())
                .containsOnly("FA123");
        assertThat(fwd07).extracting(c -> c.prescription().orElseThrow().nominatedPharmacy().orElseThrow().odsCode())
                .containsOnly("FWD07");
        assertThat(fwd07).extracting(PrescriptionCertificate::prescriptionId)
                .isEqualTo(demo.stream().map(PrescriptionCertificate::prescriptionId).toList());
    }

    @Test
    void nominatesNoPharmacyWhenToldNone() {
        var none = new Workload(WireFormat.DER, Profile.PRESCRIPTION, signer, true, 5, 27_000_700, "none")
                .certificates(TODAY);

        assertThat(none).allSatisfy(c -> assertThat(c.prescription().orElseThrow().nominatedPharmacy()).isEmpty());
    }

    @Test
    void theSameSeedGivesTheSameCertificatesAndAnotherSeedOthers() {
        var first = new Workload(WireFormat.XML, Profile.SIMPLE, signer, true, 50, 77).certificates(TODAY);
        var again = new Workload(WireFormat.XML, Profile.SIMPLE, signer, true, 50, 77).certificates(TODAY);
        var other = new Workload(WireFormat.XML, Profile.SIMPLE, signer, true, 50, 78_000).certificates(TODAY);

        assertThat(again).isEqualTo(first);
        assertThat(other).extracting(PrescriptionCertificate::prescriptionId)
                .doesNotContainAnyElementsOf(first.stream().map(PrescriptionCertificate::prescriptionId).toList());
    }

    @Test
    void signsEveryCertificateOnSeveralThreadsInOrder() throws Exception {
        Workload workload = new Workload(WireFormat.DER, Profile.PRESCRIPTION, signer, true, 40, 5);

        Workload.Prepared prepared = workload.prepare(3, new PrintWriter(new StringWriter()));

        assertThat(prepared.payloads()).hasSize(40)
                .allSatisfy(payload -> assertThat(payload[0]).isEqualTo((byte) 0x30));
        assertThat(prepared.totalBytes()).isEqualTo(prepared.payloads().stream().mapToLong(p -> p.length).sum());
        List<PrescriptionCertificate> expected = workload.certificates(LocalDate.now(ZoneOffset.UTC));
        for (int i = 0; i < 40; i++) {
            assertThat(WireFormat.DER.codec().decode(prepared.payloads().get(i)).parse().prescriptionId())
                    .isEqualTo(expected.get(i).prescriptionId());
        }
    }

    @Test
    void encodesUnsignedWhenAsked() throws Exception {
        Workload.Prepared prepared = new Workload(WireFormat.XML, Profile.SIMPLE, signer, false, 3, 9)
                .prepare(1, new PrintWriter(new StringWriter()));

        assertThat(new String(prepared.payloads().get(0), StandardCharsets.UTF_8))
                .doesNotContain("SignatureValue");
    }
}
