package org.etp.ac.xml;

import java.security.PublicKey;
import org.apache.xml.security.exceptions.XMLSecurityException;
import org.apache.xml.security.signature.XMLSignature;
import org.etp.ac.codec.ServedBy;
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
final class XmlDecodedCertificate extends CheckedCertificate {

    private XmlDecodedCertificate(CheckedDocument checked) {
        super(checked);
    }

    static XmlDecodedCertificate of(Document document) throws VerificationException {
        return new XmlDecodedCertificate(CheckedDocument.check(DocumentFacts.of(document)));
    }

    @Override
    public void verifySignature(PublicKey key) throws VerificationException {
        SignatureAlgorithm algorithm = checked().algorithmFor(key);
        Santuario.ensureInitialised();
        boolean valid;
        try {
            // secure validation: Santuario's own limits and algorithm bans on top of XmlSignatureProfile
            XMLSignature xmlSignature = new XMLSignature(DomNode.element(checked().signature()), "", true,
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
        return checked().read();
    }

    @Override
    public ServedBy servedBy() {
        return XmlServedBy.DOM;
    }
}
