package org.etp.ac.codec;

import java.security.PublicKey;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.DetachedSignatures;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * A decoded certificate of a form that signs its own encoding of the AttributeCertificateInfo (DER, OER): the
 * signature is checked over the info exactly as it arrived — a range of the received bytes, never a
 * re-encoding — with the key the caller brings from the trusted registry. Subclasses read the model from
 * what their decoder checked. Immutable, so it may be verified and parsed from any thread.
 */
public abstract class SignedInfoCertificate implements DecodedCertificate {

    private final byte[] encoded;
    private final int infoStart;
    private final int infoLength;
    private final byte[] signatureValue;
    private final Optional<SignatureAlgorithm> algorithm;
    private final X500Principal issuer;
    private final Optional<SignerCertificateId> signerCertificate;

    /**
     * Takes {@code encoded} and {@code signatureValue} without copying: the decoder made both for this
     * certificate alone. The info is {@code infoLength} bytes of {@code encoded} from {@code infoStart}.
     */
    protected SignedInfoCertificate(byte[] encoded, int infoStart, int infoLength, byte[] signatureValue,
            Optional<SignatureAlgorithm> algorithm, X500Principal issuer,
            Optional<SignerCertificateId> signerCertificate) {
        this.encoded = encoded;
        this.infoStart = infoStart;
        this.infoLength = infoLength;
        this.signatureValue = signatureValue;
        this.algorithm = algorithm;
        this.issuer = issuer;
        this.signerCertificate = signerCertificate;
    }

    @Override
    public final X500Principal issuer() {
        return issuer;
    }

    @Override
    public final Optional<SignerCertificateId> signerCertificate() {
        return signerCertificate;
    }

    @Override
    public final Optional<SignatureAlgorithm> signatureAlgorithm() {
        return algorithm;
    }

    @Override
    public final void verifySignature(PublicKey key) throws VerificationException {
        DetachedSignatures.verify(algorithm, key, encoded, infoStart, infoLength, signatureValue);
    }

    /** {@inheritDoc} The SHA-256 of the info exactly as received; empty when unsigned. */
    @Override
    public final Optional<byte[]> signedDigest() {
        return algorithm.map(signed -> Sha256.of(encoded, infoStart, infoLength));
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "[issuer=" + issuer.getName() + ", algorithm="
                + algorithm.map(SignatureAlgorithm::id).orElse("unsigned") + "]";
    }
}
