package org.etp.ac.der;

import java.util.List;
import org.bouncycastle.asn1.ASN1Boolean;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1Sequence;
import org.etp.ac.prescription.AuditRecord;
import org.etp.ac.prescription.DispenseEvent;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.prescription.StatusChange;
import org.etp.ac.prescription.VerificationResult;
import org.etp.ac.rejection.VerificationException;

/**
 * The value of an {@code id-etp-at-audit} attribute (profile "complex"): the seed study's audit certificate.
 *
 * <pre>
 * AuditRecord ::= SEQUENCE {
 *     prescription         Prescription,
 *     verificationResults  SEQUENCE SIZE (1..32) OF VerificationResult,
 *     dispenseHistory      SEQUENCE SIZE (0..64) OF DispenseEvent,
 *     statusHistory        SEQUENCE SIZE (1..32) OF StatusChange }
 *
 * VerificationResult ::= SEQUENCE {
 *     check      UTF8String (SIZE (1..60)),
 *     passed     BOOLEAN,
 *     checkedAt  GeneralizedTime,
 *     detail     UTF8String (SIZE (1..200)) }
 *
 * DispenseEvent ::= SEQUENCE {
 *     itemNumber  INTEGER (1..4),
 *     supplied    Quantity,
 *     at          GeneralizedTime,
 *     pharmacist  UTF8String (SIZE (1..100)),
 *     note        UTF8String (SIZE (1..200)) }
 *
 * StatusChange ::= SEQUENCE {
 *     status  PrescriptionStatus,
 *     at      GeneralizedTime,
 *     by      UTF8String (SIZE (1..100)),
 *     reason  UTF8String (SIZE (1..200)) }
 *
 * PrescriptionStatus ::= ENUMERATED {
 *     received (0), dispensed (1), partiallyDispensed (2), returned (3), expired (4),
 *     cancelled (5) }
 * </pre>
 */
final class AuditRecordAsn1 {

    /** The ENUMERATED values in the module's order, which must not follow a reordering of the Java enum. */
    private static final List<PrescriptionStatus> STATUSES = List.of(PrescriptionStatus.RECEIVED,
            PrescriptionStatus.DISPENSED, PrescriptionStatus.PARTIALLY_DISPENSED, PrescriptionStatus.RETURNED,
            PrescriptionStatus.EXPIRED, PrescriptionStatus.CANCELLED);

    private AuditRecordAsn1() {
    }

    static ASN1Sequence write(AuditRecord audit) {
        return Values.sequence(
                PrescriptionAsn1.write(audit.prescription()),
                Values.sequenceOf(audit.verificationResults(), result -> Values.sequence(Values.utf8(result.check()),
                        ASN1Boolean.getInstance(result.passed()), Values.time(result.checkedAt()),
                        Values.utf8(result.detail()))),
                Values.sequenceOf(audit.dispenseHistory(), event -> Values.sequence(
                        new ASN1Integer(event.itemNumber()), ItemAsn1.write(event.supplied()), Values.time(event.at()),
                        Values.utf8(event.pharmacist()), Values.utf8(event.note()))),
                Values.sequenceOf(audit.statusHistory(), change -> Values.sequence(
                        Values.enumerated(change.status(), STATUSES), Values.time(change.at()),
                        Values.utf8(change.by()), Values.utf8(change.reason()))));
    }

    static AuditRecord read(ASN1Encodable value) throws VerificationException {
        Fields fields = Fields.of(value, "AuditRecord", 4);
        return new AuditRecord(PrescriptionAsn1.read(fields.next()),
                fields.sequenceOf("verificationResults", AuditRecordAsn1::verificationResult),
                fields.sequenceOf("dispenseHistory", AuditRecordAsn1::dispenseEvent),
                fields.sequenceOf("statusHistory", AuditRecordAsn1::statusChange));
    }

    private static VerificationResult verificationResult(ASN1Encodable value) throws VerificationException {
        Fields fields = Fields.of(value, "VerificationResult", 4);
        return new VerificationResult(fields.utf8("check"), fields.bool("passed"), fields.time("checkedAt"),
                fields.utf8("detail"));
    }

    private static DispenseEvent dispenseEvent(ASN1Encodable value) throws VerificationException {
        Fields fields = Fields.of(value, "DispenseEvent", 5);
        return new DispenseEvent(fields.integer("itemNumber"), ItemAsn1.quantity(fields.next()), fields.time("at"),
                fields.utf8("pharmacist"), fields.utf8("note"));
    }

    private static StatusChange statusChange(ASN1Encodable value) throws VerificationException {
        Fields fields = Fields.of(value, "StatusChange", 4);
        return new StatusChange(fields.enumerated("status", STATUSES), fields.time("at"), fields.utf8("by"),
                fields.utf8("reason"));
    }
}
