package org.etp.ac.xml;

import java.util.Objects;
import org.etp.ac.codec.CertificateCodec;
import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Bounds;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SigningIdentity;
import org.w3c.dom.Document;

/**
 * The XML form of the ETP attribute certificate: a document valid against {@code etp-prescription.xsd},
 * which mirrors the ASN.1 module, signed with an enveloped XML-DSig signature.
 *
 * <p>Security guarantees of {@link #decode}: the input is parsed with no DOCTYPE, entities, external
 * resources or XInclude; comments, processing instructions and CDATA are refused; the root must be our
 * {@code AttributeCertificate} and carry at most one signature, as its last child, of the one allowed
 * shape (exclusive C14N, one Reference to the whole document, an allowed algorithm). It promises nothing
 * about trust: the signature must still be checked with the key the trusted registry holds for
 * {@link DecodedCertificate#issuer()} — a key in the message is never used.
 *
 * <p>Documents are written compactly: UTF-8, no XML declaration, no whitespace between elements, our
 * namespace as the default and {@code ds:} for the signature. Thread-safe and stateless; parsers are kept
 * per thread.
 */
public final class XmlCertificateCodec implements CertificateCodec {

    private static final XmlCertificateCodec INSTANCE = new XmlCertificateCodec();

    private XmlCertificateCodec() {
    }

    public static XmlCertificateCodec instance() {
        return INSTANCE;
    }

    @Override
    public WireFormat format() {
        return WireFormat.XML;
    }

    @Override
    public byte[] encode(PrescriptionCertificate certificate, SigningIdentity signer) throws CodecException {
        Objects.requireNonNull(certificate, "certificate");
        Objects.requireNonNull(signer, "signer");
        if (!certificate.issuer().equals(signer.subject())) {
            throw new CodecException("the certificate's issuer is not the signer's certificate subject");
        }
        Document document = XmlCertificateWriter.write(certificate);
        XmlSigner.sign(document, signer);
        return serialize(document);
    }

    @Override
    public byte[] encodeUnsigned(PrescriptionCertificate certificate) throws CodecException {
        Objects.requireNonNull(certificate, "certificate");
        return serialize(XmlCertificateWriter.write(certificate));
    }

    @Override
    public DecodedCertificate decode(byte[] encoded) throws VerificationException {
        return decode(encoded, Bounds.PRODUCTION);
    }

    /** As {@link #decode(byte[])}, with documents up to {@code bounds}' size: for measurement beyond service. */
    public DecodedCertificate decode(byte[] encoded, Bounds bounds) throws VerificationException {
        try {
            return XmlDecodedCertificate.of(SecureXmlParser.parse(encoded, bounds.maxDocumentBytes()));
        } catch (RuntimeException e) {
            // a trust boundary: no input may end in anything but a VerificationException
            throw new VerificationException(Reason.MALFORMED, "the certificate could not be decoded", e);
        }
    }

    private static byte[] serialize(Document document) {
        return XmlSerializer.serialize(document.getDocumentElement());
    }
}
