package org.etp.ac.signing;

import static org.etp.ac.rejection.Reason.BAD_SIGNATURE;
import static org.etp.ac.rejection.Reason.DISALLOWED_ALGORITHM;

import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.PublicKey;
import java.security.Signature;
import java.util.Objects;
import java.util.Optional;
import org.etp.ac.rejection.VerificationException;

/**
 * Signs bytes and checks a signature over a range of received bytes, for the forms that sign their own
 * encoding of the certificate info (DER and OER). Each thread keeps one {@link Signature} per algorithm for keys in
 * software; a key in a PKCS#11 token signs through its token's provider ({@link TokenProvider}).
 *
 * <p>Security guarantees. {@link #verify} checks exactly the given range with exactly the given key: the
 * caller names the bytes that were received and the key the trusted registry holds, never one from the
 * message. Every failure is a {@link VerificationException}, a malformed signature value included.
 */
public final class DetachedSignatures {

    private DetachedSignatures() {
    }

    /**
     * The signature of {@code data} with the signer's key and algorithm: by this thread's Signature for a key in
     * software, by the token's own provider for a key in a token (waiting while the token is busy).
     */
    public static byte[] sign(SigningIdentity signer, byte[] data) throws GeneralSecurityException {
        TokenProvider token = signer.token();
        if (token == null) {
            return sign(SignatureCache.get(signer.algorithm()), signer, data);
        }
        token.acquire();
        try {
            return sign(token.signature(signer.algorithm()), signer, data);
        } finally {
            token.release();
        }
    }

    private static byte[] sign(Signature signature, SigningIdentity signer, byte[] data)
            throws GeneralSecurityException {
        signature.initSign(signer.privateKey());
        signature.update(data);
        return signature.sign();
    }

    /**
     * Checks {@code value} as the signature by {@code algorithm} over {@code length} bytes of {@code data}
     * from {@code offset}, with {@code key}.
     *
     * @throws VerificationException {@code BAD_SIGNATURE} when it does not verify or the certificate is
     *         unsigned (no algorithm), {@code DISALLOWED_ALGORITHM} when the key does not fit the algorithm
     */
    public static void verify(Optional<SignatureAlgorithm> algorithm, PublicKey key, byte[] data, int offset,
            int length, byte[] value) throws VerificationException {
        Objects.requireNonNull(key, "a signature is verified with a key");
        if (algorithm.isEmpty()) {
            throw new VerificationException(BAD_SIGNATURE, "the certificate is unsigned");
        }
        SignatureAlgorithm expected = algorithm.get();
        if (!expected.fits(key)) {
            throw new VerificationException(DISALLOWED_ALGORITHM, "the key is no allowed " + expected.id() + " key");
        }
        boolean valid;
        try {
            Signature signature = SignatureCache.get(expected);
            signature.initVerify(key);
            signature.update(data, offset, length);
            valid = signature.verify(value);
        } catch (InvalidKeyException e) {
            throw new VerificationException(DISALLOWED_ALGORITHM, "the provider refuses the key for "
                    + expected.id(), e);
        } catch (GeneralSecurityException | RuntimeException e) {
            // a signature value that is not even of the algorithm's shape (a bad ECDSA DER sequence, ...)
            throw new VerificationException(BAD_SIGNATURE, "the signature value is malformed", e);
        }
        if (!valid) {
            throw new VerificationException(BAD_SIGNATURE, "the signature does not verify");
        }
    }
}
