package org.etp.ac.pki;

import java.net.URI;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.cert.CRLReason;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Prescriber;
import org.etp.ac.prescription.PrescriberRole;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.token.Pkcs11Token;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.PkiManifest;
import org.etp.ac.trust.PrescriberEntry;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.trust.TokenKeys;
import org.etp.ac.trust.TrustException;

/**
 * Makes the demo PKI behind {@code ./etp pki init --dir DIR}, laid out as {@link PkiLayout} says:
 * ETP Demo Root CA → ETP Demo Prescriber CA → one certificate per {@link #roster() roster} entry (each issued
 * for a signing request, as {@code ./etp pki csr} makes one and a CA of one's own answers it), and
 * Root → ETP Demo Service CA → the pharmacy's TLS server certificate, the pharmacy's signing
 * certificate (for its receipts) and the prescriber service's TLS client certificate (for mutual TLS). The prescriber CA's CRL revokes Dr Vane (keyCompromise).
 * CA and TLS keys are ECDSA P-256; each prescriber key is of its entry's algorithm.
 *
 * <p>Prescriber certificates are valid for {@link #PRESCRIBER_VALIDITY} from yesterday, and so is
 * the CRL (its nextUpdate), so that a demo PKI keeps working for its whole life; a production CRL
 * would be re-issued daily. The CA keys are written next to their certificates so that tests can
 * issue more certificates ({@link #prescriberCa(PkiDirectory)}): this is a demo, not a real CA. Every
 * key store has the demo password unless another is given; the apps read it as {@code etp.pki.password}.
 * Given a PKCS#11 token, the prescribers' keys and the pharmacy's signing key are made in it instead
 * ({@code ./etp pki init --token}), but for the Ed25519 one, which no token holds.
 */
public final class DemoPki {

    public static final Duration PRESCRIBER_VALIDITY = Duration.ofDays(730);

    public static final X500Principal ROOT_NAME = new X500Principal("CN=ETP Demo Root CA, O=ETP Demo, C=GB");
    public static final X500Principal PRESCRIBER_CA_NAME = new X500Principal(
            "CN=ETP Demo Prescriber CA, O=ETP Demo, C=GB");
    public static final X500Principal SERVICE_CA_NAME = new X500Principal("CN=ETP Demo Service CA, O=ETP Demo, C=GB");
    public static final X500Principal PHARMACY_NAME = new X500Principal("CN=localhost, O=ETP Demo Pharmacy, C=GB");
    /** The demo pharmacy (ODS FA123) as the signer of its receipts. */
    public static final X500Principal PHARMACY_SIGNING_NAME = new X500Principal(
            "CN=Riverside Pharmacy, OU=FA123, O=ETP Demo Pharmacy, C=GB");
    public static final X500Principal PRESCRIBER_SERVICE_NAME = new X500Principal(
            "CN=ETP Demo Prescriber Service, O=ETP Demo, C=GB");

    private static final Organisation RIVERSIDE = new Organisation("Y12345", "Riverside Medical Practice");
    private static final Organisation HILLVIEW = new Organisation("Y23456", "Hillview Surgery");
    private static final PrescriberIdentity HART = gp("Dr Amelia Hart", "GMC 7012345", RIVERSIDE);
    private static final PrescriberIdentity OKAFOR = gp("Dr Chidi Okafor", "GMC 7123456", HILLVIEW);
    private static final PrescriberIdentity PATEL = new PrescriberIdentity(
            new Prescriber("Priya Patel", "NMC 12A3456E", PrescriberRole.NURSE_INDEPENDENT_PRESCRIBER), RIVERSIDE);
    private static final PrescriberIdentity VANE = gp("Dr Gregory Vane", "GMC 6999999", HILLVIEW);

    private static final List<PrescriberEntry> ROSTER = List.of(
            new PrescriberEntry("hart-rsa2048", HART, SignatureAlgorithm.RSA2048, false),
            new PrescriberEntry("hart-ecp256", HART, SignatureAlgorithm.ECP256, false),
            new PrescriberEntry("hart-ed25519", HART, SignatureAlgorithm.ED25519, false),
            new PrescriberEntry("okafor-rsa2048", OKAFOR, SignatureAlgorithm.RSA2048, false),
            new PrescriberEntry("patel-ecp256", PATEL, SignatureAlgorithm.ECP256, false),
            new PrescriberEntry("vane-rsa2048", VANE, SignatureAlgorithm.RSA2048, true));

    private DemoPki() {
    }

    /** The demo prescribers; Dr Hart holds one certificate per algorithm. */
    public static List<PrescriberEntry> roster() {
        return ROSTER;
    }

    /** The id of the default signer for {@code algorithm}: {@code hart-<algorithm>}. */
    public static String defaultSignerId(SignatureAlgorithm algorithm) {
        return "hart-" + algorithm.id();
    }

