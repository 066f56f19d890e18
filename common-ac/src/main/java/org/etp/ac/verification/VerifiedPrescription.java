package org.etp.ac.verification;

import java.time.Instant;
import java.util.Optional;
import org.etp.ac.codec.ServedBy;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.trust.TrustedPrescriber;

/**
 * A certificate that passed every check of {@link PrescriptionVerifier}, with the evidence of how.
 * Only the verifier can make one, so a store that takes this type stores nothing unverified.
 *
 * <p>Security guarantees, when {@link #signer()} is present: the exact {@link #encoded()} bytes are in
 * canonical form and carry a valid signature by the registered key of a prescriber whose certificate chains
 * to the trust anchor, was not revoked, and was valid at {@link #verifiedAt()}; the certificate was valid
 * then too; the content is well formed and names that prescriber. An empty signer means an unsigned
 * certificate that a benchmark policy let through: none of the signature guarantees hold.
 */
public final class VerifiedPrescription {

    private final PrescriptionCertificate certificate;
    private final WireFormat format;
    private final TrustedPrescriber signer;
    private final byte[] encoded;
    private final Instant verifiedAt;
    private final StageNanos timings;
    private final ServedBy servedBy;

    VerifiedPrescription(PrescriptionCertificate certificate, WireFormat format, TrustedPrescriber signer,
            byte[] encoded, Instant verifiedAt, StageNanos timings, ServedBy servedBy) {
        this.certificate = certificate;
        this.format = format;
        this.signer = signer;
        this.encoded = encoded.clone();
        this.verifiedAt = verifiedAt;
        this.timings = timings;
        this.servedBy = servedBy;
    }

    public PrescriptionCertificate certificate() {
        return certificate;
    }

    public WireFormat format() {
        return format;
    }

    /** The registered prescriber whose key verified the signature; empty for an unsigned benchmark message. */
    public Optional<TrustedPrescriber> signer() {
        return Optional.ofNullable(signer);
    }

    public Optional<SignatureAlgorithm> algorithm() {
        return signer().map(TrustedPrescriber::algorithm);
    }

    /** The bytes exactly as received, which the signature covers. */
    public byte[] encoded() {
        return encoded.clone();
    }

    public int size() {
        return encoded.length;
    }

    public Instant verifiedAt() {
        return verifiedAt;
    }

    public StageNanos timings() {
        return timings;
    }

    /** Which engine served the message: for its log line, its metrics row and the counters. */
    public ServedBy servedBy() {
        return servedBy;
    }

    @Override
    public String toString() {
        return "VerifiedPrescription[" + certificate.prescriptionId() + ", " + format + ", "
                + algorithm().map(SignatureAlgorithm::id).orElse("unsigned") + ", " + servedBy + "]";
    }
}
