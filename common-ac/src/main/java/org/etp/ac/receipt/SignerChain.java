package org.etp.ac.receipt;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Encoding;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.ASN1TaggedObject;
import org.bouncycastle.asn1.BERTags;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.DERTaggedObject;
import org.bouncycastle.asn1.x509.Certificate;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;

/**
 * The certificate chain a pharmacy sends with a receipt to a status request that asked for it: the receipt-signing
 * certificate first, then the CAs below the trust anchor, each in DER. Untrusted: the prescriber validates it to its
 * own anchors before it takes a key from it. Bounded ({@value #MAX_CERTIFICATES} certificates of at most
 * {@value #MAX_CERTIFICATE_LENGTH} bytes); the bytes are copied in and out.
 *
 * <pre>
 * signer  [0] IMPLICIT SEQUENCE SIZE (1..4) OF Certificate   -- the third field of a Receipt
 * </pre>
 */
public record SignerChain(List<byte[]> certificates) {

    /** The most certificates a chain holds: the signer's and up to three CAs. */
    public static final int MAX_CERTIFICATES = 4;

    /** The longest certificate a chain may hold, in bytes. */
    public static final int MAX_CERTIFICATE_LENGTH = 16 * 1024;

    /** The context tag of the chain in a {@code Receipt}. */
    static final int TAG = 0;

    public SignerChain {
        if (certificates == null || certificates.isEmpty() || certificates.size() > MAX_CERTIFICATES) {
            throw new IllegalArgumentException("a signer chain holds 1 to " + MAX_CERTIFICATES + " certificates");
        }
        certificates = certificates.stream().map(SignerChain::checked).toList();
    }

    @Override
    public List<byte[]> certificates() {
        return certificates.stream().map(byte[]::clone).toList();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SignerChain that && certificates.size() == that.certificates.size()
                && Arrays.deepEquals(certificates.toArray(), that.certificates.toArray());
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(certificates.toArray());
    }

    /** Counts, never the bytes. */
    @Override
    public String toString() {
        return "SignerChain[" + certificates.size() + " certificates]";
    }

    /** The field as a {@code Receipt} carries it. */
    DERTaggedObject encode() {
        ASN1Encodable[] out = certificates.stream().map(Certificate::getInstance).toArray(ASN1Encodable[]::new);
        return new DERTaggedObject(false, TAG, new DERSequence(out));
    }

    /**
     * The chain of a {@code Receipt}'s third field, read strictly (the answer as a whole was checked to be DER).
     *
     * @throws VerificationException {@code MALFORMED} for another tag, no certificate or too many, one too long or
     *         not of the {@code Certificate} structure
     */
    static SignerChain decode(ASN1Encodable value) throws VerificationException {
        String expected = "a receipt's third field must be signer, [0] IMPLICIT SEQUENCE SIZE (1.." + MAX_CERTIFICATES
                + ") OF Certificate";
        if (!(value instanceof ASN1TaggedObject tagged) || tagged.getTagClass() != BERTags.CONTEXT_SPECIFIC
                || tagged.getTagNo() != TAG) {
            throw new VerificationException(Reason.MALFORMED, expected);
        }
        try {
            ASN1Sequence sequence = StrictDer.sequence(tagged.getBaseUniversal(false, BERTags.SEQUENCE), 1,
                    MAX_CERTIFICATES, "the receipt's signer chain");
            List<byte[]> certificates = new ArrayList<>(sequence.size());
            for (ASN1Encodable each : sequence) {
                certificates.add(Certificate.getInstance(each).getEncoded(ASN1Encoding.DER));
            }
            return new SignerChain(certificates);
        } catch (VerificationException e) {
            throw e;
        } catch (Exception e) {
            throw new VerificationException(Reason.MALFORMED, expected + ": " + e.getMessage(), e);
        }
    }

    private static byte[] checked(byte[] certificate) {
        if (certificate == null || certificate.length == 0 || certificate.length > MAX_CERTIFICATE_LENGTH) {
            throw new IllegalArgumentException("a certificate of a signer chain is 1 to " + MAX_CERTIFICATE_LENGTH
                    + " bytes");
        }
        byte[] copy = certificate.clone();
        byte[] der;
        try {
            der = Certificate.getInstance(copy).getEncoded(ASN1Encoding.DER);
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException("a signer chain holds something that is no X.509 certificate", e);
        }
        if (!Arrays.equals(der, copy)) {
            throw new IllegalArgumentException("a certificate of a signer chain is not in its DER encoding");
        }
        return copy;
    }
}
