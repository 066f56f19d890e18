package org.etp.ac.xml;

import java.util.List;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * A decoded XML certificate whose document passed {@link CheckedDocument}: issuer, the signer's certificate it
 * names, the certificates its KeyInfo carries and algorithm come from the checked document; how the signature is
 * verified is the engine's.
 */
public abstract class CheckedCertificate implements DecodedCertificate {

    private final CheckedDocument checked;

    protected CheckedCertificate(CheckedDocument checked) {
        this.checked = checked;
    }

    protected final CheckedDocument checked() {
        return checked;
    }

    @Override
    public final WireFormat format() {
        return WireFormat.XML;
    }

    @Override
    public final X500Principal issuer() {
        return checked.issuer();
    }

    @Override
    public final Optional<SignerCertificateId> signerCertificate() {
        return checked.signerCertificate();
    }

    @Override
    public final List<byte[]> carriedCertificates() {
        return checked.carriedCertificates();
    }

    @Override
    public final Optional<SignatureAlgorithm> signatureAlgorithm() {
        return checked.signatureAlgorithm();
    }

    @Override
    public final Optional<byte[]> signedDigest() {
        return checked.signedDigest();
    }
}
