package org.etp.ac.sample;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.etp.ac.prescription.Address;
import org.etp.ac.prescription.AuditRecord;
import org.etp.ac.prescription.Cancellation;
import org.etp.ac.prescription.CancellationReason;
import org.etp.ac.prescription.CertificateContent;
import org.etp.ac.prescription.ChargeExemption;
import org.etp.ac.prescription.DispenseEvent;
import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.NhsNumber;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Patient;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.prescription.PrescriptionType;
import org.etp.ac.prescription.Profile;
import org.etp.ac.prescription.Quantity;
import org.etp.ac.prescription.StatusChange;
import org.etp.ac.prescription.ValidityPeriod;
import org.etp.ac.prescription.VerificationResult;
import org.etp.ac.trust.PrescriberIdentity;

/**
 * Makes sample certificates from a seed. {@link Random} is used because its sequence is fixed by
 * its specification, so a seed means the same content on every JVM. Patients are fictitious; NHS
 * numbers are drawn from the 999 range that the NHS reserves for testing.
 */
public final class SampleGenerator {

    /** Acute prescriptions are valid for 28 days, repeats for six months (EPS practice). */
    private static final int ACUTE_DAYS = 28;
    private static final int REPEAT_DAYS = 182;

    /** The demo pharmacy's ODS code, nominated unless another is asked for. */
    public static final String DEMO_PHARMACY = "FA123";

    /** Said instead of an ODS code: the prescriptions nominate no pharmacy (the patient presents a token). */
    public static final String NO_NOMINATION = "none";

    private final long seed;
    private final Optional<Organisation> nominated;

    /** Samples from {@code seed}, nominated to the demo pharmacy ({@value #DEMO_PHARMACY}). */
    public SampleGenerator(long seed) {
        this(seed, DEMO_PHARMACY);
    }

    /**
     * Samples from {@code seed}, nominated to the pharmacy {@code nominatedOdsCode}, or to none when it is
     * {@value #NO_NOMINATION}.
     */
    public SampleGenerator(long seed, String nominatedOdsCode) {
        this.seed = seed;
        this.nominated = NO_NOMINATION.equals(nominatedOdsCode) ? Optional.empty()
                : Optional.of(SampleData.pharmacy(nominatedOdsCode));
    }

    /** A certificate of {@code profile} issued by {@code issuer} on {@code issued} (validity starts that day, 00:00 UTC). */
    public PrescriptionCertificate certificate(Profile profile, PrescriberIdentity issuer, LocalDate issued) {
        Random random = new Random(seed * 31 + profile.ordinal());
        Prescription prescription = prescription(random, issuer, nominated);
        CertificateContent content = switch (profile) {
            case SIMPLE -> new ChargeExemption(prescription.prescriptionId(), random.nextBoolean());
            case PRESCRIPTION -> prescription;
            case COMPLEX -> audit(random, prescription, issued);
            case CANCELLATION -> new Cancellation(prescription.prescriptionId(),
                    CancellationReason.values()[random.nextInt(CancellationReason.values().length)]);
        };
        var notBefore = issued.atStartOfDay(ZoneOffset.UTC).toInstant();
        int days = prescription.type() == PrescriptionType.ACUTE ? ACUTE_DAYS : REPEAT_DAYS;
        var validity = new ValidityPeriod(notBefore, notBefore.plus(days, ChronoUnit.DAYS).minusSeconds(1));
        BigInteger serial = new BigInteger(63, random).setBit(62);
        return new PrescriptionCertificate(serial, issuer.subject(), prescription.patient().holder(), validity,
                content);
    }

    private static Prescription prescription(Random random, PrescriberIdentity issuer,
            Optional<Organisation> nominated) {
        Organisation organisation = issuer.organisation();
        PrescriptionId id = PrescriptionId.of(random.nextInt(1 << 24), organisation.odsCode(), random.nextInt(1 << 20));
        List<Item> items = new ArrayList<>();
        List<SampleData.Medicine> medicines = new ArrayList<>(SampleData.MEDICINES);
        int count = 1 + random.nextInt(Prescription.MAX_ITEMS);
        for (int i = 0; i < count; i++) {
            SampleData.Medicine medicine = medicines.remove(random.nextInt(medicines.size()));
            items.add(new Item(medicine.dmdCode(), medicine.name(), new Quantity(
                    BigDecimal.valueOf(pick(random, medicine.packSizes())), medicine.unit()), medicine.dosage()));
        }
        PrescriptionType type = random.nextInt(3) == 0 ? PrescriptionType.REPEAT : PrescriptionType.ACUTE;
        Patient patient = patient(random);
        // Drawn as when the nomination was random, so that a seed keeps its serial and audit content.
        random.nextInt(SampleData.PHARMACIES.size());
        return new Prescription(id, patient, issuer.prescriber(), organisation, items, type, nominated);
    }

    private static Patient patient(Random random) {
        NhsNumber nhsNumber = null;
        while (nhsNumber == null) {
            nhsNumber = NhsNumber.withCheckDigit(String.format("999%06d", random.nextInt(1_000_000)));
        }
        String given = pick(random, SampleData.GIVEN_NAMES);
        String family = pick(random, SampleData.FAMILY_NAMES);
        LocalDate birthDate = LocalDate.of(1930, 1, 1).plusDays(random.nextInt(90 * 365));
        SampleData.Town town = pick(random, SampleData.TOWNS);
        Address address = new Address(List.of((1 + random.nextInt(180)) + " " + pick(random, SampleData.STREETS),
                town.name()), town.postcodeArea() + " " + (1 + random.nextInt(9)) + (char) ('A' + random.nextInt(26))
                + (char) ('A' + random.nextInt(26)));
        return new Patient(nhsNumber, given, family, birthDate, address);
    }

    private static AuditRecord audit(Random random, Prescription prescription, LocalDate issued) {
        var received = issued.atStartOfDay(ZoneOffset.UTC).toInstant().plusSeconds(9 * 3600 + random.nextInt(3600));
        String pharmacist = "GPhC " + (2_000_000 + random.nextInt(100_000));
        List<VerificationResult> checks = List.of(
                new VerificationResult("frame", true, received, "length-prefixed frame, version 1"),
                new VerificationResult("canonical-encoding", true, received, "re-encoding equals the received bytes"),
                new VerificationResult("signature", true, received, "verified with the registered prescriber key"),
                new VerificationResult("prescriber-certificate", true, received, "PKIX path to the ETP root CA"),
                new VerificationResult("revocation", true, received, "not on the prescriber CA's CRL"),
                new VerificationResult("content", true, received, "check characters and item count valid"));
        List<DispenseEvent> dispensed = new ArrayList<>();
        List<StatusChange> statuses = new ArrayList<>();
        statuses.add(new StatusChange(PrescriptionStatus.RECEIVED, received, "pharmacy intake", "verified and stored"));
        var at = received.plusSeconds(600 + random.nextInt(7200));
        for (int i = 0; i < prescription.items().size(); i++) {
            Item item = prescription.items().get(i);
            dispensed.add(new DispenseEvent(i + 1, item.quantity(), at, pharmacist, "supplied in full"));
        }
        statuses.add(new StatusChange(PrescriptionStatus.DISPENSED, at, pharmacist, "all items supplied"));
        return new AuditRecord(prescription, checks, dispensed, statuses);
    }

    private static <T> T pick(Random random, List<T> values) {
        return values.get(random.nextInt(values.size()));
    }
}
