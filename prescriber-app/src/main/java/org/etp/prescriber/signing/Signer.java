package org.etp.prescriber.signing;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.etp.ac.codec.CertificateCodec;
import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.metrics.ThreadUsage;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.TrustException;
import org.springframework.stereotype.Component;

/**
 * Signs certificates with the prescribers' keys from the PKI directory, or from the prescriber's own PKCS#11 token
 * ({@link PrescriberTokens}), where they sign without ever leaving it. A key in software is read once, on first use,
 * and kept for the life of the app. A key in a token signs only for the signed-in session that unlocked it
 * ({@link UnlockedKeys}): who signs is taken from the request being served ({@link SigningSession#current()}), never
 * from anything the request says, so one prescriber's session cannot sign with another's key. Each certificate is encoded once, signed, and that is what is timed: the
 * encoding alone, unsigned, is measured by the benchmarks ({@code CodecBenchmarks.senderEncodeUnsigned}) and
 * {@code ./etp timing}, not paid again for every prescription.
 */
@Component
public class Signer {

    private final PkiDirectory pki;
    private final SigningCertificates certificates;
    private final PrescriberTokens tokens;
    private final UnlockedKeys unlocked;
    private final Map<String, SigningIdentity> identities = new ConcurrentHashMap<>();

    Signer(PkiDirectory pki, SigningCertificates certificates, PrescriberTokens tokens, UnlockedKeys unlocked) {
        this.pki = pki;
        this.certificates = certificates;
        this.tokens = tokens;
        this.unlocked = unlocked;
    }

    /**
     * The signing identity of PKI prescriber {@code prescriberId}: its certificate's subject is the issuer.
     *
     * @throws KeyLockedException when a token holds the key and the session being served has not unlocked it
     */
    public SigningIdentity identity(String prescriberId) throws TrustException {
        if (tokens.inToken(prescriberId)) {
            return unlocked.identity(SigningSession.current(), prescriberId);
        }
        SigningIdentity identity = identities.get(prescriberId);
        if (identity == null) {
            identity = pki.signingIdentity(prescriberId);
            identities.put(prescriberId, identity);
        }
        return identity;
    }

    /**
     * The identity of {@code prescriberId} for a request the app makes in the background on the prescriber's behalf
     * (asking for their receipts): a key in software, or a key in a token while a session of its prescriber holds it
     * unlocked; empty while it is locked.
     */
    public Optional<SigningIdentity> backgroundIdentity(String prescriberId) throws TrustException {
        return tokens.inToken(prescriberId) ? unlocked.whileUnlocked(prescriberId)
                : Optional.of(identity(prescriberId));
    }

    /**
     * Signs with {@code prescriberId}'s key, never with one the PKI no longer vouches for.
     *
     * @throws UnusableCertificateException when the signing certificate is revoked, expired or not yet valid
     */
    public SignedCertificate sign(PrescriptionCertificate certificate, String prescriberId, WireFormat format)
            throws TrustException, CodecException {
        certificates.requireUsable(prescriberId);
        SigningIdentity identity = identity(prescriberId);
        CertificateCodec codec = format.codec();
        ThreadUsage before = ThreadUsage.current();
        long start = System.nanoTime();
        byte[] signed = codec.encode(certificate, identity);
        long done = System.nanoTime();
        ThreadUsage used = ThreadUsage.current().minus(before);
        return new SignedCertificate(certificate, format, identity.algorithm(), prescriberId, signed,
                micros(done - start), used);
    }

    static long micros(long nanos) {
        return Math.max(0, TimeUnit.NANOSECONDS.toMicros(nanos));
    }
}
