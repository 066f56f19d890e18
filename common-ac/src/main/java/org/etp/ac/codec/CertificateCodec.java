package org.etp.ac.codec;

import java.security.MessageDigest;
import java.security.PublicKey;
import java.util.Objects;
import org.etp.ac.prescription.Bounds;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SigningIdentity;

/**
 * One form of the ETP attribute certificate. Encoding signs with the prescriber's key; decoding
 * is the first of three receiver stages — decode, {@linkplain DecodedCertificate#verifySignature
 * verify}, {@linkplain DecodedCertificate#parse parse} — so that each can be measured alone.
 * A form also describes itself ({@link #description()}), recognises its own first bytes and shows itself
 * to a person ({@link #dump}), so that nothing outside its package keeps a list of forms.
 * Implementations are thread-safe.
 */
public interface CertificateCodec {

    WireFormat format();

    /** Its code in a frame, its name, its files' media type and extension, the heading of its dump. */
    FormDescription description();

    /**
     * Whether a file beginning with {@code head} is in this form: a look at the first bytes, to pick a decoder
     * for a file whose form nobody named; decoding decides. No two forms recognise the same bytes.
     */
    boolean recognises(byte[] head);

    /**
     * The encoding for a person to read on a detail page. Only for reading: it checks neither canonical form nor
     * signature, and what it shows is not the signed bytes.
     *
     * @throws CodecException when the bytes are not well formed in this form
     */
    String dump(byte[] encoded) throws CodecException;

    /**
     * Checks that {@code signer} may sign {@code certificate}: that the certificate names the signer's subject
     * as its issuer.
     *
     * @throws CodecException when it names another issuer
     */
    static void checkSigner(PrescriptionCertificate certificate, SigningIdentity signer) throws CodecException {
        Objects.requireNonNull(certificate, "certificate");
        Objects.requireNonNull(signer, "signer");
        if (!certificate.issuer().equals(signer.subject())) {
            throw new CodecException("the certificate names issuer '" + certificate.issuer().getName()
                    + "' but the signer is '" + signer.subject().getName() + "'");
        }
    }

    /** Encodes and signs with {@code signer}; the certificate's issuer must be the signer's subject. */
    byte[] encode(PrescriptionCertificate certificate, SigningIdentity signer) throws CodecException;

    /**
     * The SHA-256 of exactly the bytes that {@link #encode}'s signature by {@code signer} over {@code certificate}
     * covers, computed without signing: for DER and OER the encoded AttributeCertificateInfo, for XML the document
     * in the exclusive canonical form that the signature's one Reference digests (its DigestValue). The same
     * certificate and signer give the same digest every time (an ECDSA signature differs, what it covers does not),
     * so that a person can confirm what the key is about to sign — a passkey's challenge — before it signs.
     */
    byte[] digestToSign(PrescriptionCertificate certificate, SigningIdentity signer) throws CodecException;

    /**
     * Checks that {@code signed}, a certificate of this form, verifies with {@code key} and that its signature covers
     * exactly the bytes whose SHA-256 is {@code digest} ({@link #digestToSign}), so that what is sent is what was
     * confirmed.
     *
     * @throws CodecException when it does not decode or verify, or covers other bytes
     */
    default void requireSignedOver(byte[] signed, PublicKey key, byte[] digest) throws CodecException {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(digest, "digest");
        DecodedCertificate decoded;
        try {
            decoded = decode(signed);
            decoded.verifySignature(key);
        } catch (VerificationException e) {
            throw new CodecException("the signed certificate does not verify with the signer's key: " + e.getMessage(),
                    e);
        }
        byte[] covered = decoded.signedDigest()
                .orElseThrow(() -> new CodecException("the signed certificate says no SHA-256 of what it signs"));
        if (!MessageDigest.isEqual(covered, digest)) {
            throw new CodecException("the signature covers other bytes than those confirmed");
        }
    }

    /** Encodes without a signature: for the baseline measurement of the seed study only. */
    byte[] encodeUnsigned(PrescriptionCertificate certificate) throws CodecException;

    /**
     * Strictly decodes received bytes: the encoding must be canonical and well formed, nothing may
     * follow it, and no trust decision is made yet. The bytes are copied.
     *
     * @throws VerificationException with {@code NON_CANONICAL}, {@code MALFORMED} or {@code DISALLOWED_ALGORITHM}
     */
    DecodedCertificate decode(byte[] encoded) throws VerificationException;

    /**
     * How a receiver decodes this form unless it is made with another engine: by default this codec's own
     * {@link #decode}, served by {@link ServedBy#CODEC}; a form whose decoding holds documents to a receiver's
     * {@link Bounds} says how.
     */
    default DecodingEngine engine() {
        return new DecodingEngine(format(), ServedBy.CODEC.way(), bounds -> this::decode);
    }
}
