package org.etp.ac.codec;

import java.math.BigInteger;
import java.security.cert.X509Certificate;
import java.util.Objects;
import javax.security.auth.x500.X500Principal;

/**
 * The certificate an attribute certificate names as its signer's: RFC 5755's {@code V2Form.baseCertificateID},
 * an {@code IssuerSerial} of the issuing CA's name and the certificate's serial number. Read from the message, it is
 * a claim: the receiver takes a key only from a certificate it validated itself, and refuses the message when that
 * certificate is not the one named here.
 */
public record SignerCertificateId(X500Principal issuer, BigInteger serial) {

    public SignerCertificateId {
        Objects.requireNonNull(issuer, "issuer");
        Objects.requireNonNull(serial, "serial");
        if (serial.signum() <= 0) {
            throw new IllegalArgumentException("a certificate serial number is positive, not " + serial);
        }
    }

    /** The identifier of {@code certificate}: its issuer's name and its serial number. */
    public static SignerCertificateId of(X509Certificate certificate) {
        return new SignerCertificateId(certificate.getIssuerX500Principal(), certificate.getSerialNumber());
    }

    /** Whether this names {@code certificate}. */
    public boolean names(X509Certificate certificate) {
        return serial.equals(certificate.getSerialNumber()) && issuer.equals(certificate.getIssuerX500Principal());
    }
}
