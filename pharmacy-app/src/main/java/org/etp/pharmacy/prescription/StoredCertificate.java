package org.etp.pharmacy.prescription;

import java.util.Optional;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.rejection.VerificationException;

/**
 * A stored certificate, exactly as received, with what the store read from it into columns. It was
 * verified on receipt; the patient's name, address and the rest are decoded again from these bytes rather
 * than copied into columns.
 *
 * @param algorithm   its signature algorithm's id, or null when unsigned
 * @param issuer      the signer's name as the store keeps it (RFC 2253)
 * @param nhsNumber   the patient's NHS number, ten digits
 */
public record StoredCertificate(WireFormat format, String algorithm, String profile, String issuer, String nhsNumber,
        byte[] raw) {

    public StoredCertificate {
        raw = raw.clone();
    }

    @Override
    public byte[] raw() {
        return raw.clone();
    }

    public int size() {
        return raw.length;
    }

    /** The certificate decoded again, if it still decodes. */
    public Optional<DecodedCertificate> decode() {
        try {
            return Optional.of(format.codec().decode(raw));
        } catch (VerificationException e) {
            return Optional.empty();
        }
    }

    /** Its content, if it still decodes and parses. */
    public Optional<PrescriptionCertificate> read() {
        return decode().flatMap(StoredCertificate::parse);
    }

    public static Optional<PrescriptionCertificate> parse(DecodedCertificate decoded) {
        try {
            return Optional.of(decoded.parse());
        } catch (VerificationException e) {
            return Optional.empty();
        }
    }
}
