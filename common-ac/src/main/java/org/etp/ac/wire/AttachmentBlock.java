package org.etp.ac.wire;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1EncodableVector;
import org.bouncycastle.asn1.ASN1Encoding;
import org.bouncycastle.asn1.ASN1OctetString;
import org.bouncycastle.asn1.ASN1Primitive;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.ASN1TaggedObject;
import org.bouncycastle.asn1.BERTags;
import org.bouncycastle.asn1.DEROctetString;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.DERTaggedObject;
import org.bouncycastle.asn1.ocsp.OCSPResponse;
import org.bouncycastle.asn1.x509.Certificate;

/**
 * The attachment block that leads a request payload when the flag "certificates attached" is set
 * ({@code docs/protocol.md}), in DER:
 *
 * <pre>
 * Attachment ::= SEQUENCE {
 *     certificates  SEQUENCE SIZE (1..4) OF Certificate,     -- the signer's first
 *     ocspResponse  [0] EXPLICIT OCTET STRING OPTIONAL }     -- holds the DER OCSPResponse
 * </pre>
 *
 * Reading is strict and bounded: the block's length is checked against {@link Frames#MAX_ATTACHMENT_LENGTH} before
 * it is parsed, the block must be the one DER encoding of its value (re-encoded and compared), and each certificate
 * (and the OCSP answer) must have the shape of its ASN.1 type. Nothing in it is validated: that is the trust layer's
 * work. Any fault is a {@link FrameException} with the boundary intact.
 */
final class AttachmentBlock {

    private static final int SEQUENCE = 0x30;
    private static final int OCSP_TAG = 0;

    private AttachmentBlock() {
    }

    /** A payload cut in two: the attachment block read, and the message after it. */
    record Split(Attachment attachment, byte[] message) {
    }

    /**
     * The DER of {@code attachment}.
     *
     * @throws FrameException when a certificate or the OCSP answer is not DER of its type, or the block passes the
     *         bound
     */
    static byte[] encode(Attachment attachment) throws FrameException {
        ASN1EncodableVector certificates = new ASN1EncodableVector();
        List<byte[]> given = attachment.certificates();
        for (int i = 0; i < given.size(); i++) {
            certificates.add(certificate(der(given.get(i), "attached certificate " + (i + 1))));
        }
        ASN1EncodableVector block = new ASN1EncodableVector();
        block.add(new DERSequence(certificates));
        Optional<byte[]> ocsp = attachment.ocspResponse();
        if (ocsp.isPresent()) {
            checkOcspResponse(ocsp.get());
            block.add(new DERTaggedObject(true, OCSP_TAG, new DEROctetString(ocsp.get())));
        }
        byte[] encoded = encoded(new DERSequence(block));
        if (encoded.length > Frames.MAX_ATTACHMENT_LENGTH) {
            throw new FrameException("an attachment block of " + encoded.length + " bytes exceeds the bound of "
                    + Frames.MAX_ATTACHMENT_LENGTH + " bytes");
        }
        return encoded;
    }

    /**
     * Reads the block at the start of {@code payload} and returns it with the message that follows.
     *
     * @throws FrameException (boundary intact) when the block is malformed, not DER, past the bound, or leaves no
     *         message after it
     */
    static Split read(byte[] payload, long requestId) throws FrameException {
        int end = blockEnd(payload, requestId);
        byte[] block = Arrays.copyOf(payload, end);
        try {
            return new Split(attachment(der(block, "the attachment block")),
                    Arrays.copyOfRange(payload, end, payload.length));
        } catch (FrameException e) {
            throw FrameException.atBoundary(e.getMessage(), requestId, e);
        } catch (RuntimeException e) {
            throw FrameException.atBoundary("the attachment block is not of its ASN.1 type: " + e.getMessage(),
                    requestId, e);
        }
    }

