package org.etp.ac.der;

import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Sequence;
import org.etp.ac.prescription.Address;
import org.etp.ac.prescription.NhsNumber;
import org.etp.ac.prescription.Patient;
import org.etp.ac.rejection.VerificationException;

/**
 * The patient of a prescription.
 *
 * <pre>
 * Patient ::= SEQUENCE {
 *     nhsNumber   NhsNumber,                       -- NumericString (SIZE (10))
 *     givenName   UTF8String (SIZE (1..60)),
 *     familyName  UTF8String (SIZE (1..60)),
 *     birthDate   CalendarDate,                    -- NumericString (SIZE (8)), YYYYMMDD
 *     address     Address }
 *
 * Address ::= SEQUENCE {
 *     lines     SEQUENCE SIZE (1..5) OF UTF8String (SIZE (1..70)),
 *     postcode  PrintableString (SIZE (6..8)) }
 * </pre>
 */
final class PatientAsn1 {

    private PatientAsn1() {
    }

    static ASN1Sequence write(Patient patient) {
        Address address = patient.address();
        return Values.sequence(
                Values.numeric(patient.nhsNumber().value()),
                Values.utf8(patient.givenName()),
                Values.utf8(patient.familyName()),
                Values.date(patient.birthDate()),
                Values.sequence(Values.sequenceOf(address.lines(), Values::utf8),
                        Values.printable(address.postcode())));
    }

    static Patient read(ASN1Encodable value) throws VerificationException {
        Fields fields = Fields.of(value, "Patient", 5);
        return new Patient(new NhsNumber(fields.numeric("nhsNumber")), fields.utf8("givenName"),
                fields.utf8("familyName"), fields.date("birthDate"), address(fields.next()));
    }

    private static Address address(ASN1Encodable value) throws VerificationException {
        Fields fields = Fields.of(value, "Address", 2);
        return new Address(fields.sequenceOf("lines", line -> Fields.utf8(line, "an address line")),
                fields.printable("postcode"));
    }
}
