package org.etp.ac.pki;

import java.io.IOException;
import java.nio.file.Files;
import java.security.KeyPair;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.x509.BasicConstraints;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.pkcs.PKCS10CertificationRequest;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.token.Pkcs11Token;
import org.etp.ac.trust.Names;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiFiles;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.trust.TrustException;

/**
 * Keys made in a PKI directory that await a certificate from a CA of the operator's own ({@code ./etp pki csr}):
 * the key in {@code pending/NAME.p12} under the directory's password, with a self-signed placeholder certificate
 * as keytool keeps a new key (a PKCS#12 key entry needs one), and its signing request in
 * {@code pending/NAME.csr.pem}. The private key never leaves the directory; made in a PKCS#11 token
 * ({@code pki csr --token}), it stays there with its placeholder, and the directory holds only the request.
 */
public final class PendingKeys {

    /** The algorithms a pending key may be of: those a CA of one's own (openssl, a hardware CA) signs for. */
    public static final List<SignatureAlgorithm> ALGORITHMS = List.of(SignatureAlgorithm.RSA2048,
            SignatureAlgorithm.ECP256);

    private static final Duration PLACEHOLDER_VALIDITY = Duration.ofDays(365);

    private PendingKeys() {
    }

    /**
     * A pending key found by the public key of the certificate issued for it: its key store entry here, or the label
     * of the token that holds it.
     */
    record Pending(String name, Optional<KeyStore.PrivateKeyEntry> entry, Optional<String> token,
            PKCS10CertificationRequest request, CertificateKind kind) {
    }

    /**
     * Makes a key of {@code algorithm} named {@code name} in {@code pki} and returns its signing request for a
     * {@code kind} certificate naming {@code subject}.
     *
     * @throws TrustException when the name is taken or ill formed, the algorithm is not one of {@link #ALGORITHMS},
     *         or a prescriber's subject is not of the prescriber shape ({@link PrescriberIdentity})
     */
    public static PKCS10CertificationRequest request(PkiDirectory pki, String name, CertificateKind kind,
            X500Principal subject, SignatureAlgorithm algorithm) throws TrustException {
        return request(pki, name, kind, subject, algorithm, null);
    }

    /**
     * Makes a key as {@link #request(PkiDirectory, String, CertificateKind, X500Principal, SignatureAlgorithm)} does,
     * inside {@code token} when it is not null: the placeholder certificate is bound to it there under {@code name},
     * and {@value PkiLayout#TOKEN_KEYS} records the token; only the request is written to the directory.
     */
    public static PKCS10CertificationRequest request(PkiDirectory pki, String name, CertificateKind kind,
            X500Principal subject, SignatureAlgorithm algorithm, Pkcs11Token token) throws TrustException {
        PkiNames.requireFree(pki, name);
        if (!ALGORITHMS.contains(algorithm)) {
            throw new TrustException("a key for a signing request is rsa2048 or ecp256, not " + algorithm.id());
        }
        if (kind == CertificateKind.PRESCRIBER) {
            try {
                PrescriberIdentity.fromSubject(subject);
            } catch (IllegalArgumentException e) {
                throw new TrustException("'" + Names.readable(subject) + "' is not a prescriber's subject: "
                        + e.getMessage() + " (C, O, OU=ODS code, T=role, SERIALNUMBER=registration, CN=name)", e);
            }
        }
        PkiFileWriter files = PkiFileWriter.existing(pki);
        SigningKeys keys = SigningKeys.in(files, token, pki.tokenKeys());
        SigningKeys.Made key = keys.make(name, algorithm);
        KeyPair pair = key.keys();
        PKCS10CertificationRequest request = SigningRequests.make(subject, pair, kind, SigningKeys.provider(key));
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        X509Certificate placeholder = CertificateBuilder.build(subject, pair.getPublic(), now,
                now.plus(PLACEHOLDER_VALIDITY), subject, pair.getPrivate(), SigningKeys.provider(key), null,
                builder -> builder.addExtension(Extension.basicConstraints, true, new BasicConstraints(false)));
        keys.store(PkiLayout.pendingKeyStore(name), name, key, List.of(placeholder));
        keys.writeTokenKeys();
        files.text(PkiLayout.pendingRequest(name), SigningRequests.pem(request));
        return request;
    }

    /** The pending key whose public key is {@code certificate}'s, if any. */
    static Optional<Pending> forCertificate(PkiDirectory pki, X509Certificate certificate) throws TrustException {
        for (String name : PkiInventory.stems(pki.path().resolve(PkiLayout.PENDING), ".csr.pem")) {
            PKCS10CertificationRequest request = SigningRequests.read(
                    pki.path().resolve(PkiLayout.pendingRequest(name)));
            if (Arrays.equals(SigningRequests.publicKey(request).getEncoded(),
                    certificate.getPublicKey().getEncoded())) {
                Optional<String> token = pki.tokenKeys().labelOf(name);
                Optional<KeyStore.PrivateKeyEntry> entry = token.isPresent() ? Optional.empty()
                        : Optional.of(PkiFiles.readKeyEntry(pki.path().resolve(PkiLayout.pendingKeyStore(name)), name,
                                pki.password()));
                return Optional.of(new Pending(name, entry, token, request, SigningRequests.kind(request)));
            }
        }
        return Optional.empty();
    }

    /** Removes the pending files of {@code name}, once its certificate is in place. */
    static void remove(PkiDirectory pki, String name) throws TrustException {
        for (String file : List.of(PkiLayout.pendingKeyStore(name), PkiLayout.pendingRequest(name))) {
            try {
                Files.deleteIfExists(pki.path().resolve(file));
            } catch (IOException e) {
                throw new TrustException("could not remove " + pki.path().resolve(file), e);
            }
        }
    }
}
