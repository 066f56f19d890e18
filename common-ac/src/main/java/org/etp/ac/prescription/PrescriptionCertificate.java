package org.etp.ac.prescription;

import java.math.BigInteger;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;

/**
 * One ETP attribute certificate as a value, the same whichever form (DER or XML) carried it:
 * serial number (unique per issuer), issuer (the prescriber certificate's subject), holder (the
 * patient), validity and content. Signatures are not part of the value.
 */
public record PrescriptionCertificate(BigInteger serialNumber, X500Principal issuer, Holder holder,
        ValidityPeriod validity, CertificateContent content) {

    /** RFC 5280 caps certificate serial numbers at 20 octets. */
    private static final int MAX_SERIAL_BITS = 159;

    public PrescriptionCertificate {
        Check.present(serialNumber, "serial number");
        if (serialNumber.signum() <= 0 || serialNumber.bitLength() > MAX_SERIAL_BITS) {
            throw new IllegalArgumentException("serial number must be positive and at most 20 octets");
        }
        Check.present(issuer, "issuer");
        Check.present(holder, "holder");
        Check.present(validity, "validity");
        Check.present(content, "content");
        Patient patient = content.patient();
        if (patient != null && !patient.holder().equals(holder)) {
            throw new IllegalArgumentException("the certificate holder is not the patient of the prescription");
        }
    }

    public PrescriptionId prescriptionId() {
        return content.prescriptionId();
    }

    public Profile profile() {
        return content.profile();
    }

    /** The prescription the certificate carries, itself or inside an audit record; empty for a charge exemption or a cancellation. */
    public Optional<Prescription> prescription() {
        return switch (profile()) {
            case SIMPLE, CANCELLATION -> Optional.empty();
            case PRESCRIPTION -> Optional.of((Prescription) content);
            case COMPLEX -> Optional.of(((AuditRecord) content).prescription());
        };
    }
}
