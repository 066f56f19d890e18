package org.etp.prescriber.prescribing;

import java.util.HexFormat;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;

/**
 * A prescription made complete — number, serial, validity, signer — but not signed, waiting for its prescriber to
 * confirm it with a passkey: {@code digest} is the SHA-256 of exactly the bytes its signature will cover, the
 * passkey's challenge.
 */
public record PreparedPrescription(PrescriptionCertificate certificate, String prescriberId, WireFormat format,
        PrescriptionDraft draft, byte[] digest) {

    public PreparedPrescription {
        if (certificate == null || prescriberId == null || format == null || draft == null || digest == null
                || digest.length != 32) {
            throw new IllegalArgumentException("a prepared prescription has its certificate, signer, form, draft and"
                    + " the SHA-256 to be confirmed");
        }
        digest = digest.clone();
    }

    @Override
    public byte[] digest() {
        return digest.clone();
    }

    public Prescription prescription() {
        return (Prescription) certificate.content();
    }

    /** The digest as a person compares it: its first eight octets in hex, in groups of four digits. */
    public String shortDigest() {
        String hex = HexFormat.of().formatHex(digest, 0, 8);
        return String.join(" ", hex.substring(0, 4), hex.substring(4, 8), hex.substring(8, 12), hex.substring(12));
    }

    public String digestHex() {
        return HexFormat.of().formatHex(digest);
    }
}
