package org.etp.ac.xml.stax;

import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.prescription.Bounds;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.xml.XmlLimits;

/**
 * The streaming XML engine's decoder: the same contract and guarantees as the DOM decoder, with Santuario's
 * streaming API in place of its DOM API. Santuario 4.0's streaming API knows RSA, DSA and EC keys only, so an
 * Ed25519 signature is left to the DOM engine ({@link #verifies}).
 */
public final class StaxCertificateCodec {

    private StaxCertificateCodec() {
    }

    /** Whether this engine can verify signatures of {@code algorithm} at all. */
    public static boolean verifies(SignatureAlgorithm algorithm) {
        return algorithm != SignatureAlgorithm.ED25519;
    }

    /**
     * Strictly decodes received bytes, as {@link org.etp.ac.codec.CertificateCodec#decode} does.
     *
     * @throws VerificationException {@code MALFORMED} or {@code DISALLOWED_ALGORITHM}
     */
    public static DecodedCertificate decode(byte[] encoded) throws VerificationException {
        return decode(encoded, Bounds.PRODUCTION);
    }

    /** As {@link #decode(byte[])}, with documents up to {@code bounds}' size: for measurement beyond service. */
    public static DecodedCertificate decode(byte[] encoded, Bounds bounds) throws VerificationException {
        XmlLimits.checkSize(encoded, bounds.maxDocumentBytes());
        try {
            return StaxDecodedCertificate.of(encoded.clone());
        } catch (RuntimeException e) {
            // a trust boundary: no input may end in anything but a VerificationException
            throw new VerificationException(Reason.MALFORMED, "the certificate could not be decoded", e);
        }
    }
}
