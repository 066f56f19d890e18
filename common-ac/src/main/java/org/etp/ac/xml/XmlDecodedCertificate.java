package org.etp.ac.xml;

import java.security.PublicKey;
import java.util.Objects;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.apache.xml.security.exceptions.XMLSecurityException;
import org.apache.xml.security.signature.XMLSignature;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.w3c.dom.Document;

/**
 * A received XML certificate that passed {@link XmlDocumentCheck} and {@link XmlSignatureProfile}. The
 * signature is checked by Santuario with secure validation, with the caller's key only; the value is
 * then read from the very root element whose whole content the one {@code URI=""} Reference covers.
 * One instance serves one message on one thread: it holds a DOM, which is not thread-safe.
 */
final class XmlDecodedCertificate implements DecodedCertificate {

    private final CheckedDocument checked;

    private XmlDecodedCertificate(CheckedDocument checked) {
        this.checked = checked;
    }

    static XmlDecodedCertificate of(Document document) throws VerificationException {
        return new XmlDecodedCertificate(CheckedDocument.check(DocumentFacts.of(document)));
    }

    @Override
    public WireFormat format() {
        return WireFormat.XML;
    }

    @Override
    public X500Principal issuer() {
        return checked.issuer();
    }

    @Override
    public Optional<SignatureAlgorithm> signatureAlgorithm() {
        return checked.signatureAlgorithm();
    }

    @Override
    public void verifySignature(PublicKey key) throws VerificationException {
        Objects.requireNonNull(key, "key");
        if (checked.signature() == null) {
            throw new VerificationException(Reason.BAD_SIGNATURE, "the certificate is unsigned");
        }
        SignatureAlgorithm algorithm = checked.signatureAlgorithm().orElseThrow();
        if (!algorithm.fits(key)) {
            throw new VerificationException(Reason.DISALLOWED_ALGORITHM,
                    "the registered key does not fit the signature method " + algorithm.id());
        }
        Santuario.ensureInitialised();
        boolean valid;
        try {
            // secure validation: Santuario's own limits and algorithm bans on top of XmlSignatureProfile
            XMLSignature xmlSignature = new XMLSignature(DomNode.element(checked.signature()), "", true,
                    algorithm.provider());
            valid = xmlSignature.checkSignatureValue(key);
        } catch (XMLSecurityException | RuntimeException e) {
            // whatever Santuario cannot make sense of does not verify; the cause is kept for operators
            throw new VerificationException(Reason.BAD_SIGNATURE, "the signature does not verify: " + e.getMessage(),
                    e);
        }
        if (!valid) {
            throw new VerificationException(Reason.BAD_SIGNATURE,
                    "the signature or the document digest does not verify with the registered key");
        }
    }

    @Override
    public PrescriptionCertificate parse() throws VerificationException {
        return checked.read();
    }
}
