package org.etp.ac.receipt;

import java.io.IOException;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Null;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.ASN1TaggedObject;
import org.bouncycastle.asn1.BERTags;
import org.bouncycastle.asn1.x500.X500Name;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.DetachedSignatures;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * A received status request, strictly decoded and not yet trusted: look its {@link #request()}'s signer up
 * in the registry, then {@link #verifySignature} with the registered key, then check its time. Only then
 * may its IDs be answered.
 */
public final class SignedStatusRequest {

    /** A request of 100 IDs by an RSA-2048 signer is about 2.7 KB; this leaves room for long names. */
    public static final int MAX_LENGTH = 8 * 1024;

    private final StatusRequest request;
    private final byte[] content;
    private final byte[] signature;

    private SignedStatusRequest(StatusRequest request, byte[] content, byte[] signature) {
        this.request = request;
        this.content = content;
        this.signature = signature;
    }

    /**
     * Strictly decodes a STATUS payload.
     *
     * @throws VerificationException {@code MALFORMED} for anything not of the {@link StatusRequest} shape or
     *         its bounds, {@code NON_CANONICAL} for a BER form, {@code DISALLOWED_ALGORITHM} for an algorithm ETP
     *         does not allow
     */
    public static SignedStatusRequest decode(byte[] encoded) throws VerificationException {
        ASN1Sequence outer = StrictDer.sequence(StrictDer.sequence(encoded, MAX_LENGTH, "the status request"), 2, 2,
                "the status request");
        ASN1Sequence content = StrictDer.sequence(outer.getObjectAt(0), 4, 6, "the status request content");
        byte[] signature = StrictDer.octets(outer.getObjectAt(1), "the status request signature");
        // The optional questions, each at most once and in tag order: [0] askReceived, then [1] askSigner.
        int next = StatusRequest.ASK_RECEIVED_TAG;
        boolean[] asked = new boolean[2];
        for (int i = 4; i < content.size(); i++) {
            int tag = question(content.getObjectAt(i), next);
            asked[tag] = true;
            next = tag + 1;
        }
        StatusRequest request;
        try {
            request = new StatusRequest(signer(content.getObjectAt(0)), algorithm(content.getObjectAt(1)),
                    StrictDer.time(content.getObjectAt(2), "requestedAt"), ids(content.getObjectAt(3)),
                    asked[StatusRequest.ASK_RECEIVED_TAG], asked[StatusRequest.ASK_SIGNER_TAG]);
        } catch (IllegalArgumentException e) {
            throw new VerificationException(Reason.MALFORMED, "the status request is invalid: " + e.getMessage(), e);
        }
        return new SignedStatusRequest(request, StrictDer.der(content), signature);
    }

    /** What the request asks, as it says: not trusted before {@link #verifySignature} passed. */
    public StatusRequest request() {
        return request;
    }

    /**
     * Checks the signature over exactly the received content with {@code key}, the signer's registered key.
     *
     * @throws VerificationException {@code BAD_SIGNATURE} or {@code DISALLOWED_ALGORITHM}
     */
    public void verifySignature(PublicKey key) throws VerificationException {
        DetachedSignatures.verify(Optional.of(request.algorithm()), key, content, 0, content.length, signature);
    }

    private static X500Principal signer(ASN1Encodable value) throws VerificationException {
        try {
            return new X500Principal(X500Name.getInstance(value).getEncoded());
        } catch (IOException | RuntimeException e) {
            throw new VerificationException(Reason.MALFORMED, "the status request's signer is not a Name", e);
        }
    }

    private static SignatureAlgorithm algorithm(ASN1Encodable value) throws VerificationException {
        if (!(value instanceof ASN1ObjectIdentifier oid)) {
            throw new VerificationException(Reason.MALFORMED, "the status request's algorithm is not an OID");
        }
        for (SignatureAlgorithm algorithm : SignatureAlgorithm.values()) {
            if (algorithm.oid().equals(oid.getId())) {
                return algorithm;
            }
        }
        throw new VerificationException(Reason.DISALLOWED_ALGORITHM, "algorithm " + oid.getId() + " is not allowed");
    }

    /**
     * The tag of an optional question: {@code askReceived} ({@code [0] IMPLICIT NULL}) or {@code askSigner}
     * ({@code [1] IMPLICIT NULL}), of a tag no lower than {@code lowest}, so that each comes once and in order.
     */
    private static int question(ASN1Encodable value, int lowest) throws VerificationException {
        String expected = "the status request's optional fields must be askReceived, [0] IMPLICIT NULL, then"
                + " askSigner, [1] IMPLICIT NULL, each at most once";
        if (!(value instanceof ASN1TaggedObject tagged) || tagged.getTagClass() != BERTags.CONTEXT_SPECIFIC
                || tagged.getTagNo() < lowest || tagged.getTagNo() > StatusRequest.ASK_SIGNER_TAG) {
            throw new VerificationException(Reason.MALFORMED, expected);
        }
        try {
            if (tagged.getBaseUniversal(false, BERTags.NULL) instanceof ASN1Null) {
                return tagged.getTagNo();
            }
        } catch (RuntimeException e) {
            throw new VerificationException(Reason.MALFORMED, expected, e);
        }
        throw new VerificationException(Reason.MALFORMED, expected);
    }

    private static List<PrescriptionId> ids(ASN1Encodable value) throws VerificationException {
        ASN1Sequence sequence = StrictDer.sequence(value, 1, StatusRequest.MAX_IDS, "prescriptionIds");
        List<PrescriptionId> ids = new ArrayList<>(sequence.size());
        for (ASN1Encodable id : sequence) {
            try {
                ids.add(new PrescriptionId(StrictDer.printable(id, "a prescription ID")));
            } catch (IllegalArgumentException e) {
                throw new VerificationException(Reason.MALFORMED, "the status request names an invalid prescription"
                        + " ID", e);
            }
        }
        return ids;
    }
}
