package org.etp.ac.oer;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.Signature;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x500.style.BCStyle;
import org.etp.ac.prescription.AuditRecord;
import org.etp.ac.prescription.Cancellation;
import org.etp.ac.prescription.ChargeExemption;
import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Patient;
import org.etp.ac.prescription.PrescriberRole;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.prescription.PrescriptionType;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.TestCredentials;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Interoperability: the OER of every profile and algorithm, read by {@link X696Reader}, which is written from
 * X.696 alone, gives the model's values field by field, and its signature verifies with plain JCA over the
 * octets the reader finds before signatureAlgorithm — so that a fault of Bouncy Castle's OER runtime cannot
 * hide in both the writing and the reading.
 */
class OerX696InteropTests {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("uuuuMMddHHmmss'Z'")
            .withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("uuuuMMdd");
    /** The ENUMERATED values in the module's order, written down again from etp-prescription.asn. */
    private static final List<PrescriberRole> ROLES = List.of(PrescriberRole.GENERAL_PRACTITIONER,
            PrescriberRole.NURSE_INDEPENDENT_PRESCRIBER, PrescriberRole.PHARMACIST_INDEPENDENT_PRESCRIBER,
            PrescriberRole.DENTIST);
    private static final List<PrescriptionStatus> STATUSES = List.of(PrescriptionStatus.RECEIVED,
            PrescriptionStatus.DISPENSED, PrescriptionStatus.PARTIALLY_DISPENSED, PrescriptionStatus.RETURNED,
            PrescriptionStatus.EXPIRED, PrescriptionStatus.CANCELLED);

    static Stream<Arguments> profilesAndAlgorithms() {
        return Stream.of(Profile.values()).flatMap(profile -> Stream.of(SignatureAlgorithm.values())
                .map(algorithm -> Arguments.of(profile, algorithm)));
    }

    @ParameterizedTest
    @MethodSource("profilesAndAlgorithms")
    void anIndependentX696ReaderReadsTheEnvelopeAndVerifiesTheSignature(Profile profile,
            SignatureAlgorithm algorithm) throws Exception {
        SigningIdentity signer = TestCredentials.identity(algorithm);
        PrescriptionCertificate certificate = TestCredentials.sample(profile, 11);
        byte[] oer = OerCertificateCodec.instance().encode(certificate, signer);

        X696Certificate read = X696Certificate.read(oer);

        Map<String, Object> values = read.values;
        assertThat((boolean[]) values.get("acinfo.preamble")).containsExactly(false, false);
        assertThat(values).containsEntry("acinfo.version", 1L)
                .containsEntry("holder.names.quantity", 1).containsEntry("holder.name.tag", 0x84)
                .containsEntry("issuer.tag", 0x80).containsEntry("issuer.names.quantity", 1)
                .containsEntry("issuer.name.tag", 0x84)
                .containsEntry("signature.algorithm", algorithm.oid())
                .containsEntry("signatureAlgorithm.algorithm", algorithm.oid())
                .containsEntry("acinfo.serialNumber", certificate.serialNumber())
                .containsEntry("acinfo.notBefore", TIME.format(certificate.validity().notBefore()))
                .containsEntry("acinfo.notAfter", TIME.format(certificate.validity().notAfter()))
                .containsEntry("attributes.quantity", 1).containsEntry("attribute.values.quantity", 1)
                .containsEntry("attribute.type", X696Content.ETP + ".1." + (profile.ordinal() + 1));
        assertThat((boolean[]) values.get("holder.preamble")).containsExactly(false, true, false);
        assertThat((boolean[]) values.get("issuer.preamble")).containsExactly(true, true, false);
        assertThat((boolean[]) values.get("baseCertificateID.preamble")).containsExactly(false);
        assertThat(values).containsEntry("baseCertificateID.names.quantity", 1)
                .containsEntry("baseCertificateID.name.tag", 0x84)
                .containsEntry("baseCertificateID.serial", signer.certificate().getSerialNumber());
        assertThat(new X500Principal((byte[]) values.get("baseCertificateID.name")))
                .isEqualTo(signer.certificate().getIssuerX500Principal());
        X500Name holder = X500Name.getInstance(values.get("holder.name"));
        assertThat(holder.getRDNs(BCStyle.SERIALNUMBER)[0].getFirst().getValue().toString())
                .isEqualTo(certificate.holder().nhsNumber().value());
        assertThat(holder.getRDNs(BCStyle.CN)[0].getFirst().getValue().toString())
                .isEqualTo(certificate.holder().name());
        assertThat(new X500Principal((byte[]) values.get("issuer.name"))).isEqualTo(certificate.issuer());
        byte[] rsaParameters = algorithm == SignatureAlgorithm.RSA2048 ? new byte[] {0x05, 0x00} : null;
        assertThat((byte[]) values.get("signature.parameters")).isEqualTo(rsaParameters);
        assertThat((byte[]) values.get("signatureAlgorithm.parameters")).isEqualTo(rsaParameters);

        Signature signature = algorithm.provider() == null ? Signature.getInstance(algorithm.jcaName())
                : Signature.getInstance(algorithm.jcaName(), algorithm.provider());
        signature.initVerify(signer.certificate().getPublicKey());
        signature.update(Arrays.copyOf(oer, read.offset("signatureAlgorithm.preamble")));
        assertThat(signature.verify((byte[]) values.get("signatureValue"))).isTrue();
    }

