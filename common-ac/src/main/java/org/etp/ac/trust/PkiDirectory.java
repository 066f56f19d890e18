package org.etp.ac.trust;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.token.TokenException;

/**
 * A PKI directory made by {@code ./etp pki init --dir DIR}, laid out as {@link PkiLayout} says.
 * {@link #open(Path, char[])} reads the manifest and every certificate and CRL, and checks that every
 * file the manifest promises is there; private keys are read when asked for, with the directory's
 * password, or from the PKCS#11 token that holds them ({@link TokenKeys}) once the caller opens it.
 * Reading only: issuing certificates is {@code org.etp.ac.pki}'s. Instances are immutable and safe to share.
 */
public final class PkiDirectory {

    private final Path path;
    private final char[] password;
    private final PkiManifest manifest;
    private final X509Certificate rootCertificate;
    private final X509Certificate prescriberCaCertificate;
    private final X509CRL crl;
    private final Map<String, X509Certificate> prescriberCertificates;
    private final List<X509Certificate> prescriberIntermediates;
    private final ImportedAnchors imported;
    private final TokenKeys tokenKeys;

    private PkiDirectory(Path path, char[] password, PkiManifest manifest, X509Certificate rootCertificate,
            X509Certificate prescriberCaCertificate, X509CRL crl, Map<String, X509Certificate> prescribers,
            List<X509Certificate> prescriberIntermediates, ImportedAnchors imported, TokenKeys tokenKeys) {
        this.path = path;
        this.password = password.clone();
        this.manifest = manifest;
        this.rootCertificate = rootCertificate;
        this.prescriberCaCertificate = prescriberCaCertificate;
        this.crl = crl;
        this.prescriberCertificates = prescribers;
        this.prescriberIntermediates = List.copyOf(prescriberIntermediates);
        this.imported = imported;
        this.tokenKeys = tokenKeys;
    }

    /** Opens the PKI in {@code dir} whose key stores have the demo password ({@link PkiLayout#DEMO_PASSWORD}). */
    public static PkiDirectory open(Path dir) throws TrustException {
        return open(dir, PkiLayout.DEMO_PASSWORD.toCharArray());
    }

    /**
     * Opens the PKI in {@code dir} whose key stores have {@code password}.
     *
     * @throws TrustException when the directory is missing or incomplete, or a file does not parse;
     *         the message names the file and says to run {@code ./etp pki init --dir DIR}
     */
    public static PkiDirectory open(Path dir, char[] password) throws TrustException {
        if (!Files.isDirectory(dir)) {
            throw new TrustException("no PKI directory " + dir + ": run ./etp pki init --dir " + dir);
        }
        PkiManifest manifest = PkiManifest.read(dir);
        X509Certificate root = PkiFiles.readCertificate(dir.resolve(PkiLayout.ROOT_CA));
        X509Certificate prescriberCa = PkiFiles.readCertificate(dir.resolve(PkiLayout.PRESCRIBER_CA));
        X509CRL crl = PkiFiles.readCrl(dir.resolve(PkiLayout.PRESCRIBER_CA_CRL));
        TokenKeys tokenKeys = TokenKeys.read(dir);
        PrescriberFiles prescribers = PrescriberFiles.read(dir, manifest, tokenKeys);
        PkiFiles.requireFile(dir, PkiLayout.PHARMACY_TLS_KEY_STORE);
        return new PkiDirectory(dir, password, manifest, root, prescriberCa, crl, prescribers.certificates(),
                prescribers.intermediates(), ImportedAnchors.read(dir), tokenKeys);
    }

    /** The directory read again, with the same password: a new CRL or new prescribers take effect. */
    public PkiDirectory reopen() throws TrustException {
        return open(path, password);
    }

    public Path path() {
        return path;
    }

    /** The directory's own trust anchor; {@link #importedAnchors()} count as the directory's too. */
    public X509Certificate rootCertificate() {
        return rootCertificate;
    }

    /** The CA that issues prescriber certificates. */
    public X509Certificate prescriberCaCertificate() {
        return prescriberCaCertificate;
    }

    /** The prescriber CA's CRL. */
    public X509CRL crl() {
        return crl;
    }

    /** The trust anchors imported beside the root ({@code pki import --anchor}), by name. */
    public Map<String, X509Certificate> importedAnchors() {
        return imported.anchors();
    }

    /** Every CRL here: the prescriber CA's, then those of the imported anchors. */
    public List<X509CRL> crls() {
        return imported.crlsAfter(crl);
    }

    /**
     * The CAs that imported prescriber certificates name between themselves and their anchor (the rest of each
     * {@code prescribers/ID.pem}); none in a demo PKI, whose prescriber CA is {@link #prescriberCaCertificate()}.
     */
    public List<X509Certificate> prescriberIntermediates() {
        return prescriberIntermediates;
    }

    /** The manifest: prescribers and default signers. */
    public PkiManifest manifest() {
        return manifest;
    }

    /** The prescribers the manifest lists, in its order. */
    public List<PrescriberEntry> prescribers() {
        return manifest.prescribers();
    }

    public List<String> prescriberIds() {
        return List.copyOf(prescriberCertificates.keySet());
    }

    /** Every prescriber certificate, revoked ones included, in the manifest's order. */
    public List<X509Certificate> prescriberCertificates() {
        return List.copyOf(prescriberCertificates.values());
    }

