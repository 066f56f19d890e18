package org.etp.perf.price;

import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.xml.XmlCertificateCodec;

/**
 * The bytes that the one XML-DSig Reference of an ETP document digests: the document without its signature
 * (the enveloped-signature transform), in exclusive canonical form. The DigestMethod is the only thing that
 * changes between SHA-256, SHA-384 and SHA-512 signatures; SignedInfo is hashed by the signature algorithm
 * whatever the DigestMethod, so the digest of these bytes is the whole difference in price.
 */
public final class ReferencedBytes {

    private ReferencedBytes() {
    }

    /** The canonical bytes of {@code certificate}'s XML document as {@code signer} signs it, without the signature. */
    public static byte[] of(PrescriptionCertificate certificate, SignerCertificateId signer) throws CodecException {
        return XmlCertificateCodec.instance().referencedBytes(certificate, signer);
    }
}