    @ParameterizedTest
    @MethodSource("profilesAndAlgorithms")
    void anIndependentX696ReaderReadsTheContentFieldByField(Profile profile, SignatureAlgorithm algorithm)
            throws Exception {
        PrescriptionCertificate certificate = TestCredentials.sample(profile, 23 + algorithm.ordinal());
        byte[] oer = OerCertificateCodec.instance().encode(certificate, TestCredentials.identity(algorithm));

        X696Certificate read = X696Certificate.read(oer);

        Map<String, Object> expected = expectedContent(certificate);
        assertThat(read.values).containsAllEntriesOf(expected);
        assertThat(read.values.keySet().stream().filter(path -> path.startsWith("content."))).hasSameSizeAs(
                expected.keySet());
    }

    @ParameterizedTest
    @EnumSource(value = Profile.class, names = {"PRESCRIPTION", "COMPLEX"})
    void anIndependentX696ReaderReadsAPrescriptionNominatedToNoPharmacy(Profile profile) throws Exception {
        PrescriptionCertificate certificate = new SampleGenerator(27_000_800, SampleGenerator.NO_NOMINATION)
                .certificate(profile, TestCredentials.PRESCRIBER, LocalDate.of(2026, 3, 2));
        byte[] oer = OerCertificateCodec.instance().encode(certificate, TestCredentials.identity(SignatureAlgorithm.ECP256));

        X696Certificate read = X696Certificate.read(oer);

        Map<String, Object> expected = expectedContent(certificate);
        assertThat(read.values).containsAllEntriesOf(expected).doesNotContainKeys(
                "content.nominatedPharmacy.odsCode", "content.prescription.nominatedPharmacy.odsCode");
        assertThat(read.values.keySet().stream().filter(path -> path.startsWith("content."))).hasSameSizeAs(
                expected.keySet());
        assertThat(OerCertificateCodec.instance().decode(oer).parse()).isEqualTo(certificate);
    }

    /** The content as the reader should find it, taken from the model. */
    private static Map<String, Object> expectedContent(PrescriptionCertificate certificate) {
        Map<String, Object> expected = new LinkedHashMap<>();
        switch (certificate.profile()) {
            case SIMPLE -> {
                ChargeExemption exemption = (ChargeExemption) certificate.content();
                expected.put("content.prescriptionId", exemption.prescriptionId().value());
                expected.put("content.exempt", exemption.exempt());
            }
            case PRESCRIPTION -> prescription("content", (Prescription) certificate.content(), expected);
            case COMPLEX -> audit((AuditRecord) certificate.content(), expected);
            case CANCELLATION -> {
                Cancellation cancellation = (Cancellation) certificate.content();
                expected.put("content.prescriptionId", cancellation.prescriptionId().value());
                expected.put("content.reason", cancellation.reason().code());
            }
        }
        return expected;
    }

