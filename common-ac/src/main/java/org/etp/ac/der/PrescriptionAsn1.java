package org.etp.ac.der;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Sequence;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Prescriber;
import org.etp.ac.prescription.PrescriberRole;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.PrescriptionType;
import org.etp.ac.rejection.VerificationException;

/**
 * The value of an {@code id-etp-at-prescription} attribute (profile "prescription"), also the first
 * component of an audit record. Patient and items have classes of their own.
 *
 * <pre>
 * Prescription ::= SEQUENCE {
 *     prescriptionId     PrescriptionId,
 *     patient            Patient,
 *     prescriber         Prescriber,
 *     organisation       Organisation,
 *     items              SEQUENCE SIZE (1..4) OF Item,
 *     type               PrescriptionType,
 *     nominatedPharmacy  Organisation OPTIONAL }    -- absent: the token may be presented anywhere
 *
 * Prescriber ::= SEQUENCE {
 *     name          UTF8String (SIZE (1..100)),
 *     registration  PrintableString (SIZE (9..16)),   -- regulator and number: "GMC 7012345"
 *     role          PrescriberRole }
 *
 * PrescriberRole ::= ENUMERATED {
 *     generalPractitioner              (0),
 *     nurseIndependentPrescriber       (1),
 *     pharmacistIndependentPrescriber  (2),
 *     dentist                          (3) }
 *
 * Organisation ::= SEQUENCE {
 *     odsCode  OdsCode,                               -- PrintableString (SIZE (3..6))
 *     name     UTF8String (SIZE (1..100)) }
 *
 * PrescriptionType ::= ENUMERATED { acute (0), repeat (1) }
 * </pre>
 */
final class PrescriptionAsn1 {

    /** The ENUMERATED values in the module's order, which must not follow a reordering of the Java enums. */
    private static final List<PrescriberRole> ROLES = List.of(PrescriberRole.GENERAL_PRACTITIONER,
            PrescriberRole.NURSE_INDEPENDENT_PRESCRIBER, PrescriberRole.PHARMACIST_INDEPENDENT_PRESCRIBER,
            PrescriberRole.DENTIST);
    private static final List<PrescriptionType> TYPES = List.of(PrescriptionType.ACUTE, PrescriptionType.REPEAT);

    private PrescriptionAsn1() {
    }

    static ASN1Sequence write(Prescription prescription) {
        Prescriber prescriber = prescription.prescriber();
        List<ASN1Encodable> components = new ArrayList<>(List.of(
                Values.printable(prescription.prescriptionId().value()),
                PatientAsn1.write(prescription.patient()),
                Values.sequence(Values.utf8(prescriber.name()), Values.printable(prescriber.registration()),
                        Values.enumerated(prescriber.role(), ROLES)),
                organisation(prescription.organisation()),
                Values.sequenceOf(prescription.items(), ItemAsn1::write),
                Values.enumerated(prescription.type(), TYPES)));
        // DER: an absent OPTIONAL component is simply not there.
        prescription.nominatedPharmacy().ifPresent(pharmacy -> components.add(organisation(pharmacy)));
        return Values.sequence(components.toArray(ASN1Encodable[]::new));
    }

    static Prescription read(ASN1Encodable value) throws VerificationException {
        Fields fields = Fields.of(value, "Prescription", 6, 7);
        return new Prescription(new PrescriptionId(fields.printable("prescriptionId")),
                PatientAsn1.read(fields.next()),
                prescriber(fields.next()),
                organisation(fields.next(), "organisation"),
                fields.sequenceOf("items", ItemAsn1::read),
                fields.enumerated("type", TYPES),
                fields.hasNext() ? Optional.of(organisation(fields.next(), "nominatedPharmacy")) : Optional.empty());
    }

    private static ASN1Sequence organisation(Organisation organisation) {
        return Values.sequence(Values.printable(organisation.odsCode()), Values.utf8(organisation.name()));
    }

    private static Prescriber prescriber(ASN1Encodable value) throws VerificationException {
        Fields fields = Fields.of(value, "Prescriber", 3);
        return new Prescriber(fields.utf8("name"), fields.printable("registration"), fields.enumerated("role", ROLES));
    }

    private static Organisation organisation(ASN1Encodable value, String field) throws VerificationException {
        Fields fields = Fields.of(value, field, 2);
        return new Organisation(fields.printable("odsCode"), fields.utf8("name"));
    }
}
