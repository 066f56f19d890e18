package org.etp.prescriber.signing;

import org.etp.ac.codec.WireFormat;
import org.etp.ac.metrics.ThreadUsage;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * A certificate signed by a prescriber, with what it cost: the encoding with signing (the seed study's
 * "sign+encode") and what the signing thread used for it (CPU user and system time, page faults).
 */
public record SignedCertificate(PrescriptionCertificate certificate, WireFormat format,
        SignatureAlgorithm algorithm, String prescriberId, byte[] encoded, long signMicros, ThreadUsage usage) {

    public SignedCertificate {
        if (certificate == null || format == null || algorithm == null || prescriberId == null || encoded == null
                || usage == null) {
            throw new IllegalArgumentException("a signed certificate needs its value, form, algorithm, signer, bytes"
                    + " and usage");
        }
        if (signMicros < 0) {
            throw new IllegalArgumentException("the signing time is not negative");
        }
        encoded = encoded.clone();
    }

    @Override
    public byte[] encoded() {
        return encoded.clone();
    }

    public int size() {
        return encoded.length;
    }
}
