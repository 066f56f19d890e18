package org.etp.ac.wire;

import java.util.List;
import java.util.Optional;

/**
 * What a request may carry beside its certificate for the receiver to find the signer's key (the frame flag
 * "certificates attached", see docs/protocol.md): the signer's X.509 certificate and its intermediates, DER, the
 * signer's first; and the signer's current OCSP answer, DER, when the sender stapled one. All of it untrusted: the
 * receiver validates the certificates to one of its trust anchors and the answer as any other before it uses them.
 * Byte arrays are copied in and out.
 */
public record Attachment(List<byte[]> certificates, Optional<byte[]> ocspResponse) {

    /** The most certificates an attachment holds: the signer's and up to three intermediates. */
    public static final int MAX_CERTIFICATES = 4;

    public Attachment {
        if (certificates == null || certificates.isEmpty() || certificates.size() > MAX_CERTIFICATES) {
            throw new IllegalArgumentException("an attachment holds 1 to " + MAX_CERTIFICATES + " certificates");
        }
        certificates = certificates.stream().map(FramePayload::copy).toList();
        ocspResponse = ocspResponse.map(FramePayload::copy);
    }

    @Override
    public List<byte[]> certificates() {
        return certificates.stream().map(FramePayload::copy).toList();
    }

    @Override
    public Optional<byte[]> ocspResponse() {
        return ocspResponse.map(FramePayload::copy);
    }
}
