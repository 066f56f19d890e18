package org.etp.ac.der;

import static org.etp.ac.rejection.Reason.MALFORMED;

import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.ASN1Set;
import org.bouncycastle.asn1.DERSet;
import org.bouncycastle.asn1.x500.style.BCStyle;
import org.etp.ac.prescription.Holder;
import org.etp.ac.prescription.NhsNumber;
import org.etp.ac.rejection.VerificationException;

/**
 * The holder's directoryName: the patient, by NHS number and full name, in two single-valued RDNs.
 *
 * <pre>
 * Name ::= CHOICE { rdnSequence  RDNSequence }
 * RDNSequence ::= SEQUENCE OF RelativeDistinguishedName
 * RelativeDistinguishedName ::= SET SIZE (1..MAX) OF AttributeTypeAndValue
 * AttributeTypeAndValue ::= SEQUENCE {
 *     type   AttributeType,
 *     value  AttributeValue }
 * -- ETP: exactly { { serialNumber (2.5.4.5) PrintableString = NHS number },
 * --                { commonName (2.5.4.3) UTF8String = patient's full name } }
 * </pre>
 */
final class HolderName {

    private HolderName() {
    }

    static ASN1Sequence write(Holder holder) {
        return Values.sequence(
                rdn(BCStyle.SERIALNUMBER, Values.printable(holder.nhsNumber().value())),
                rdn(BCStyle.CN, Values.utf8(holder.name())));
    }

    static Holder read(ASN1Encodable value) throws VerificationException {
        if (!(value instanceof ASN1Sequence name) || name.size() != 2) {
            throw new VerificationException(MALFORMED, "the holder's name is not two RDNs");
        }
        Fields serialNumber = attribute(name.getObjectAt(0), BCStyle.SERIALNUMBER, "serialNumber");
        Fields commonName = attribute(name.getObjectAt(1), BCStyle.CN, "commonName");
        return new Holder(new NhsNumber(serialNumber.printable("serialNumber")), commonName.utf8("commonName"));
    }

    private static DERSet rdn(ASN1ObjectIdentifier type, ASN1Encodable value) {
        return new DERSet(Values.sequence(type, value));
    }

    /** The AttributeTypeAndValue of a single-valued RDN of {@code type}, positioned on its value. */
    private static Fields attribute(ASN1Encodable rdn, ASN1ObjectIdentifier type, String label)
            throws VerificationException {
        if (!(rdn instanceof ASN1Set set) || set.size() != 1) {
            throw new VerificationException(MALFORMED, "the holder's " + label + " is not a single-valued RDN");
        }
        Fields attribute = Fields.of(set.getObjectAt(0), "the holder's " + label, 2);
        if (!type.equals(attribute.oid("type"))) {
            throw new VerificationException(MALFORMED, "the holder's name does not have " + label + " there");
        }
        return attribute;
    }
}
