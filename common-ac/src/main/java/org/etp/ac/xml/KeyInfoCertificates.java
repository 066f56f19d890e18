package org.etp.ac.xml;

import static org.etp.ac.xml.XmlNames.DS;
import static org.etp.ac.xml.XmlNames.X509_CERTIFICATE;
import static org.etp.ac.xml.XmlNames.X509_DATA;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.bouncycastle.asn1.ASN1Encoding;
import org.bouncycastle.asn1.ASN1InputStream;
import org.bouncycastle.asn1.ASN1Primitive;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;

/**
 * The one content of {@code ds:KeyInfo} ETP reads: the signer's certificate chain, untrusted carriage for the
 * receiver's trust registry to validate, never a key to verify with.
 * <pre>
 * ds:KeyInfo                 no attributes; empty, or:
 *   ds:X509Data              exactly one, no attributes
 *     ds:X509Certificate     1 to 4, the signer's first: base64 of one X.509 certificate in DER, at most 16 KiB
 * </pre>
 * No KeyValue, KeyName, RetrievalMethod, X509IssuerSerial, X509SubjectName, X509SKI or X509CRL, nothing of another
 * namespace. Base64 is read as the signature's values are ({@link CheckedDocument#canonicalBase64}). A certificate
 * that is not one DER element or not an X.509 certificate is {@code MALFORMED}; one in a BER form DER does not allow
 * is {@code NON_CANONICAL}; anything else out of shape is {@code MALFORMED}.
 */
public final class KeyInfoCertificates {

    /** The signer's certificate and up to three CAs above it, as a frame's attachment holds them. */
    public static final int MAX_CERTIFICATES = 4;
    /** Far above any certificate of a prescriber or a CA (about 1 KiB), far below the document's bound. */
    public static final int MAX_CERTIFICATE_BYTES = 16 << 10;

    private KeyInfoCertificates() {
    }

    /** The DER certificates a checked {@code ds:KeyInfo} carries, signer's first; empty for an empty KeyInfo. */
    static List<byte[]> read(XmlNode keyInfo) throws VerificationException {
        Children parts = Children.of(keyInfo, DS);
        XmlNode data = parts.optional(DS, X509_DATA);
        parts.end();
        if (data == null) {
            return List.of();
        }
        Children entries = Children.of(data, DS);
        List<XmlNode> certificates = entries.all(X509_CERTIFICATE);
        entries.end();
        if (certificates.isEmpty() || certificates.size() > MAX_CERTIFICATES) {
            throw XmlValues.malformed("X509Data holds " + certificates.size() + " X509Certificate elements (1 to "
                    + MAX_CERTIFICATES + ")");
        }
        List<byte[]> carried = new ArrayList<>(certificates.size());
        for (XmlNode certificate : certificates) {
            carried.add(certificate(Children.text(certificate)));
        }
        return List.copyOf(carried);
    }

    /**
     * The DER certificate an {@code X509Certificate}'s text stands for.
     *
     * @throws VerificationException {@code MALFORMED}, or {@code NON_CANONICAL} for a BER form
     */
    public static byte[] certificate(String text) throws VerificationException {
        byte[] der = CheckedDocument.canonicalBase64(text, X509_CERTIFICATE);
        if (der.length == 0 || der.length > MAX_CERTIFICATE_BYTES) {
            throw XmlValues.malformed("an X509Certificate of " + der.length + " bytes (1 to " + MAX_CERTIFICATE_BYTES
                    + ")");
        }
        requireDer(der);
        try {
            byte[] read = CertificateFactory.getInstance("X.509").generateCertificate(new ByteArrayInputStream(der))
                    .getEncoded();
            if (!Arrays.equals(read, der)) {
                throw XmlValues.malformed("an X509Certificate holds more than one certificate");
            }
        } catch (CertificateException | RuntimeException e) {
            throw new VerificationException(Reason.MALFORMED, "an X509Certificate is not an X.509 certificate", e);
        }
        return der;
    }

    /** Exactly one element, byte for byte its own DER re-encoding. */
    private static void requireDer(byte[] der) throws VerificationException {
        boolean canonical;
        try (ASN1InputStream in = new ASN1InputStream(der)) {
            ASN1Primitive value = in.readObject();
            if (value == null || in.available() > 0) {
                throw XmlValues.malformed("an X509Certificate is not exactly one DER element");
            }
            canonical = Arrays.equals(value.getEncoded(ASN1Encoding.DER), der);
        } catch (IOException | RuntimeException e) {
            throw new VerificationException(Reason.MALFORMED, "an X509Certificate is not well-formed DER", e);
        }
        if (!canonical) {
            throw new VerificationException(Reason.NON_CANONICAL, "an X509Certificate is not in its DER encoding");
        }
    }
}
