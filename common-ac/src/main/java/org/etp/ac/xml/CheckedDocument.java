package org.etp.ac.xml;

import static org.etp.ac.xml.XmlNames.NS;

import java.security.PublicKey;
import java.util.Base64;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.codec.IssuerNames;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.support.BoundedMemo;

/**
 * A received document that passed the checks every XML engine makes before any key is looked up, in one
 * order: {@link XmlDocumentCheck}, then {@link XmlSignatureProfile}, then the envelope (the root's children in
 * the schema's order, an RFC 4514 issuer). The DOM engine checks its DOM; the streaming and template engines
 * check an {@link XmlTree} with this very code, so that all engines admit the same shapes for the same reasons.
 * Reading the value afterwards reads the root that was checked.
 */
public final class CheckedDocument {

    private static final BoundedMemo<SignerTexts, SignerCertificateId> SIGNER_CERTIFICATES = new BoundedMemo<>(4096);

    private final XmlNode root;
    private final XmlNode signature;
    private final SignatureAlgorithm algorithm;
    private final X500Principal issuer;
    private final Optional<SignerCertificateId> signerCertificate;
    private final List<byte[]> carriedCertificates;
    private final byte[] signedDigest;

    private CheckedDocument(XmlNode root, XmlNode signature, XmlSignatureProfile.Shape shape, X500Principal issuer,
            Optional<SignerCertificateId> signerCertificate) {
        this.root = root;
        this.signature = signature;
        this.algorithm = shape == null ? null : shape.algorithm();
        this.carriedCertificates = shape == null ? List.of() : shape.carriedCertificates();
        this.signedDigest = shape == null ? null : shape.sha256Digest();
        this.issuer = issuer;
        this.signerCertificate = signerCertificate;
    }

    /** Checks a tree built by a streaming parser or a template. */
    public static CheckedDocument check(XmlTree tree) throws VerificationException {
        return check(tree.facts());
    }

    static CheckedDocument check(DocumentFacts document) throws VerificationException {
        XmlNode signature = XmlDocumentCheck.check(document);
        XmlSignatureProfile.Shape shape = signature == null ? null : XmlSignatureProfile.check(signature);
        XmlNode root = document.root();
        Children parts = Children.of(root, NS);
        parts.next(XmlNames.HOLDER);
        String issuerName = parts.text(XmlNames.ISSUER);
        XmlNode base = parts.optional(NS, XmlNames.BASE_CERTIFICATE_ID);
        Optional<SignerCertificateId> signer = Optional.empty();
        if (base != null) {
            Children issuerSerial = Children.of(base, NS);
            signer = Optional.of(signerCertificate(issuerSerial.text(XmlNames.ISSUER_NAME),
                    issuerSerial.text(XmlNames.SERIAL)));
            issuerSerial.end();
        }
        parts.next(XmlNames.SERIAL_NUMBER);
        parts.next(XmlNames.VALIDITY);
        parts.next(XmlNames.ATTRIBUTE);
        parts.optional(XmlNames.DS, XmlNames.SIGNATURE);
        parts.end();
        return new CheckedDocument(root, signature, shape, issuer(issuerName), signer);
    }

    /**
     * The certificate a template's tree carries, without checking the tree again: its structure passed
     * {@link #check(XmlTree)} when the template was learned, and a match changes only the texts of values, each of
     * which the reader checks as it reads (the issuer and the signature values are checked by the caller).
     */
    public static PrescriptionCertificate readLearned(XmlTree tree, X500Principal issuer) throws VerificationException {
        return new CheckedDocument(tree.node(tree.root()), null, null, issuer, Optional.empty()).read();
    }

    /** The issuer an {@code Issuer} text names; {@code MALFORMED} when empty or not an RFC 4514 name. */
    public static X500Principal issuer(String name) throws VerificationException {
        return name(name, "the Issuer");
    }

    private static X500Principal name(String text, String what) throws VerificationException {
        if (text.isBlank()) {
            throw XmlValues.malformed(what + " is empty");
        }
        try {
            return IssuerNames.fromText(text);
        } catch (IllegalArgumentException e) {
            throw new VerificationException(Reason.MALFORMED, what + " is not an RFC 4514 name", e);
        }
    }

    /**
     * The signer's certificate a {@code BaseCertificateID}'s {@code IssuerName} and {@code Serial} texts name;
     * {@code MALFORMED} when the name is empty or not RFC 4514, or the serial is not a positive decimal integer of at
     * most 20 octets without leading zeros. Texts that read well are remembered (bounded): each prescriber's
     * messages repeat the same two.
     */
    public static SignerCertificateId signerCertificate(String issuerName, String serial)
            throws VerificationException {
        SignerTexts texts = new SignerTexts(issuerName, serial);
        SignerCertificateId known = SIGNER_CERTIFICATES.remembered(texts);
        if (known != null) {
            return known;
        }
        SignerCertificateId read = new SignerCertificateId(name(issuerName, "the BaseCertificateID's IssuerName"),
                XmlValues.certificateSerial(serial));
        SIGNER_CERTIFICATES.remember(texts, read);
        return read;
    }