    /** Makes a demo PKI in {@code dir}, which must not exist or be empty. */
    public static PkiDirectory init(Path dir) throws TrustException {
        return init(dir, false);
    }

    /**
     * Makes a demo PKI in {@code dir}, its key stores protected by {@link PkiLayout#DEMO_PASSWORD}. An
     * existing PKI there is replaced only when {@code replace} is set; a non-empty directory that holds no
     * PKI is never written into.
     */
    public static PkiDirectory init(Path dir, boolean replace) throws TrustException {
        return init(dir, replace, PkiLayout.DEMO_PASSWORD.toCharArray());
    }

    /**
     * Makes a demo PKI in {@code dir} as {@link #init(Path, boolean)} does,
     * its key stores protected by {@code password}.
     */
    public static PkiDirectory init(Path dir, boolean replace, char[] password) throws TrustException {
        return init(dir, replace, password, Optional.empty());
    }

    /**
     * Makes a demo PKI in {@code dir} as {@link #init(Path, boolean, char[])} does, every prescriber certificate
     * naming {@code responder} (when given) as its OCSP responder: a {@link DemoResponder} there answers for them.
     */
    public static PkiDirectory init(Path dir, boolean replace, char[] password, Optional<URI> responder)
            throws TrustException {
        return init(dir, replace, password, responder, null);
    }

    /**
     * Makes a demo PKI as {@link #init(Path, boolean, char[], Optional)} does, the prescribers' keys and the pharmacy's
     * signing key made in {@code token} when it is not null (all but Ed25519 ones, which no token holds): only their
     * certificates go to {@code dir}, and {@value PkiLayout#TOKEN_KEYS} says which token holds which key.
     */
    public static PkiDirectory init(Path dir, boolean replace, char[] password, Optional<URI> responder,
            Pkcs11Token token) throws TrustException {
        PkiFileWriter files = PkiFileWriter.into(dir, replace, password);
        return init(dir, files, password, responder, SigningKeys.in(files, token, TokenKeys.none()));
    }

    /**
     * Makes a demo PKI as {@link #init(Path, boolean, char[], Optional)} does, each prescriber's keys made in the
     * token {@code tokens} gives for the prescriber id (a person's own token; null: in software), but for the
     * Ed25519 ones, which no token holds; the pharmacy's signing key in the token it gives for
     * {@value PkiLayout#PHARMACY_SIGNING_ALIAS}.
     */
    public static PkiDirectory initWithTokens(Path dir, boolean replace, char[] password, Optional<URI> responder,
            Function<String, Pkcs11Token> tokens) throws TrustException {
        PkiFileWriter files = PkiFileWriter.into(dir, replace, password);
        return init(dir, files, password, responder, SigningKeys.each(files, tokens, TokenKeys.none()));
    }

