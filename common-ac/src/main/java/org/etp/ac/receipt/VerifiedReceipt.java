package org.etp.ac.receipt;

import java.time.Instant;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.x500.RDN;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x500.style.BCStyle;
import org.bouncycastle.asn1.x500.style.IETFUtils;
import org.etp.ac.prescription.AuditRecord;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.StatusChange;
import org.etp.ac.trust.Names;

/**
 * A receipt the {@link ReceiptVerifier} accepted: only it creates one. {@link #latest()} is the outcome it
 * attests (the last entry of the status history).
 *
 * @param digestChecked whether the receipt's digest was compared with the caller's own stored certificate;
 *                      false only from {@link ReceiptVerifier#verifyWithoutCertificate}
 */
public record VerifiedReceipt(PrescriptionCertificate certificate, EncodedReceipt receipt, boolean digestChecked) {

    public VerifiedReceipt {
        if (certificate == null || receipt == null || !(certificate.content() instanceof AuditRecord)) {
            throw new IllegalArgumentException("a verified receipt is an audit certificate with its bytes");
        }
    }

    public PrescriptionId prescriptionId() {
        return certificate.prescriptionId();
    }

    public AuditRecord record() {
        return (AuditRecord) certificate.content();
    }

    /** The outcome: the newest status change. */
    public StatusChange latest() {
        var history = record().statusHistory();
        return history.get(history.size() - 1);
    }

    /** The pharmacy that signed it (its signing certificate's subject). */
    public X500Principal pharmacy() {
        return certificate.issuer();
    }

    /**
     * The pharmacy's name as people read it: the common name of its signing certificate, with the
     * organisational unit (the ODS code) in brackets when there is one, e.g. {@code Riverside Pharmacy (FA123)};
     * the whole name when it has no common name.
     */
    public String pharmacyName() {
        X500Name name = X500Name.getInstance(pharmacy().getEncoded());
        String common = first(name, BCStyle.CN);
        if (common == null) {
            return Names.readable(pharmacy());
        }
        String unit = first(name, BCStyle.OU);
        return unit == null ? common : common + " (" + unit + ")";
    }

    private static String first(X500Name name, ASN1ObjectIdentifier type) {
        RDN[] rdns = name.getRDNs(type);
        return rdns.length == 0 ? null : IETFUtils.valueToString(rdns[0].getFirst().getValue());
    }

    /** When the pharmacy issued it (the start of its validity). */
    public Instant issuedAt() {
        return certificate.validity().notBefore();
    }
}
