package org.etp.ac.codec;

import org.etp.ac.rejection.VerificationException;

/**
 * One receiver's way of decoding a form: its codec's strict decode, or an engine that may keep what it learns
 * (so each receiver has its own). Thread-safe.
 */
@FunctionalInterface
public interface Decoder {

    /**
     * Strictly decodes received bytes, as {@link CertificateCodec#decode} does; the certificate says which way it
     * went ({@link DecodedCertificate#servedBy()}).
     *
     * @throws VerificationException with {@code NON_CANONICAL}, {@code MALFORMED} or {@code DISALLOWED_ALGORITHM}
     */
    DecodedCertificate decode(byte[] encoded) throws VerificationException;
}