    private static PkiDirectory init(Path dir, PkiFileWriter files, char[] password, Optional<URI> responder,
            SigningKeys signingKeys) throws TrustException {
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        Instant start = now.minus(Duration.ofDays(1));
        Instant end = start.plus(PRESCRIBER_VALIDITY);

        CertificateAuthority root = CertificateAuthority.selfSigned(ROOT_NAME, caKeys(), start,
                start.plus(Duration.ofDays(3650)), 1);
        CertificateAuthority prescriberCa = root.issueAuthority(PRESCRIBER_CA_NAME, caKeys(), start,
                start.plus(Duration.ofDays(1825)), 0);
        CertificateAuthority serviceCa = root.issueAuthority(SERVICE_CA_NAME, caKeys(), start,
                start.plus(Duration.ofDays(1825)), 0);
        files.authority(root, PkiLayout.ROOT_CA, PkiLayout.ROOT_CA_KEY_STORE, PkiLayout.ROOT_CA_ALIAS, null);
        files.authority(prescriberCa, PkiLayout.PRESCRIBER_CA, PkiLayout.PRESCRIBER_CA_KEY_STORE,
                PkiLayout.PRESCRIBER_CA_ALIAS, root);
        files.authority(serviceCa, PkiLayout.SERVICE_CA, PkiLayout.SERVICE_CA_KEY_STORE, PkiLayout.SERVICE_CA_ALIAS,
                root);

        List<X509Certificate> revoked = new ArrayList<>();
        for (PrescriberEntry entry : ROSTER) {
            // The one way a certificate is made: a key, its signing request, the CA's answer to the request.
            SigningKeys.Made keys = signingKeys.make(entry.id(), entry.algorithm());
            X509Certificate certificate = prescriberCa.issue(SigningRequests.make(entry.identity().subject(),
                    keys.keys(), CertificateKind.PRESCRIBER, SigningKeys.provider(keys)),
                    CertificateKind.PRESCRIBER, start, end, responder);
            files.pem(PkiLayout.prescriberCertificate(entry.id()), certificate);
            signingKeys.store(PkiLayout.prescriberKeyStore(entry.id()), entry.id(), keys,
                    List.of(certificate, prescriberCa.certificate(), root.certificate()));
            if (entry.revoked()) {
                revoked.add(certificate);
            }
        }
        files.pem(PkiLayout.PRESCRIBER_CA_CRL,
                prescriberCa.issueCrl(revoked, CRLReason.KEY_COMPROMISE, now.minus(Duration.ofMinutes(1)), end));

        KeyPair tlsKeys = KeyPairs.generate(SignatureAlgorithm.ECP256);
        X509Certificate tls = serviceCa.issueTlsServer(PHARMACY_NAME, tlsKeys.getPublic(), start, end,
                List.of("localhost"), List.of("127.0.0.1"));
        files.pem(PkiLayout.PHARMACY_TLS, tls, serviceCa.certificate());
        files.keyStore(PkiLayout.PHARMACY_TLS_KEY_STORE, PkiLayout.PHARMACY_TLS_ALIAS, tlsKeys.getPrivate(),
                List.of(tls, serviceCa.certificate(), root.certificate()));

        SigningKeys.Made pharmacyKeys = signingKeys.make(PkiLayout.PHARMACY_SIGNING_ALIAS,
                SignatureAlgorithm.ECP256);
        X509Certificate signing = serviceCa.issueServiceSigner(PHARMACY_SIGNING_NAME, pharmacyKeys.keys().getPublic(),
                start, end, KeyPurposeId.getInstance(new ASN1ObjectIdentifier(PkiLayout.PHARMACY_SIGNING_PURPOSE)));
        files.pem(PkiLayout.PHARMACY_SIGNING, signing, serviceCa.certificate());
        signingKeys.store(PkiLayout.PHARMACY_SIGNING_KEY_STORE, PkiLayout.PHARMACY_SIGNING_ALIAS, pharmacyKeys,
                List.of(signing, serviceCa.certificate(), root.certificate()));

        KeyPair clientKeys = KeyPairs.generate(SignatureAlgorithm.ECP256);
        X509Certificate client = serviceCa.issueTlsClient(PRESCRIBER_SERVICE_NAME, clientKeys.getPublic(), start, end);
        files.pem(PkiLayout.PRESCRIBER_TLS, client, serviceCa.certificate());
        files.keyStore(PkiLayout.PRESCRIBER_TLS_KEY_STORE, PkiLayout.PRESCRIBER_TLS_ALIAS, clientKeys.getPrivate(),
                List.of(client, serviceCa.certificate(), root.certificate()));

        Map<SignatureAlgorithm, String> defaults = new EnumMap<>(SignatureAlgorithm.class);
        for (SignatureAlgorithm algorithm : SignatureAlgorithm.values()) {
            defaults.put(algorithm, defaultSignerId(algorithm));
        }
        signingKeys.writeTokenKeys();
        // Written last: a directory without its manifest is an unfinished PKI and is not opened.
        files.text(PkiLayout.MANIFEST, DemoManifest.text(new PkiManifest(ROSTER, defaults), now, password));
        return PkiDirectory.open(dir, password);
    }

    /** The prescriber CA of a PKI made here, with its key, to issue more prescriber certificates (tests, demos). */
    public static CertificateAuthority prescriberCa(PkiDirectory pki) throws TrustException {
        return CertificateAuthority.read(pki, PkiLayout.PRESCRIBER_CA_KEY_STORE, PkiLayout.PRESCRIBER_CA_ALIAS);
    }

    /** The service CA of a PKI made here, with its key, to issue more service certificates (tests). */
    public static CertificateAuthority serviceCa(PkiDirectory pki) throws TrustException {
        return CertificateAuthority.read(pki, PkiLayout.SERVICE_CA_KEY_STORE, PkiLayout.SERVICE_CA_ALIAS);
    }

    /** The root CA of a PKI this class made, with its key, to issue more CAs (tests, demos). */
    public static CertificateAuthority rootCa(PkiDirectory pki) throws TrustException {
        return CertificateAuthority.read(pki, PkiLayout.ROOT_CA_KEY_STORE, PkiLayout.ROOT_CA_ALIAS);
    }

    private static KeyPair caKeys() throws TrustException {
        return KeyPairs.generate(SignatureAlgorithm.ECP256);
    }

    private static PrescriberIdentity gp(String name, String registration, Organisation organisation) {
        return new PrescriberIdentity(new Prescriber(name, registration, PrescriberRole.GENERAL_PRACTITIONER),
                organisation);
    }
}
