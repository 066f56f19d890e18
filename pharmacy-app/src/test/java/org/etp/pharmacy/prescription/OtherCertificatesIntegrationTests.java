package org.etp.pharmacy.prescription;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.math.BigInteger;
import java.time.LocalDate;
import java.time.Period;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.AuditRecord;
import org.etp.ac.prescription.CertificateContent;
import org.etp.ac.prescription.ChargeExemption;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.support.CounterAppTest;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.PharmacyDatabase;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.request.RequestPostProcessor;

/**
 * Charge exemptions and audit records over the real socket into PostgreSQL: each is a certificate of its own,
 * known by issuer and serial, accepted beside the prescription it is about (never DUPLICATE of it), never in
 * the queue, and shown where it belongs — exemptions on the patient's prescription, audit records at /audit.
 */
@CounterAppTest
class OtherCertificatesIntegrationTests {

    private static final RequestPostProcessor PHARMACIST = user("shah").roles("PHARMACIST");
    private static final RequestPostProcessor TECHNICIAN = user("lee").roles("TECHNICIAN");
    private static final Pattern ROW = Pattern.compile("data-id=\"");

    @Autowired
    MockMvc mvc;

    @Autowired
    IntakeServer intake;

    @Autowired
    Prescriptions prescriptions;

    private final SigningIdentity hart = TestPki.signer("hart-rsa2048");

