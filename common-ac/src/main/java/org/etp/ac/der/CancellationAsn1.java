package org.etp.ac.der;

import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Sequence;
import org.etp.ac.prescription.Cancellation;
import org.etp.ac.prescription.CancellationReason;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.rejection.VerificationException;

/**
 * The value of an {@code id-etp-at-cancellation} attribute (profile "cancellation").
 *
 * <pre>
 * Cancellation ::= SEQUENCE {
 *     prescriptionId  PrescriptionId,
 *     reason          CancellationReason }
 *
 * CancellationReason ::= NumericString (SIZE (4))  -- the EPS code, "0001" to "0008"
 * </pre>
 */
final class CancellationAsn1 {

    private CancellationAsn1() {
    }

    static ASN1Sequence write(Cancellation cancellation) {
        return Values.sequence(Values.printable(cancellation.prescriptionId().value()),
                Values.numeric(cancellation.reason().code()));
    }

    static Cancellation read(ASN1Encodable value) throws VerificationException {
        Fields fields = Fields.of(value, "Cancellation", 2);
        return new Cancellation(new PrescriptionId(fields.printable("prescriptionId")),
                CancellationReason.fromCode(fields.numeric("reason")));
    }
}