    private static void prescription(String path, Prescription prescription, Map<String, Object> expected) {
        expected.put(path + ".preamble", new boolean[] {prescription.nominatedPharmacy().isPresent()});
        Patient patient = prescription.patient();
        expected.put(path + ".prescriptionId", prescription.prescriptionId().value());
        expected.put(path + ".patient.nhsNumber", patient.nhsNumber().value());
        expected.put(path + ".patient.givenName", patient.givenName());
        expected.put(path + ".patient.familyName", patient.familyName());
        expected.put(path + ".patient.birthDate", DATE.format(patient.birthDate()));
        expected.put(path + ".patient.address.lines", patient.address().lines().size());
        for (int i = 0; i < patient.address().lines().size(); i++) {
            expected.put(path + ".patient.address.lines[" + i + "]", patient.address().lines().get(i));
        }
        expected.put(path + ".patient.address.postcode", patient.address().postcode());
        expected.put(path + ".prescriber.name", prescription.prescriber().name());
        expected.put(path + ".prescriber.registration", prescription.prescriber().registration());
        expected.put(path + ".prescriber.role", ROLES.indexOf(prescription.prescriber().role()));
        organisation(path + ".organisation", prescription.organisation(), expected);
        expected.put(path + ".items", prescription.items().size());
        for (int i = 0; i < prescription.items().size(); i++) {
            Item item = prescription.items().get(i);
            expected.put(path + ".items[" + i + "].dmdCode", item.dmdCode());
            expected.put(path + ".items[" + i + "].name", item.name());
            expected.put(path + ".items[" + i + "].quantity.value", item.quantity().value().toPlainString());
            expected.put(path + ".items[" + i + "].quantity.unit", item.quantity().unit());
            expected.put(path + ".items[" + i + "].dosage", item.dosage());
        }
        expected.put(path + ".type", prescription.type() == PrescriptionType.ACUTE ? 0 : 1);
        // absent, the component has no fields at all: the independent reader must not find any
        prescription.nominatedPharmacy().ifPresent(pharmacy -> organisation(path + ".nominatedPharmacy", pharmacy,
                expected));
    }

    private static void organisation(String path, Organisation organisation, Map<String, Object> expected) {
        expected.put(path + ".odsCode", organisation.odsCode());
        expected.put(path + ".name", organisation.name());
    }

    private static void audit(AuditRecord audit, Map<String, Object> expected) {
        prescription("content.prescription", audit.prescription(), expected);
        expected.put("content.verificationResults", audit.verificationResults().size());
        for (int i = 0; i < audit.verificationResults().size(); i++) {
            var result = audit.verificationResults().get(i);
            String path = "content.verificationResults[" + i + "]";
            expected.put(path + ".check", result.check());
            expected.put(path + ".passed", result.passed());
            expected.put(path + ".checkedAt", time(result.checkedAt()));
            expected.put(path + ".detail", result.detail());
        }
        expected.put("content.dispenseHistory", audit.dispenseHistory().size());
        for (int i = 0; i < audit.dispenseHistory().size(); i++) {
            var event = audit.dispenseHistory().get(i);
            String path = "content.dispenseHistory[" + i + "]";
            expected.put(path + ".itemNumber", (long) event.itemNumber());
            expected.put(path + ".supplied.value", event.supplied().value().toPlainString());
            expected.put(path + ".supplied.unit", event.supplied().unit());
            expected.put(path + ".at", time(event.at()));
            expected.put(path + ".pharmacist", event.pharmacist());
            expected.put(path + ".note", event.note());
        }
        expected.put("content.statusHistory", audit.statusHistory().size());
        for (int i = 0; i < audit.statusHistory().size(); i++) {
            var change = audit.statusHistory().get(i);
            String path = "content.statusHistory[" + i + "]";
            expected.put(path + ".status", STATUSES.indexOf(change.status()));
            expected.put(path + ".at", time(change.at()));
            expected.put(path + ".by", change.by());
            expected.put(path + ".reason", change.reason());
        }
    }

    private static String time(Instant instant) {
        return TIME.format(instant);
    }
}
