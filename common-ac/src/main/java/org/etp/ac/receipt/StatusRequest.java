package org.etp.ac.receipt;

import java.security.GeneralSecurityException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashSet;
import java.util.List;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1EncodableVector;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.DERNull;
import org.bouncycastle.asn1.DEROctetString;
import org.bouncycastle.asn1.DERPrintableString;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.DERTaggedObject;
import org.bouncycastle.asn1.x500.X500Name;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.signing.DetachedSignatures;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;

/**
 * A prescriber's question to a pharmacy: the latest receipts of these prescriptions. It names the signer
 * by the subject of its certificate and the algorithm of its key, so that the pharmacy takes the key from its
 * own registry, never from the message; its time lets the pharmacy refuse an old one replayed. A request that
 * {@link #askReceived asks} is also told which of its signer's prescriptions the pharmacy holds with no outcome
 * yet (a pharmacy older than that question refuses such a request as {@code MALFORMED}); one that
 * {@link #askSigner asks for the signer} gets each receipt with the chain of the certificate that signed it (a
 * pharmacy older than that question refuses it as {@code MALFORMED} too). Signed with {@link #sign}, read back with
 * {@link SignedStatusRequest#decode}.
 *
 * <pre>
 * StatusRequest ::= SEQUENCE {
 *     content    StatusRequestContent,
 *     signature  OCTET STRING }        -- by the signer's key, over the DER of content
 *
 * StatusRequestContent ::= SEQUENCE {
 *     signer           Name,                -- the prescriber certificate's subject
 *     algorithm        OBJECT IDENTIFIER,   -- the signature algorithm (as in an AlgorithmIdentifier)
 *     requestedAt      GeneralizedTime,     -- YYYYMMDDHHMMSSZ
 *     prescriptionIds  SEQUENCE SIZE (1..100) OF PrintableString (SIZE (20)),  -- distinct
 *     askReceived      [0] IMPLICIT NULL OPTIONAL,  -- present: also say "received, no outcome yet"
 *     askSigner        [1] IMPLICIT NULL OPTIONAL }  -- present: send your receipt-signing certificate chain
 * </pre>
 */
public record StatusRequest(X500Principal signer, SignatureAlgorithm algorithm, Instant requestedAt,
        List<PrescriptionId> prescriptionIds, boolean askReceived, boolean askSigner) {

    /** The most prescription IDs one request may ask about. */
    public static final int MAX_IDS = 100;

    /** The context tag of {@code askReceived}. */
    static final int ASK_RECEIVED_TAG = 0;

    /** The context tag of {@code askSigner}. */
    static final int ASK_SIGNER_TAG = 1;

    public StatusRequest {
        if (signer == null || algorithm == null || requestedAt == null || prescriptionIds == null) {
            throw new IllegalArgumentException("a status request needs a signer, an algorithm, a time and IDs");
        }
        requestedAt = requestedAt.truncatedTo(ChronoUnit.SECONDS);
        prescriptionIds = List.copyOf(prescriptionIds);
        if (prescriptionIds.isEmpty() || prescriptionIds.size() > MAX_IDS) {
            throw new IllegalArgumentException("a status request asks about 1 to " + MAX_IDS + " prescriptions, not "
                    + prescriptionIds.size());
        }
        if (new HashSet<>(prescriptionIds).size() != prescriptionIds.size()) {
            throw new IllegalArgumentException("a status request names each prescription once");
        }
    }

    /** A request that may ask which prescriptions are received, and not for the signer's chain. */
    public StatusRequest(X500Principal signer, SignatureAlgorithm algorithm, Instant requestedAt,
            List<PrescriptionId> prescriptionIds, boolean askReceived) {
        this(signer, algorithm, requestedAt, prescriptionIds, askReceived, false);
    }

    /** A request for receipts only, the question every pharmacy answers. */
    public StatusRequest(X500Principal signer, SignatureAlgorithm algorithm, Instant requestedAt,
            List<PrescriptionId> prescriptionIds) {
        this(signer, algorithm, requestedAt, prescriptionIds, false, false);
    }

    /** A request for receipts by {@code signer}'s certificate at {@code now}. */
    public static StatusRequest by(SigningIdentity signer, Instant now, List<PrescriptionId> ids) {
        return new StatusRequest(signer.subject(), signer.algorithm(), now, ids);
    }

    /** The same request, also asking which of the prescriptions are received with no outcome yet. */
    public StatusRequest alsoAskingReceived() {
        return new StatusRequest(signer, algorithm, requestedAt, prescriptionIds, true, askSigner);
    }

    /** The same request, also asking for the chain of the certificate that signed each receipt. */
    public StatusRequest alsoAskingSigner() {
        return new StatusRequest(signer, algorithm, requestedAt, prescriptionIds, askReceived, true);
    }

    /** The same request without the question for the signer's chain, as a pharmacy that refused it understands. */
    public StatusRequest withoutAskingSigner() {
        return new StatusRequest(signer, algorithm, requestedAt, prescriptionIds, askReceived, false);
    }

    /**
     * The signed request, the payload of a STATUS frame.
     *
     * @throws IllegalArgumentException when {@code identity} is not the signer and algorithm the request names
     * @throws GeneralSecurityException when signing fails
     */
    public byte[] sign(SigningIdentity identity) throws GeneralSecurityException {
        if (!identity.subject().equals(signer) || identity.algorithm() != algorithm) {
            throw new IllegalArgumentException("the request names " + signer.getName() + " (" + algorithm.id()
                    + "), not the signing identity " + identity);
        }
        DERSequence content = content();
        byte[] signature = DetachedSignatures.sign(identity, StrictDer.der(content));
        return StrictDer.der(new DERSequence(new ASN1Encodable[] {content, new DEROctetString(signature)}));
    }

    /** The signed content. */
    DERSequence content() {
        ASN1Encodable[] ids = prescriptionIds.stream().map(id -> new DERPrintableString(id.value(), true))
                .toArray(ASN1Encodable[]::new);
        ASN1EncodableVector fields = new ASN1EncodableVector(6);
        fields.add(X500Name.getInstance(signer.getEncoded()));
        fields.add(new ASN1ObjectIdentifier(algorithm.oid()));
        fields.add(StrictDer.time(requestedAt));
        fields.add(new DERSequence(ids));
        if (askReceived) {
            fields.add(new DERTaggedObject(false, ASK_RECEIVED_TAG, DERNull.INSTANCE));
        }
        if (askSigner) {
            fields.add(new DERTaggedObject(false, ASK_SIGNER_TAG, DERNull.INSTANCE));
        }
        return new DERSequence(fields);
    }
}
