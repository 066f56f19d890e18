package org.etp.pharmacy.counter;

import java.util.Optional;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.rejection.VerificationException;

/**
 * The content of a stored certificate, decoded again from its stored bytes. They were verified on
 * receipt; the patient's name, address and the rest are read from them rather than copied into columns.
 */
final class CertificateContents {

    private CertificateContents() {
    }

    static Optional<DecodedCertificate> decode(String format, byte[] raw) {
        try {
            return Optional.of(WireFormat.valueOf(format).codec().decode(raw));
        } catch (VerificationException e) {
            return Optional.empty();
        }
    }

    static Optional<PrescriptionCertificate> parse(DecodedCertificate decoded) {
        try {
            return Optional.of(decoded.parse());
        } catch (VerificationException e) {
            return Optional.empty();
        }
    }

    static Optional<PrescriptionCertificate> read(String format, byte[] raw) {
        return decode(format, raw).flatMap(CertificateContents::parse);
    }
}
