package org.etp.prescriber.signing;

import java.util.Map;
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
 * Signs certificates with the prescribers' keys from the PKI directory, or from the PKCS#11 token that holds them
 * ({@link SigningToken}), where they sign without ever leaving it. A key is read once, on first use, and kept for
 * the life of the app. Each certificate is encoded once, signed, and that is what is timed: the
 * encoding alone, unsigned, is measured by the benchmarks ({@code CodecBenchmarks.senderEncodeUnsigned}) and
 * {@code ./etp timing}, not paid again for every prescription.
 */
@Component
public class Signer {

    private final PkiDirectory pki;
    private final SigningCertificates certificates;
    private final SigningToken token;
    private final Map<String, SigningIdentity> identities = new ConcurrentHashMap<>();

    Signer(PkiDirectory pki, SigningCertificates certificates, SigningToken token) {
        this.pki = pki;
        this.certificates = certificates;
        this.token = token;
    }

    /** The signing identity of PKI prescriber {@code prescriberId}: its certificate's subject is the issuer. */
    public SigningIdentity identity(String prescriberId) throws TrustException {
        SigningIdentity identity = identities.get(prescriberId);
        if (identity == null) {
            identity = pki.signingIdentity(prescriberId, token);
            identities.put(prescriberId, identity);
        }
        return identity;
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