    /** Where the block ends, from its outer tag and length alone, before anything of it is parsed. */
    private static int blockEnd(byte[] payload, long requestId) throws FrameException {
        if (payload.length < 2 || (payload[0] & 0xFF) != SEQUENCE) {
            throw FrameException.atBoundary("the payload does not begin with an attachment block (a SEQUENCE)",
                    requestId);
        }
        int first = payload[1] & 0xFF;
        long length = first;
        int header = 2;
        if (first >= 0x80) {
            int octets = first & 0x7F;
            if (octets == 0 || octets > 4 || payload.length < 2 + octets) {
                throw FrameException.atBoundary("the attachment block has no definite length", requestId);
            }
            length = 0;
            for (int i = 0; i < octets; i++) {
                length = (length << 8) | (payload[2 + i] & 0xFF);
            }
            header += octets;
        }
        long end = header + length;
        if (end > Frames.MAX_ATTACHMENT_LENGTH) {
            throw FrameException.atBoundary("the attachment block of " + end + " bytes exceeds the bound of "
                    + Frames.MAX_ATTACHMENT_LENGTH + " bytes", requestId);
        }
        if (end > payload.length) {
            throw FrameException.atBoundary("the attachment block runs past the payload", requestId);
        }
        if (end == payload.length) {
            throw FrameException.atBoundary("no message follows the attachment block", requestId);
        }
        return (int) end;
    }

    private static Attachment attachment(ASN1Primitive block) throws FrameException {
        ASN1Sequence fields = ASN1Sequence.getInstance(block);
        if (fields.size() < 1 || fields.size() > 2) {
            throw new FrameException("the attachment block has " + fields.size() + " fields, not 1 or 2");
        }
        ASN1Sequence chain = ASN1Sequence.getInstance(fields.getObjectAt(0));
        if (chain.size() < 1 || chain.size() > Attachment.MAX_CERTIFICATES) {
            throw new FrameException("the attachment block holds " + chain.size() + " certificates, not 1 to "
                    + Attachment.MAX_CERTIFICATES);
        }
        List<byte[]> certificates = new ArrayList<>(chain.size());
        for (ASN1Encodable each : chain) {
            certificates.add(encoded(certificate(each.toASN1Primitive())));
        }
        Optional<byte[]> ocsp = Optional.empty();
        if (fields.size() == 2) {
            ASN1TaggedObject tagged = ASN1TaggedObject.getInstance(fields.getObjectAt(1), BERTags.CONTEXT_SPECIFIC,
                    OCSP_TAG);
            byte[] answer = ASN1OctetString.getInstance(tagged.getExplicitBaseObject()).getOctets();
            checkOcspResponse(answer);
            ocsp = Optional.of(answer);
        }
        return new Attachment(certificates, ocsp);
    }

    /** {@code value} as a Certificate structure; refused when it is not one. */
    private static Certificate certificate(ASN1Primitive value) throws FrameException {
        try {
            return Certificate.getInstance(value);
        } catch (RuntimeException e) {
            throw new FrameException("an attached certificate is not an X.509 Certificate: " + e.getMessage());
        }
    }

    /** Refuses an OCSP answer that is not the DER of an OCSPResponse; what it says is the trust layer's to read. */
    private static void checkOcspResponse(byte[] answer) throws FrameException {
        ASN1Primitive value = der(answer, "the attached OCSP answer");
        try {
            OCSPResponse.getInstance(value);
        } catch (RuntimeException e) {
            throw new FrameException("the attached OCSP answer is not an OCSPResponse: " + e.getMessage());
        }
    }

    /** {@code bytes} parsed as exactly one ASN.1 value whose DER encoding they are. */
    private static ASN1Primitive der(byte[] bytes, String what) throws FrameException {
        ASN1Primitive value;
        try {
            value = ASN1Primitive.fromByteArray(bytes);
        } catch (IOException | RuntimeException e) {
            throw new FrameException(what + " is not ASN.1: " + e.getMessage());
        }
        if (value == null || !Arrays.equals(encoded(value), bytes)) {
            throw new FrameException(what + " is not in DER, its one canonical encoding");
        }
        return value;
    }

    private static byte[] encoded(ASN1Encodable value) throws FrameException {
        try {
            return value.toASN1Primitive().getEncoded(ASN1Encoding.DER);
        } catch (IOException e) {
            throw new FrameException("an ASN.1 value could not be encoded: " + e.getMessage());
        }
    }
}
