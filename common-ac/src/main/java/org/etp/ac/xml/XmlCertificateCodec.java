package org.etp.ac.xml;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.security.cert.CertificateEncodingException;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.etp.ac.codec.CertificateCodec;
import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.DecodingEngine;
import org.etp.ac.codec.FormDescription;
import org.etp.ac.codec.Sha256;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Bounds;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SigningIdentity;
import org.apache.xml.security.c14n.Canonicalizer;
import org.apache.xml.security.exceptions.XMLSecurityException;
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
    private static final FormDescription DESCRIPTION = new FormDescription(2, "xml", "application/xml", "xml", "'<'",
            "Signed XML (indented for reading)", "Signed XML");
    private static final DecodingEngine DOM_ENGINE = new DecodingEngine(WireFormat.XML, XmlEngine.DOM.id(),
            bounds -> encoded -> INSTANCE.decode(encoded, bounds));
    private static final byte[] UTF8_BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private XmlCertificateCodec() {
    }

    public static XmlCertificateCodec instance() {
        return INSTANCE;
    }

    @Override
    public WireFormat format() {
        return WireFormat.XML;
    }

    /** Code 2, {@code application/xml}. */
    @Override
    public FormDescription description() {
        return DESCRIPTION;
    }

    /** An XML certificate starts with {@code <}, after an optional byte-order mark and XML white space. */
    @Override
    public boolean recognises(byte[] head) {
        int i = startsWithBom(head) ? UTF8_BOM.length : 0;
        while (i < head.length && isXmlWhiteSpace(head[i])) {
            i++;
        }
        return i < head.length && head[i] == '<';
    }

    /** Indented ({@link XmlIndenter}), parsed by the verifier's own hardened parser. */
    @Override
    public String dump(byte[] encoded) throws CodecException {
        return XmlIndenter.indent(encoded);
    }

    @Override
    public byte[] encode(PrescriptionCertificate certificate, SigningIdentity signer) throws CodecException {
        return encode(certificate, signer, List.of());
    }

    /**
     * As {@link #encode(PrescriptionCertificate, SigningIdentity)}, carrying the signer's {@code chain} in the
     * signature's {@code ds:KeyInfo/ds:X509Data}: the signer's certificate first, then up to three CAs above it, the
     * receiver's trust anchor left out. A receiver that does not know the signer validates the chain to its anchor
     * instead. An empty chain writes no KeyInfo.
     *
     * @throws CodecException when the chain holds more than four certificates or does not start with the signer's
     */
    public byte[] encode(PrescriptionCertificate certificate, SigningIdentity signer, List<X509Certificate> chain)
            throws CodecException {
        Objects.requireNonNull(certificate, "certificate");
        Objects.requireNonNull(signer, "signer");
        if (!certificate.issuer().equals(signer.subject())) {
            throw new CodecException("the certificate's issuer is not the signer's certificate subject");
        }
        Document document = XmlCertificateWriter.write(certificate,
                Optional.of(SignerCertificateId.of(signer.certificate())));
        XmlSigner.sign(document, signer, encoded(chain, signer));
        return serialize(document);
    }

    @Override
    public byte[] encodeUnsigned(PrescriptionCertificate certificate) throws CodecException {
        Objects.requireNonNull(certificate, "certificate");
        return serialize(XmlCertificateWriter.write(certificate, Optional.empty()));
    }

    /**
     * The document {@code signer}'s certificate would sign, before its signature is added: the bytes the signature's
     * one Reference covers, before canonicalisation. For measuring what a digest costs, not for sending.
     */
    public byte[] encodeForSigner(PrescriptionCertificate certificate, SignerCertificateId signer)
            throws CodecException {
        Objects.requireNonNull(certificate, "certificate");
        return serialize(XmlCertificateWriter.write(certificate, Optional.of(signer)));
    }

    /** {@inheritDoc} The DigestValue {@link #encode}'s Reference will carry ({@link #referencedBytes}). */
    @Override
    public byte[] digestToSign(PrescriptionCertificate certificate, SigningIdentity signer) throws CodecException {
        CertificateCodec.checkSigner(certificate, signer);
        return Sha256.of(referencedBytes(certificate, SignerCertificateId.of(signer.certificate())));
    }

    /**
     * The bytes that the signature's one Reference digests when {@code signer}'s certificate signs
     * {@code certificate}: the document without its signature (the enveloped-signature transform), in exclusive
     * canonical form.
     */
    public byte[] referencedBytes(PrescriptionCertificate certificate, SignerCertificateId signer)
            throws CodecException {
        byte[] unsigned = encodeForSigner(certificate, signer);
        Santuario.ensureInitialised();
        try {
            ByteArrayOutputStream canonical = new ByteArrayOutputStream(unsigned.length);
            Canonicalizer.getInstance(Canonicalizer.ALGO_ID_C14N_EXCL_OMIT_COMMENTS)
                    .canonicalize(unsigned, canonical, true);
            return canonical.toByteArray();
        } catch (XMLSecurityException | IOException e) {
            throw new CodecException("could not canonicalise the XML document", e);
        }
    }

    @Override
    public DecodedCertificate decode(byte[] encoded) throws VerificationException {
        return decode(encoded, Bounds.PRODUCTION);
    }

    /** The DOM engine, holding documents to each receiver's bounds. */
    @Override
    public DecodingEngine engine() {
        return DOM_ENGINE;
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

    private static List<byte[]> encoded(List<X509Certificate> chain, SigningIdentity signer) throws CodecException {
        if (chain.size() > KeyInfoCertificates.MAX_CERTIFICATES
                || !chain.isEmpty() && !chain.get(0).equals(signer.certificate())) {
            throw new CodecException("a KeyInfo chain holds 1 to " + KeyInfoCertificates.MAX_CERTIFICATES
                    + " certificates, the signer's first");
        }
        List<byte[]> encoded = new ArrayList<>(chain.size());
        for (X509Certificate certificate : chain) {
            try {
                encoded.add(certificate.getEncoded());
            } catch (CertificateEncodingException e) {
                throw new CodecException("a certificate of the chain cannot be encoded", e);
            }
        }
        return encoded;
    }

    private static boolean startsWithBom(byte[] head) {
        return head.length >= UTF8_BOM.length && head[0] == UTF8_BOM[0] && head[1] == UTF8_BOM[1]
                && head[2] == UTF8_BOM[2];
    }

    /** XML 1.0 white space (production S): space, tab, carriage return, line feed. */
    private static boolean isXmlWhiteSpace(byte b) {
        return b == ' ' || b == '\t' || b == '\r' || b == '\n';
    }

    private static byte[] serialize(Document document) {
        return XmlSerializer.serialize(document.getDocumentElement());
    }
}
