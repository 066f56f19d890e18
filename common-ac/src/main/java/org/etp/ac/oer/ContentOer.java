package org.etp.ac.oer;

import static org.bouncycastle.oer.OERDefinition.bool;
import static org.bouncycastle.oer.OERDefinition.enumItem;
import static org.bouncycastle.oer.OERDefinition.enumeration;
import static org.bouncycastle.oer.OERDefinition.integer;
import static org.bouncycastle.oer.OERDefinition.optional;
import static org.bouncycastle.oer.OERDefinition.seq;
import static org.bouncycastle.oer.OERDefinition.seqof;
import static org.etp.ac.oer.OerTypes.numeric;
import static org.etp.ac.oer.OerTypes.printable;
import static org.etp.ac.oer.OerTypes.sized;
import static org.etp.ac.oer.OerTypes.time;
import static org.etp.ac.oer.OerTypes.utf8;

import org.bouncycastle.oer.Element;
import org.bouncycastle.oer.OERDefinition.Builder;
import org.etp.ac.prescription.Profile;

/**
 * The content types of the ASN.1 module {@code etp-prescription.asn} as definitions for Bouncy Castle's OER
 * runtime, component for component and with the module's constraints, which X.696 uses: a fixed-size
 * PrintableString or NumericString (the prescription ID, the NHS number, a date) travels without a length,
 * an ENUMERATED in one octet, {@code INTEGER (1..4)} in one octet; the SIZE bounds of the other strings and of
 * every SEQUENCE OF are checked on both sides ({@link OerValues}). One component is OPTIONAL, a
 * prescription's {@code nominatedPharmacy} (its last), so a Prescription starts with a one-octet presence
 * bitmap; no content type is extensible. See {@link OerTypes} for the carriers of the types the
 * runtime lacks.
 */
final class ContentOer {

    /** {@code ChargeExemption ::= SEQUENCE { prescriptionId PrescriptionId, exempt BOOLEAN }} */
    static final Element CHARGE_EXEMPTION = seq(prescriptionId(), bool().label("exempt"))
            .typeName("ChargeExemption").build();

    /** {@code Cancellation ::= SEQUENCE { prescriptionId PrescriptionId, reason CancellationReason }} */
    static final Element CANCELLATION = seq(prescriptionId(), numeric("reason", 4)).typeName("Cancellation").build();

    static final Element PRESCRIPTION = prescription().build();

    /**
     * The audit record of profile "complex".
     *
     * <pre>
     * AuditRecord ::= SEQUENCE {
     *     prescription         Prescription,
     *     verificationResults  SEQUENCE SIZE (1..32) OF VerificationResult,
     *     dispenseHistory      SEQUENCE SIZE (0..64) OF DispenseEvent,
     *     statusHistory        SEQUENCE SIZE (1..32) OF StatusChange }
     * </pre>
     */
    static final Element AUDIT_RECORD = seq(
            prescription().label("prescription"),
            sequenceOf("verificationResults", 1, 32, seq(utf8("check", 1, 60), bool().label("passed"),
                    time("checkedAt"), utf8("detail", 1, 200)).typeName("VerificationResult")),
            sequenceOf("dispenseHistory", 0, 64, seq(integer(1, 4).label("itemNumber"),
                    quantity().label("supplied"), time("at"), utf8("pharmacist", 1, 100), utf8("note", 1, 200))
                    .typeName("DispenseEvent")),
            sequenceOf("statusHistory", 1, 32, seq(
                    enumeration(enumItem("received"), enumItem("dispensed"), enumItem("partiallyDispensed"),
                            enumItem("returned"), enumItem("expired"),
                            enumItem("cancelled")).typeName("PrescriptionStatus").label("status"),
                    time("at"), utf8("by", 1, 100), utf8("reason", 1, 200)).typeName("StatusChange")))
            .typeName("AuditRecord").build();

    private ContentOer() {
    }

    /** The definition of the attribute value that carries {@code profile}. */
    static Element of(Profile profile) {
        return switch (profile) {
            case SIMPLE -> CHARGE_EXEMPTION;
            case PRESCRIPTION -> PRESCRIPTION;
            case COMPLEX -> AUDIT_RECORD;
            case CANCELLATION -> CANCELLATION;
        };
    }

    private static Builder prescription() {
        return seq(
                prescriptionId(),
                seq(numeric("nhsNumber", 10), utf8("givenName", 1, 60), utf8("familyName", 1, 60),
                        numeric("birthDate", 8),
                        seq(sequenceOf("lines", 1, 5, utf8("line", 1, 70)), printable("postcode", 6, 8))
                                .typeName("Address").label("address"))
                        .typeName("Patient").label("patient"),
                seq(utf8("name", 1, 100), printable("registration", 9, 16),
                        enumeration(enumItem("generalPractitioner"), enumItem("nurseIndependentPrescriber"),
                                enumItem("pharmacistIndependentPrescriber"), enumItem("dentist"))
                                .typeName("PrescriberRole").label("role"))
                        .typeName("Prescriber").label("prescriber"),
                organisation().label("organisation"),
                sequenceOf("items", 1, 4, seq(numeric("dmdCode", 6, 18), utf8("name", 1, 200),
                        quantity().label("quantity"), utf8("dosage", 1, 500)).typeName("Item")),
                enumeration(enumItem("acute"), enumItem("repeat")).typeName("PrescriptionType").label("type"),
                optional(organisation().label("nominatedPharmacy")))
                .typeName("Prescription");
    }

    private static Builder prescriptionId() {
        return printable("prescriptionId", 20);
    }

    private static Builder organisation() {
        return seq(printable("odsCode", 3, 6), utf8("name", 1, 100)).typeName("Organisation");
    }

    /** {@code Quantity ::= SEQUENCE { value Decimal, unit UTF8String (SIZE (1..40)) }}, Decimal a PrintableString. */
    private static Builder quantity() {
        return seq(printable("value", 1, 16), utf8("unit", 1, 40)).typeName("Quantity");
    }

    private static Builder sequenceOf(String label, int min, int max, Builder element) {
        return sized(seqof(element).label(label), min, max);
    }
}