    /** The two texts of a {@code BaseCertificateID}, as read. */
    private record SignerTexts(String issuerName, String serial) {
    }

    public X500Principal issuer() {
        return issuer;
    }

    /** The signer's certificate the document names in its {@code BaseCertificateID}, or empty. */
    public Optional<SignerCertificateId> signerCertificate() {
        return signerCertificate;
    }

    /** The DER certificates the signature's {@code KeyInfo/X509Data} carries, the signer's first, or none. */
    public List<byte[]> carriedCertificates() {
        return carriedCertificates.stream().map(byte[]::clone).toList();
    }

    /** The DigestValue of the signature's one Reference when its DigestMethod is SHA-256; empty otherwise. */
    public Optional<byte[]> signedDigest() {
        return Optional.ofNullable(signedDigest).map(byte[]::clone);
    }

    /** The signature algorithm, or empty for an unsigned document. */
    public Optional<SignatureAlgorithm> signatureAlgorithm() {
        return Optional.ofNullable(algorithm);
    }

    /**
     * The algorithm a signature check with {@code key} is to use.
     *
     * @throws VerificationException {@code BAD_SIGNATURE} for an unsigned document, {@code DISALLOWED_ALGORITHM}
     *         when the key does not fit the signature method
     */
    public SignatureAlgorithm algorithmFor(PublicKey key) throws VerificationException {
        Objects.requireNonNull(key, "key");
        if (algorithm == null) {
            throw new VerificationException(Reason.BAD_SIGNATURE, "the certificate is unsigned");
        }
        if (!algorithm.fits(key)) {
            throw new VerificationException(Reason.DISALLOWED_ALGORITHM,
                    "the registered key does not fit the signature method " + algorithm.id());
        }
        return algorithm;
    }

    /**
     * Refuses, as Santuario's DOM API does when it checks the signature, a DigestValue or SignatureValue its MIME
     * base64 decoder cannot read: it is stricter than the profile about whitespace inside the padding ({@code = =}).
     *
     * @throws VerificationException {@code BAD_SIGNATURE}
     */
    public void requireSantuarioBase64() throws VerificationException {
        if (signature != null) {
            requireSantuarioBase64(signature);
        }
    }

    /**
     * {@code text} read as canonical base64: whitespace is left out, and the rest must be exactly what the encoder
     * writes for the bytes it stands for, whole groups of four with their {@code =} padding and no stray bits in the
     * last group. Santuario's own decoder reads text without its padding, so an engine that left the check to it
     * would accept what another engine refuses.
     *
     * @throws VerificationException {@code MALFORMED}, naming {@code name}
     */
    public static byte[] canonicalBase64(String text, String name) throws VerificationException {
        StringBuilder compact = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                compact.append(c);
            }
        }
        String canonical = compact.toString();
        try {
            byte[] bytes = Base64.getDecoder().decode(canonical);
            if (Base64.getEncoder().encodeToString(bytes).equals(canonical)) {
                return bytes;
            }
        } catch (IllegalArgumentException e) {
            throw new VerificationException(Reason.MALFORMED, name + " is not base64", e);
        }
        throw new VerificationException(Reason.MALFORMED, name + " is not canonical base64 (padding or trailing bits)");
    }

    /** {@code text} decoded as Santuario's DOM API decodes base64; {@code BAD_SIGNATURE} when it cannot. */
    public static byte[] santuarioBase64(String text) throws VerificationException {
        try {
            return Base64.getMimeDecoder().decode(text);
        } catch (IllegalArgumentException e) {
            throw new VerificationException(Reason.BAD_SIGNATURE, "a signature value is not base64 to Santuario", e);
        }
    }

    private static void requireSantuarioBase64(XmlNode element) throws VerificationException {
        for (XmlNode child = element.firstChild(); child != null; child = child.nextSibling()) {
            if (child.isElement() && XmlNames.DS.equals(child.namespace())
                    && (XmlNames.DIGEST_VALUE.equals(child.localName()) || XmlNames.SIGNATURE_VALUE.equals(child.localName()))) {
                santuarioBase64(Children.text(child));
            } else if (child.isElement() && !XmlNames.KEY_INFO.equals(child.localName())) {
                requireSantuarioBase64(child);
            }
        }
    }

    XmlNode signature() {
        return signature;
    }

    /**
     * The certificate the checked root carries.
     *
     * @throws VerificationException {@code MALFORMED} or {@code BAD_CONTENT}
     */
    public PrescriptionCertificate read() throws VerificationException {
        try {
            return XmlCertificateReader.read(root, issuer);
        } catch (IllegalArgumentException e) {
            throw new VerificationException(Reason.BAD_CONTENT, e.getMessage(), e);
        } catch (RuntimeException e) {
            throw new VerificationException(Reason.MALFORMED, "the certificate could not be read", e);
        }
    }
}
