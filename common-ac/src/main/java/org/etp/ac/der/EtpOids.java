package org.etp.ac.der;

import org.bouncycastle.asn1.ASN1ObjectIdentifier;

/** The object identifiers the ASN.1 module {@code etp-prescription.asn} assigns under the project's arc. */
final class EtpOids {

    /** {@code id-etp}: 2.25 and the project's UUID as an integer (X.667), ours without registration. */
    static final ASN1ObjectIdentifier ETP = new ASN1ObjectIdentifier("2.25.233111221801961609344769738297214442705");

    static final ASN1ObjectIdentifier CHARGE_EXEMPTION = ETP.branch("1.1");
    static final ASN1ObjectIdentifier PRESCRIPTION = ETP.branch("1.2");
    static final ASN1ObjectIdentifier AUDIT = ETP.branch("1.3");
    static final ASN1ObjectIdentifier CANCELLATION = ETP.branch("1.4");

    /** {@code id-etp-alg-unsigned}: the baseline certificate, whose signatureValue is empty. */
    static final ASN1ObjectIdentifier UNSIGNED = ETP.branch("4.1");

    private EtpOids() {
    }
}
