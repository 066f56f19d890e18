package org.etp.ac.xml;

import static org.etp.ac.xml.XmlNames.NS;

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
import org.w3c.dom.Element;

/**
 * A received XML certificate that passed {@link XmlDocumentCheck} and {@link XmlSignatureProfile}. The
 * signature is checked by Santuario with secure validation, with the caller's key only; the value is
 * then read from the very root element whose whole content the one {@code URI=""} Reference covers.
 * One instance serves one message on one thread: it holds a DOM, which is not thread-safe.
 */
final class XmlDecodedCertificate implements DecodedCertificate {

    private final Document document;
    private final X500Principal issuer;
    private final Element signature;
    private final SignatureAlgorithm algorithm;

    private XmlDecodedCertificate(Document document, X500Principal issuer, Element signature,
            SignatureAlgorithm algorithm) {
        this.document = document;
        this.issuer = issuer;
        this.signature = signature;
        this.algorithm = algorithm;
    }

    static XmlDecodedCertificate of(Document document) throws VerificationException {
        Element signature = XmlDocumentCheck.check(document);
        SignatureAlgorithm algorithm = signature == null ? null : XmlSignatureProfile.check(signature);
        Element root = document.getDocumentElement();
        Children parts = Children.of(root, NS);
        parts.next(XmlNames.HOLDER);
        String issuerName = parts.text(XmlNames.ISSUER);
        parts.next(XmlNames.SERIAL_NUMBER);
        parts.next(XmlNames.VALIDITY);
        parts.next(XmlNames.ATTRIBUTE);
        parts.optional(XmlNames.DS, XmlNames.SIGNATURE);
        parts.end();
        return new XmlDecodedCertificate(document, issuer(issuerName), signature, algorithm);
    }

    private static X500Principal issuer(String name) throws VerificationException {
        if (name.isBlank()) {
            throw XmlValues.malformed("the Issuer is empty");
        }
        try {
            return new X500Principal(name);
        } catch (IllegalArgumentException e) {
            throw new VerificationException(Reason.MALFORMED, "the Issuer is not an RFC 4514 name", e);
        }
    }

    @Override
    public WireFormat format() {
        return WireFormat.XML;
    }

    @Override
    public X500Principal issuer() {
        return issuer;
    }

    @Override
    public Optional<SignatureAlgorithm> signatureAlgorithm() {
        return Optional.ofNullable(algorithm);
    }

    @Override
    public void verifySignature(PublicKey key) throws VerificationException {
        Objects.requireNonNull(key, "key");
        if (signature == null) {
            throw new VerificationException(Reason.BAD_SIGNATURE, "the certificate is unsigned");
        }
        if (!algorithm.fits(key)) {
            throw new VerificationException(Reason.DISALLOWED_ALGORITHM,
                    "the registered key does not fit the signature method " + algorithm.id());
        }
        Santuario.ensureInitialised();
        boolean valid;
        try {
            // secure validation: Santuario's own limits and algorithm bans on top of XmlSignatureProfile
            XMLSignature xmlSignature = new XMLSignature(signature, "", true, algorithm.provider());
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
        try {
            return XmlCertificateReader.read(document.getDocumentElement(), issuer);
        } catch (IllegalArgumentException e) {
            throw new VerificationException(Reason.BAD_CONTENT, e.getMessage(), e);
        } catch (RuntimeException e) {
            throw new VerificationException(Reason.MALFORMED, "the certificate could not be read", e);
        }
    }
}
