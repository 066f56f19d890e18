package org.etp.ac.codec;

import java.security.PublicKey;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * A decoded certificate whose stages — issuer, algorithm, signature, parse — are another's, for an engine that
 * serves a certificate its own way: it overrides the way ({@link #servedBy()}) and the hooks, never the stages.
 */
public abstract class ForwardingDecodedCertificate implements DecodedCertificate {

    private final DecodedCertificate decoded;

    protected ForwardingDecodedCertificate(DecodedCertificate decoded) {
        this.decoded = Objects.requireNonNull(decoded, "decoded");
    }

    /** The certificate whose stages these are. */
    protected final DecodedCertificate decoded() {
        return decoded;
    }

    @Override
    public final WireFormat format() {
        return decoded.format();
    }

    @Override
    public final X500Principal issuer() {
        return decoded.issuer();
    }

    @Override
    public final Optional<SignerCertificateId> signerCertificate() {
        return decoded.signerCertificate();
    }

    @Override
    public final List<byte[]> carriedCertificates() {
        return decoded.carriedCertificates();
    }

    @Override
    public final Optional<SignatureAlgorithm> signatureAlgorithm() {
        return decoded.signatureAlgorithm();
    }

    @Override
    public void verifySignature(PublicKey key) throws VerificationException {
        decoded.verifySignature(key);
    }

    @Override
    public final Optional<byte[]> signedDigest() {
        return decoded.signedDigest();
    }

    @Override
    public final PrescriptionCertificate parse() throws VerificationException {
        return decoded.parse();
    }

    @Override
    public ServedBy servedBy() {
        return decoded.servedBy();
    }

    @Override
    public String toString() {
        return servedBy() + " " + decoded;
    }
}
