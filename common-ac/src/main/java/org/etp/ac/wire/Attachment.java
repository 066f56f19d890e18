package org.etp.ac.wire;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;

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

    @Override
    public boolean equals(Object other) {
        return other instanceof Attachment that && certificates.size() == that.certificates.size()
                && IntStream.range(0, certificates.size())
                        .allMatch(i -> Arrays.equals(certificates.get(i), that.certificates.get(i)))
                && ocspResponse.isPresent() == that.ocspResponse.isPresent()
                && (ocspResponse.isEmpty() || Arrays.equals(ocspResponse.get(), that.ocspResponse.get()));
    }

    @Override
    public int hashCode() {
        int hash = ocspResponse.map(Arrays::hashCode).orElse(0);
        for (byte[] certificate : certificates) {
            hash = hash * 31 + Arrays.hashCode(certificate);
        }
        return hash;
    }

    /** Counts and sizes, never the bytes. */
    @Override
    public String toString() {
        return "Attachment[" + certificates.size() + (certificates.size() == 1 ? " certificate" : " certificates")
                + ocspResponse.map(answer -> ", OCSP answer of " + answer.length + " bytes").orElse("") + "]";
    }
}
