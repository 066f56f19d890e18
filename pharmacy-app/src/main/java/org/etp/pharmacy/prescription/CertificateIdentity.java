package org.etp.pharmacy.prescription;

import java.math.BigInteger;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.trust.TrustedPrescriber;
import org.etp.ac.verification.VerifiedPrescription;

/**
 * What makes a stored certificate the same certificate again, as the store's keys see it: a prescription is
 * its prescription ID (unique among prescriptions); a certificate of any other profile — a charge exemption,
 * an audit record, each about a prescription but not one — is its issuer and serial, never the ID it names.
 *
 * @param profile        the certificate's profile
 * @param prescriptionId the prescription ID it carries or is about
 * @param issuer         the issuer as stored and shown ({@link PrescriptionRows#issuerName})
 * @param serial         the issuer's serial number of it
 */
public record CertificateIdentity(Profile profile, String prescriptionId, String issuer, BigInteger serial) {

    public CertificateIdentity {
        if (profile == null || prescriptionId == null || issuer == null || serial == null) {
            throw new IllegalArgumentException("a certificate identity needs a profile, an ID, an issuer and a serial");
        }
    }

    public static CertificateIdentity of(VerifiedPrescription verified) {
        PrescriptionCertificate certificate = verified.certificate();
        // The registered signer's subject, not the message's own encoding of it: one name, one spelling,
        // so that (issuer, serial) catches a replay however the issuer was encoded.
        String issuer = PrescriptionRows.issuerName(verified.signer().map(TrustedPrescriber::subject).orElse(certificate.issuer()));
        return new CertificateIdentity(certificate.profile(), certificate.prescriptionId().value(), issuer,
                certificate.serialNumber());
    }

    /** A row as stored: its profile column by its command-line id. */
    static CertificateIdentity ofRow(String profile, String prescriptionId, String issuer, BigInteger serial) {
        return new CertificateIdentity(Profile.fromId(profile), prescriptionId, issuer, serial);
    }

    public boolean isPrescription() {
        return profile == Profile.PRESCRIPTION;
    }

    /** The key two certificates share exactly when the store holds them as one. */
    public String key() {
        return isPrescription() ? "prescription " + prescriptionId : profile.id() + " " + serial + " " + issuer;
    }

    /** The key of whatever certificate holds this issuer's serial, of any profile. */
    String serialKey() {
        return serial + " " + issuer;
    }
}
