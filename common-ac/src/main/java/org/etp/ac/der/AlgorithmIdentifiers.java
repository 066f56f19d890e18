package org.etp.ac.der;

import static org.etp.ac.rejection.Reason.DISALLOWED_ALGORITHM;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.ASN1Primitive;
import org.bouncycastle.asn1.BERTags;
import org.bouncycastle.asn1.DERNull;
import org.bouncycastle.asn1.x509.AlgorithmIdentifier;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * The one AlgorithmIdentifier of each allowed algorithm, and back.
 *
 * <pre>
 * AlgorithmIdentifier ::= SEQUENCE {
 *     algorithm   OBJECT IDENTIFIER,
 *     parameters  ANY DEFINED BY algorithm OPTIONAL }
 * </pre>
 *
 * sha256WithRSAEncryption carries NULL parameters (RFC 4055, section 5); ecdsa-with-SHA256 (RFC 5758,
 * section 3.2), id-Ed25519 (RFC 8410, section 3) and the project's id-etp-alg-unsigned carry none.
 * Reading compares the whole received encoding, parameters included, with these four: RFC 4055 lets a
 * verifier accept absent RSA parameters too, but a second spelling of one algorithm is exactly what a
 * strict decoder refuses.
 */
final class AlgorithmIdentifiers {

    static final ASN1Primitive UNSIGNED = new AlgorithmIdentifier(EtpOids.UNSIGNED).toASN1Primitive();

    private static final byte[] UNSIGNED_DER = Values.der(UNSIGNED);
    private static final Map<SignatureAlgorithm, ASN1Primitive> SIGNED = new EnumMap<>(SignatureAlgorithm.class);
    private static final Map<SignatureAlgorithm, byte[]> SIGNED_DER = new EnumMap<>(SignatureAlgorithm.class);

    static {
        for (SignatureAlgorithm algorithm : SignatureAlgorithm.values()) {
            ASN1ObjectIdentifier oid = new ASN1ObjectIdentifier(algorithm.oid());
            AlgorithmIdentifier identifier = switch (algorithm) {
                case RSA2048 -> new AlgorithmIdentifier(oid, DERNull.INSTANCE);
                case ECP256, ED25519 -> new AlgorithmIdentifier(oid);
            };
            SIGNED.put(algorithm, identifier.toASN1Primitive());
            SIGNED_DER.put(algorithm, Values.der(identifier));
        }
    }

    private AlgorithmIdentifiers() {
    }

    static ASN1Primitive of(SignatureAlgorithm algorithm) {
        return SIGNED.get(algorithm);
    }

    /**
     * The algorithm a received AlgorithmIdentifier names, or empty for id-etp-alg-unsigned.
     *
     * @throws VerificationException {@code DISALLOWED_ALGORITHM} when it is none of the allowed identifiers,
     *         {@code MALFORMED} when it is no AlgorithmIdentifier at all
     */
    static Optional<SignatureAlgorithm> read(DerCursor cursor, DerCursor.Element identifier)
            throws VerificationException {
        if (cursor.is(identifier, UNSIGNED_DER)) {
            return Optional.empty();
        }
        for (Map.Entry<SignatureAlgorithm, byte[]> allowed : SIGNED_DER.entrySet()) {
            if (cursor.is(identifier, allowed.getValue())) {
                return Optional.of(allowed.getKey());
            }
        }
        DerCursor fields = cursor.inside(identifier);
        DerCursor.Element oid = fields.next(BERTags.OBJECT_IDENTIFIER, "the algorithm of the AlgorithmIdentifier");
        boolean parameters = fields.hasNext();
        if (parameters) {
            fields.next("the parameters of the AlgorithmIdentifier");
        }
        fields.end("the AlgorithmIdentifier");
        throw new VerificationException(DISALLOWED_ALGORITHM, "the signature algorithm " + dotted(cursor.copy(oid))
                + (parameters ? " with" : " without") + " parameters is not allowed");
    }

    /** The OID for the refusal message, cut short: it came from the sender. */
    private static String dotted(byte[] encoding) {
        String dotted;
        try {
            dotted = ASN1ObjectIdentifier.getInstance(encoding).getId();
        } catch (IllegalArgumentException e) {
            return "(unreadable)";
        }
        return dotted.length() > 80 ? dotted.substring(0, 80) + "..." : dotted;
    }
}
