package org.etp.ac.xml.template;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.PublicKey;
import java.security.Signature;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.apache.xml.security.algorithms.implementations.SignatureECDSA;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.ServedBy;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.xml.CheckedDocument;
import org.etp.ac.xml.KeyInfoCertificates;
import org.etp.ac.xml.XmlServedBy;

/**
 * A message that matched a template, as a decoded certificate: the issuer is read from its slot, the digest is
 * computed over the canonical form of the document built from the template and the message's own bytes, the
 * signature over the canonical SignedInfo built the same way — as Santuario computes them, the ECDSA value
 * converted from XML-DSig's r‖s by Santuario's own routine — and the value is read by the same reader from a tree
 * that is the template's with the message's texts. One instance serves one message on one thread.
 */
final class TemplateCertificate implements DecodedCertificate {

    private final Template template;
    private final byte[] message;
    private final Template.Values values;
    private final X500Principal issuer;
    private final Optional<SignerCertificateId> signerCertificate;
    private final List<byte[]> carriedCertificates;

    private TemplateCertificate(Template template, byte[] message, Template.Values values, X500Principal issuer,
            Optional<SignerCertificateId> signerCertificate, List<byte[]> carriedCertificates) {
        this.template = template;
        this.message = message;
        this.values = values;
        this.issuer = issuer;
        this.signerCertificate = signerCertificate;
        this.carriedCertificates = carriedCertificates;
    }

    /**
     * Reads and checks what the decoder reads of every engine's documents: the issuer, the signer's certificate and
     * the certificates KeyInfo carries.
     */
    static TemplateCertificate of(Template template, byte[] message, Template.Values values)
            throws VerificationException {
        Template.Slots slots = template.layout.slots();
        String[] texts = values.texts();
        X500Principal issuer = CheckedDocument.issuer(texts[slots.issuer()]);
        Optional<SignerCertificateId> signer = slots.signerIssuer() < 0 ? Optional.empty()
                : Optional.of(CheckedDocument.signerCertificate(texts[slots.signerIssuer()],
                        texts[slots.signerSerial()]));
        List<byte[]> carried = new ArrayList<>(slots.certificates().length);
        for (int slot : slots.certificates()) {
            carried.add(KeyInfoCertificates.certificate(texts[slot]));
        }
        return new TemplateCertificate(template, message, values, issuer, signer, List.copyOf(carried));
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
    public Optional<SignerCertificateId> signerCertificate() {
        return signerCertificate;
    }

    @Override
    public List<byte[]> carriedCertificates() {
        return carriedCertificates.stream().map(byte[]::clone).toList();
    }

    @Override
    public Optional<SignatureAlgorithm> signatureAlgorithm() {
        return Optional.of(template.signing.algorithm());
    }

    @Override
    public void verifySignature(PublicKey key) throws VerificationException {
        Objects.requireNonNull(key, "key");
        SignatureAlgorithm algorithm = template.signing.algorithm();
        if (!algorithm.fits(key)) {
            throw new VerificationException(Reason.DISALLOWED_ALGORITHM,
                    "the registered key does not fit the signature method " + algorithm.id());
        }
        byte[] digestValue = base64(template.layout.slots().digest());
        byte[] signatureValue = base64(template.layout.slots().signature());
        try {
            MessageDigest digest = MessageDigest.getInstance(template.signing.digestAlgorithm());
            template.signing.document().feed(digest::update, message, values.start(), values.end());
            if (!MessageDigest.isEqual(digest.digest(), digestValue)) {
                throw new VerificationException(Reason.BAD_SIGNATURE, "the document digest does not verify");
            }
            Signature signature = algorithm.newSignature();
            signature.initVerify(key);
            template.signing.signedInfo().feed(signature::update, message, values.start(), values.end());
            byte[] value = algorithm == SignatureAlgorithm.ECP256
                    ? SignatureECDSA.convertXMLDSIGtoASN1(signatureValue) : signatureValue;
            if (!signature.verify(value)) {
                throw new VerificationException(Reason.BAD_SIGNATURE,
                        "the signature does not verify with the registered key");
            }
        } catch (GeneralSecurityException | IOException | RuntimeException e) {
            if (e instanceof VerificationException refused) {
                throw refused;
            }
            throw new VerificationException(Reason.BAD_SIGNATURE, "the signature does not verify: " + e.getMessage(), e);
        }
    }

    /** As the profile reads it (canonical, whitespace left out), then as Santuario's DOM API does; both must. */
    private byte[] base64(int slot) throws VerificationException {
        String text = values.texts()[slot];
        CheckedDocument.canonicalBase64(text,
                slot == template.layout.slots().signature() ? "SignatureValue" : "DigestValue");
        return CheckedDocument.santuarioBase64(text);
    }

    @Override
    public PrescriptionCertificate parse() throws VerificationException {
        var tree = template.layout.tree().withTexts(template.layout.slotNodes(), values.texts());
        return CheckedDocument.readLearned(tree, issuer);
    }

    @Override
    public ServedBy servedBy() {
        return XmlServedBy.TEMPLATE;
    }
}