    public X509Certificate prescriberCertificate(String prescriberId) throws TrustException {
        X509Certificate certificate = prescriberCertificates.get(prescriberId);
        if (certificate == null) {
            throw new TrustException("no prescriber '" + prescriberId + "' in " + path + " (it has "
                    + String.join(", ", prescriberCertificates.keySet()) + ")");
        }
        return certificate;
    }

    /**
     * The key and certificate of prescriber {@code prescriberId}, its key ready for its algorithm's provider.
     *
     * @throws TrustException when the key is held in a PKCS#11 token: {@link #signingIdentity(String, TokenOpener)}
     */
    public SigningIdentity signingIdentity(String prescriberId) throws TrustException {
        return signingIdentity(prescriberId, TokenOpener.NONE);
    }

    /**
     * The key and certificate of prescriber {@code prescriberId}: from its key store here, or, when a token holds
     * the key ({@link #tokenKeys()}), from the token {@code tokens} opens, pinned to that token's provider.
     *
     * @throws TrustException when the token cannot be opened or holds no key for the certificate, or the
     *         prescriber's key is Ed25519 and said to be in a token (SunPKCS11 has no Ed25519)
     */
    public SigningIdentity signingIdentity(String prescriberId, TokenOpener tokens) throws TrustException {
        X509Certificate certificate = prescriberCertificate(prescriberId);
        Optional<String> label = tokenKeys.labelOf(prescriberId);
        if (label.isPresent()) {
            return tokenIdentity(prescriberId, certificate, label.get(), tokens);
        }
        Path file = path.resolve(PkiLayout.prescriberKeyStore(prescriberId));
        KeyStore.PrivateKeyEntry entry = PkiFiles.readKeyEntry(file, prescriberId, password);
        if (!entry.getCertificate().equals(certificate)) {
            throw new TrustException(file + " holds a key for another certificate than "
                    + PkiLayout.prescriberCertificate(prescriberId) + ": run ./etp pki init --dir " + path);
        }
        return ProviderKeys.signingIdentity(certificate, entry.getPrivateKey(), prescriberId);
    }

    /**
     * The identity of the key {@code name} that the token {@code label} holds, with {@code certificate}; every
     * failure names the key and the token.
     */
    private SigningIdentity tokenIdentity(String name, X509Certificate certificate, String label, TokenOpener tokens)
            throws TrustException {
        Path library = tokenKeys.libraries().get(label);
        try {
            return tokens.open(label, library).signingIdentity(name, certificate);
        } catch (TokenException | IllegalArgumentException e) {
            throw new TrustException("the key of " + name + " (in the PKCS#11 token '" + label + "'): "
                    + e.getMessage(), e);
        }
    }

    /** Which keys of this directory a PKCS#11 token holds, by name. */
    public TokenKeys tokenKeys() {
        return tokenKeys;
    }

    /** The signer {@code ./etp sample} uses for {@code algorithm} when none is named: {@code hart-<algorithm>}. */
    public SigningIdentity defaultSigner(SignatureAlgorithm algorithm) throws TrustException {
        return defaultSigner(algorithm, TokenOpener.NONE);
    }

    /** The default signer of {@code algorithm}, its key from the token {@code tokens} opens when a token holds it. */
    public SigningIdentity defaultSigner(SignatureAlgorithm algorithm, TokenOpener tokens) throws TrustException {
        return signingIdentity(manifest.defaultSigners().get(algorithm), tokens);
    }

    /** The pharmacy's TLS key store (PKCS#12, alias {@value PkiLayout#PHARMACY_TLS_ALIAS}, {@link #password()}). */
    public KeyStore pharmacyTlsKeyStore() throws TrustException {
        return PkiFiles.readKeyStore(path.resolve(PkiLayout.PHARMACY_TLS_KEY_STORE), password);
    }

    /**
     * The prescriber service's TLS client key store (PKCS#12, alias {@value PkiLayout#PRESCRIBER_TLS_ALIAS},
     * {@link #password()}), which it presents to the pharmacy for mutual TLS.
     *
     * @throws TrustException when the file is missing, as in a PKI made before client certificates
     *         existed: the message says to make a new one
     */
    public KeyStore prescriberTlsKeyStore() throws TrustException {
        PkiFiles.requireFile(path, PkiLayout.PRESCRIBER_TLS_KEY_STORE);
        return PkiFiles.readKeyStore(path.resolve(PkiLayout.PRESCRIBER_TLS_KEY_STORE), password);
    }

    /** A trust store holding the root, for either end of a TLS connection: it anchors both TLS certificates. */
    public KeyStore tlsTrustStore() throws TrustException {
        return PkiFiles.trustStore(PkiLayout.ROOT_CA_ALIAS, rootCertificate, PkiLayout.ROOT_CA);
    }

    /**
     * The trust store a TLS server checks client certificates against: the service CA alone, which
     * issues TLS certificates and nothing else. Anchoring on the root instead would let any prescriber's
     * signing certificate, which chains to the same root, pass as a TLS client.
     */
    public KeyStore tlsClientTrustStore() throws TrustException {
        X509Certificate serviceCa = PkiFiles.readCertificate(path.resolve(PkiLayout.SERVICE_CA));
        return PkiFiles.trustStore(PkiLayout.SERVICE_CA_ALIAS, serviceCa, PkiLayout.SERVICE_CA);
    }

    /** The password of every key store here, as given to {@link #open(Path, char[])}; a copy. */
    public char[] password() {
        return password.clone();
    }

    @Override
    public String toString() {
        return "PkiDirectory[" + path + ", " + prescriberCertificates.size() + " prescribers]";
    }
}
