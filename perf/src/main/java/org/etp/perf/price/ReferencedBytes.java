package org.etp.perf.price;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import org.apache.xml.security.Init;
import org.apache.xml.security.c14n.Canonicalizer;
import org.apache.xml.security.exceptions.XMLSecurityException;
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

    static {
        Init.init();
    }

    private ReferencedBytes() {
    }

    /** The canonical bytes of {@code certificate}'s XML document as {@code signer} signs it, without the signature. */
    public static byte[] of(PrescriptionCertificate certificate, SignerCertificateId signer) throws CodecException {
        byte[] unsigned = XmlCertificateCodec.instance().encodeForSigner(certificate, signer);
        try {
            ByteArrayOutputStream canonical = new ByteArrayOutputStream(unsigned.length);
            Canonicalizer.getInstance(Canonicalizer.ALGO_ID_C14N_EXCL_OMIT_COMMENTS)
                    .canonicalize(unsigned, canonical, true);
            return canonical.toByteArray();
        } catch (XMLSecurityException | IOException e) {
            throw new CodecException("could not canonicalise the XML document", e);
        }
    }
}
