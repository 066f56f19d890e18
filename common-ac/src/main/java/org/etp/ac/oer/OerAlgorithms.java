package org.etp.ac.oer;

import static org.etp.ac.rejection.Reason.DISALLOWED_ALGORITHM;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Encoding;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.ASN1OctetString;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.DEROctetString;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.x509.AlgorithmIdentifier;
import org.bouncycastle.oer.OEROptional;
import org.etp.ac.der.Asn1Mapping;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * The one AlgorithmIdentifier of each allowed algorithm — the DER form's, with the parameters (the open type
 * {@code ANY DEFINED BY algorithm}, which has no OER encoding of its own) as their DER — and back. Reading
 * compares the algorithm and the exact parameter octets with these four, so that no second spelling of an
 * allowed algorithm passes.
 */
final class OerAlgorithms {

    /** An AlgorithmIdentifier as values that compare equal exactly when their encodings are equal. */
    private record Key(ASN1ObjectIdentifier algorithm, Optional<ByteBuffer> parameters) {
    }

    private static final Map<Key, Optional<SignatureAlgorithm>> ALLOWED = new HashMap<>();

    static {
        ALLOWED.put(key(of(Optional.empty())), Optional.empty());
        for (SignatureAlgorithm algorithm : SignatureAlgorithm.values()) {
            ALLOWED.put(key(of(Optional.of(algorithm))), Optional.of(algorithm));
        }
    }

    private OerAlgorithms() {
    }

    /** The AlgorithmIdentifier of {@code algorithm}, empty for {@code id-etp-alg-unsigned}. */
    static ASN1Sequence of(Optional<SignatureAlgorithm> algorithm) {
        AlgorithmIdentifier identifier = Asn1Mapping.algorithmIdentifier(algorithm);
        ASN1Encodable parameters = identifier.getParameters();
        try {
            return new DERSequence(new ASN1Encodable[] {identifier.getAlgorithm(), parameters == null
                    ? OEROptional.ABSENT
                    : OEROptional.getInstance(new DEROctetString(parameters.toASN1Primitive()
                            .getEncoded(ASN1Encoding.DER)))});
        } catch (IOException e) {
            throw new IllegalStateException("parameters in memory failed to encode", e);
        }
    }

    /** Whether two received AlgorithmIdentifiers are the same, parameters and all. */
    static boolean same(ASN1Sequence one, ASN1Sequence other) {
        return key(one).equals(key(other));
    }

    /**
     * The algorithm a received AlgorithmIdentifier names, or empty for {@code id-etp-alg-unsigned}.
     *
     * @throws VerificationException {@code DISALLOWED_ALGORITHM} when it is none of the allowed identifiers
     */
    static Optional<SignatureAlgorithm> read(ASN1Sequence identifier) throws VerificationException {
        Key key = key(identifier);
        Optional<SignatureAlgorithm> allowed = ALLOWED.get(key);
        if (allowed == null) {
            String oid = key.algorithm().getId();
            throw new VerificationException(DISALLOWED_ALGORITHM, "the signature algorithm "
                    + (oid.length() > 80 ? oid.substring(0, 80) + "..." : oid)
                    + (key.parameters().isPresent() ? " with" : " without") + " parameters is not allowed");
        }
        return allowed;
    }

    private static Key key(ASN1Sequence identifier) {
        OEROptional parameters = OEROptional.getInstance(identifier.getObjectAt(1));
        return new Key(ASN1ObjectIdentifier.getInstance(identifier.getObjectAt(0)), parameters.isDefined()
                ? Optional.of(ByteBuffer.wrap(ASN1OctetString.getInstance(parameters.get()).getOctets()))
                : Optional.empty());
    }
}