    @Test
    void acceptsAnExemptionAndAnAuditRecordAboutAStoredPrescriptionAndKeepsThemOutOfTheQueue() throws Exception {
        PrescriptionCertificate prescription = TestPki.sample(Profile.PRESCRIPTION, hart, 27_000_001);
        String id = prescription.prescriptionId().value();
        String nhsNumber = prescription.holder().nhsNumber().value();
        long before = prescriptions.latestId();
        try (IntakeSocket socket = new IntakeSocket(intake.port())) {
            assertThat(socket.submit(WireFormat.DER, sign(prescription)).status()).isEqualTo(ResponseStatus.ACCEPTED);
            long afterPrescription = prescriptions.latestId();

            for (WireFormat format : WireFormat.values()) {
                ResponseFrame exemption = socket.submit(format, TestPki.sign(format,
                        exemption(prescription, 27_000_010 + format.ordinal()), hart));
                ResponseFrame audit = socket.submit(format, TestPki.sign(format,
                        audit(prescription, 27_000_020 + format.ordinal()), hart));

                assertThat(exemption.status()).as("exemption in %s", format).isEqualTo(ResponseStatus.ACCEPTED);
                assertThat(audit.status()).as("audit record in %s", format).isEqualTo(ResponseStatus.ACCEPTED);
                assertThat(exemption.prescriptionId()).hasValueSatisfying(about -> assertThat(about.value()).isEqualTo(id));
            }

            assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription WHERE prescription_id = ?"
                    + " AND profile = 'simple'", id)).isEqualTo(3);
            assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription WHERE prescription_id = ?"
                    + " AND profile = 'complex'", id)).isEqualTo(3);
            assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription WHERE prescription_id = ?"
                    + " AND profile = 'prescription'", id)).isOne();
            // Arrivals count prescriptions only: the six certificates after it are not new work.
            assertThat(prescriptions.arrivedAfter(before).count()).isOne();
            assertThat(prescriptions.latestId()).isEqualTo(afterPrescription);
        }

        String queue = page("/queue?q=" + nhsNumber, PHARMACIST);
        assertThat(count(ROW.matcher(queue))).isOne();
        mvc.perform(get("/queue?q=" + id).with(PHARMACIST)).andExpect(status().is3xxRedirection());

        String detail = page("/prescriptions/" + id, PHARMACIST);
        assertThat(detail).contains("id=\"summary-exemptions\"", "until", "serial");
        assertThat(detail.split("class=\"exemption")).hasSize(4);

        String audit = page("/audit", PHARMACIST);
        assertThat(audit).contains(id, "Audit records", "received");
        long row = PharmacyDatabase.count("SELECT max(id) FROM prescription WHERE prescription_id = ?"
                + " AND profile = 'complex'", id);
        String record = page("/audit/" + row, PHARMACIST);
        assertThat(record).contains(id, "Status history", "Verification results", "Dispense history");
    }

    @Test
    void answersDuplicateToTheSameExemptionAgainAndConflictToOtherBytesUnderItsSerial() throws Exception {
        PrescriptionCertificate prescription = TestPki.sample(Profile.PRESCRIPTION, hart, 27_000_101);
        PrescriptionCertificate exemption = exemption(prescription, 27_000_102);
        byte[] encoded = sign(exemption);
        try (IntakeSocket socket = new IntakeSocket(intake.port())) {
            ResponseFrame first = socket.submit(WireFormat.DER, encoded);
            ResponseFrame again = socket.submit(WireFormat.DER, encoded);
            ResponseFrame otherBytes = socket.submit(WireFormat.XML, TestPki.sign(WireFormat.XML, exemption, hart));

            assertThat(first.status()).isEqualTo(ResponseStatus.ACCEPTED);
            assertThat(again.status()).isEqualTo(ResponseStatus.DUPLICATE);
            assertThat(otherBytes.status()).isEqualTo(ResponseStatus.REJECTED);
            assertThat(otherBytes.reason()).contains(Reason.CONFLICT);
        }
        assertThat(PharmacyDatabase.prescriptions(prescription.prescriptionId().value())).isOne();
    }

    @Test
    void refusesAnExemptionUnderTheSerialOfAStoredPrescription() throws Exception {
        PrescriptionCertificate prescription = TestPki.sample(Profile.PRESCRIPTION, hart, 27_000_201);
        PrescriptionCertificate exemption = TestPki.withSerial(exemption(prescription, 27_000_202),
                prescription.serialNumber());
        try (IntakeSocket socket = new IntakeSocket(intake.port())) {
            assertThat(socket.submit(WireFormat.DER, sign(prescription)).status()).isEqualTo(ResponseStatus.ACCEPTED);

            ResponseFrame reused = socket.submit(WireFormat.DER, sign(exemption));

            assertThat(reused.status()).isEqualTo(ResponseStatus.REJECTED);
            assertThat(reused.reason()).contains(Reason.BAD_CONTENT);
        }
        assertThat(PharmacyDatabase.prescriptions(prescription.prescriptionId().value())).isOne();
    }

    @Test
    void showsNoExemptionWhenThePatientHasNone() throws Exception {
        PrescriptionCertificate prescription = patientAged(16, 59, 27_000_301);
        try (IntakeSocket socket = new IntakeSocket(intake.port())) {
            assertThat(socket.submit(WireFormat.DER, sign(prescription)).status()).isEqualTo(ResponseStatus.ACCEPTED);
        }

        assertThat(page("/prescriptions/" + prescription.prescriptionId().value(), PHARMACIST))
                .contains("No current charge exemption on file").doesNotContain("class=\"exemption")
                .doesNotContain("id=\"age-exemption\"");
    }

    @Test
    void showsTheExemptionByAgeOfAPatientOfSixtyOrOverWithoutACertificate() throws Exception {
        PrescriptionCertificate prescription = patientAged(60, 120, 27_000_311);
        int age = Period.between(prescription.content().patient().birthDate(), LocalDate.now(ZoneId.of("Europe/London"))).getYears();
        try (IntakeSocket socket = new IntakeSocket(intake.port())) {
            assertThat(socket.submit(WireFormat.DER, sign(prescription)).status()).isEqualTo(ResponseStatus.ACCEPTED);
        }

        assertThat(page("/prescriptions/" + prescription.prescriptionId().value(), PHARMACIST))
                .contains("Exempt from charges by age: " + age + " (60 or over)")
                .doesNotContain("No current charge exemption on file");
    }

    /** The first sample from {@code seed} on whose patient is {@code from} to {@code to} years old today. */
    private PrescriptionCertificate patientAged(int from, int to, long seed) {
        LocalDate today = LocalDate.now(ZoneId.of("Europe/London"));
        for (long next = seed; ; next++) {
            PrescriptionCertificate sample = TestPki.sample(Profile.PRESCRIPTION, hart, next);
            int age = Period.between(sample.content().patient().birthDate(), today).getYears();
            if (age >= from && age <= to) {
                return sample;
            }
        }
    }

    @Test
    void showsAPrescriptionNominatedToNoPharmacyAsATokenOne() throws Exception {
        PrescriptionCertificate anywhere = new SampleGenerator(27_000_351, SampleGenerator.NO_NOMINATION)
                .certificate(Profile.PRESCRIPTION, TestPki.identity(hart), LocalDate.now(ZoneOffset.UTC));
        try (IntakeSocket socket = new IntakeSocket(intake.port())) {
            assertThat(socket.submit(WireFormat.OER, TestPki.sign(WireFormat.OER, anywhere, hart)).status())
                    .isEqualTo(ResponseStatus.ACCEPTED);
        }

        assertThat(page("/prescriptions/" + anywhere.prescriptionId().value(), PHARMACIST))
                .contains("No nomination — token").doesNotContain("this pharmacy");
    }

    @Test
    void keepsTheAuditPagesForPharmacists() throws Exception {
        mvc.perform(get("/audit").with(TECHNICIAN)).andExpect(status().isForbidden());
        mvc.perform(get("/audit/1").with(TECHNICIAN)).andExpect(status().isForbidden());
        mvc.perform(get("/audit/" + Long.MAX_VALUE).with(PHARMACIST)).andExpect(status().isNotFound());
        assertThat(page("/queue", PHARMACIST)).contains("href=\"/audit\"");
        assertThat(page("/queue", TECHNICIAN)).doesNotContain("href=\"/audit\"");
    }

    /** A charge exemption (exempt) about {@code prescription}, for its patient, with a serial of its own. */
    private PrescriptionCertificate exemption(PrescriptionCertificate prescription, long seed) {
        return about(prescription, seed, Profile.SIMPLE, new ChargeExemption(prescription.prescriptionId(), true));
    }

    /** An audit record of {@code prescription}, its history drawn from {@code seed}, with a serial of its own. */
    private PrescriptionCertificate audit(PrescriptionCertificate prescription, long seed) {
        Prescription audited = prescription.prescription().orElseThrow();
        AuditRecord drawn = (AuditRecord) TestPki.sample(Profile.COMPLEX, hart, seed).content();
        AuditRecord record = new AuditRecord(audited, drawn.verificationResults(), drawn.dispenseHistory().stream()
                .filter(event -> event.itemNumber() <= audited.items().size()).toList(), drawn.statusHistory());
        return about(prescription, seed, Profile.COMPLEX, record);
    }

    private PrescriptionCertificate about(PrescriptionCertificate prescription, long seed, Profile profile,
            CertificateContent content) {
        BigInteger serial = TestPki.sample(profile, hart, seed).serialNumber();
        return new PrescriptionCertificate(serial, prescription.issuer(), prescription.holder(),
                prescription.validity(), content);
    }

    private byte[] sign(PrescriptionCertificate certificate) {
        return TestPki.sign(WireFormat.DER, certificate, hart);
    }

    private String page(String path, RequestPostProcessor who) throws Exception {
        return mvc.perform(get(path).with(who)).andExpect(status().isOk()).andReturn().getResponse()
                .getContentAsString();
    }

    private static long count(Matcher matcher) {
        return matcher.results().count();
    }
}
