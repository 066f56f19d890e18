package org.etp.ac.der;

import org.bouncycastle.asn1.ASN1Boolean;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Sequence;
import org.etp.ac.prescription.ChargeExemption;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.rejection.VerificationException;

/**
 * The value of an {@code id-etp-at-chargeExemption} attribute (profile "simple").
 *
 * <pre>
 * ChargeExemption ::= SEQUENCE {
 *     prescriptionId  PrescriptionId,
 *     exempt          BOOLEAN }
 *
 * PrescriptionId ::= PrintableString (SIZE (20))
 * </pre>
 */
final class ChargeExemptionAsn1 {

    private ChargeExemptionAsn1() {
    }

    static ASN1Sequence write(ChargeExemption exemption) {
        return Values.sequence(Values.printable(exemption.prescriptionId().value()),
                ASN1Boolean.getInstance(exemption.exempt()));
    }

    static ChargeExemption read(ASN1Encodable value) throws VerificationException {
        Fields fields = Fields.of(value, "ChargeExemption", 2);
        return new ChargeExemption(new PrescriptionId(fields.printable("prescriptionId")), fields.bool("exempt"));
    }
}
