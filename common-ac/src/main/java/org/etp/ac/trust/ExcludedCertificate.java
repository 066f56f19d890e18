package org.etp.ac.trust;

import java.math.BigInteger;
import java.security.cert.X509Certificate;
import javax.security.auth.x500.X500Principal;

/**
 * A prescriber certificate the registry left out, and why (for operators; never holds key material).
 *
 * @param revocationUnknown whether it was left out only because no source knew its revocation status, so that a
 *                          message it signed is refused {@code REVOCATION_UNKNOWN} (send again later), not
 *                          {@code UNKNOWN_PRESCRIBER}
 */
public record ExcludedCertificate(X500Principal subject, BigInteger serialNumber, String reason,
        boolean revocationUnknown) {

    public ExcludedCertificate {
        if (subject == null || serialNumber == null || reason == null) {
            throw new IllegalArgumentException("an excluded certificate needs a subject, a serial number and a reason");
        }
    }

    static ExcludedCertificate of(X509Certificate certificate, TrustException why) {
        return new ExcludedCertificate(certificate.getSubjectX500Principal(), certificate.getSerialNumber(),
                why.getMessage(), why instanceof RevocationUnknownException);
    }
}
