package org.etp.ac.pki;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.cert.CRLReason;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.openssl.jcajce.JcaPEMWriter;
import org.bouncycastle.pkcs.PKCS10CertificationRequest;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Prescriber;
import org.etp.ac.prescription.PrescriberRole;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.trust.PrescriberRegistry;
import org.etp.ac.trust.TrustException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link PendingKeys} and {@link PkiImport}: a key and its request, then the certificate a CA of one's own issued
 * for it, taken in only when every check passes; a refusal leaves every file of the directory as it was.
 */
class PkiImportTests {

    private static final PrescriberIdentity LEE = new PrescriberIdentity(new Prescriber("Dr Ada Lee", "GMC 7300001",
            PrescriberRole.GENERAL_PRACTITIONER), new Organisation("Y34567", "Brookside Surgery"));

    @TempDir
    Path work;

    PkiDirectory pki;
    Instant now;
    CertificateAuthority acme;
    Path acmeFile;
    Path acmeCrl;

    @BeforeEach
    void setUp() throws Exception {
        pki = DemoPki.init(work.resolve("pki"));
        now = Instant.now();
        acme = CertificateAuthority.selfSigned(new X500Principal("CN=Acme Health Root CA, O=Acme Health, C=GB"),
                KeyPairs.generate(SignatureAlgorithm.ECP256), now.minus(Duration.ofDays(1)),
                now.plus(Duration.ofDays(365)), 0);
        acmeFile = pem(work.resolve("acme-root.pem"), acme.certificate());
        acmeCrl = pem(work.resolve("acme.crl.pem"), acme.issueCrl(List.of(), CRLReason.UNSPECIFIED,
                now.minus(Duration.ofMinutes(1)), now.plus(Duration.ofDays(7))));
    }

    @Test
    void importsAPrescriberIssuedUnderAnImportedAnchorAsADemoOne() throws Exception {
        PKCS10CertificationRequest request = leeRequest();
        assertThat(SigningRequests.kind(request)).isEqualTo(CertificateKind.PRESCRIBER);
        PkiImport.anchors(pki, List.of(acmeFile), acmeCrl, now);
        X509Certificate lee = issued(request, CertificateKind.PRESCRIBER, Duration.ofHours(-1), Duration.ofDays(30));

        PkiImport.Imported imported = PkiImport.certificate(pki.reopen(), List.of(lee), null, now);

        assertThat(imported.name()).isEqualTo("lee-ecp256");
        assertThat(imported.kind()).isEqualTo("prescriber");
        PkiDirectory after = pki.reopen();
        assertThat(after.importedAnchors()).containsOnlyKeys("acme-root");
        assertThat(after.prescriberIds()).endsWith("lee-ecp256").contains("hart-rsa2048");
        assertThat(after.signingIdentity("lee-ecp256").certificate()).isEqualTo(lee);
        assertThat(after.prescribers().get(after.prescribers().size() - 1).identity()).isEqualTo(LEE);
        assertThat(work.resolve("pki").resolve(PkiLayout.pendingKeyStore("lee-ecp256"))).doesNotExist();
        PrescriberRegistry registry = PrescriberRegistry.load(after, now);
        assertThat(registry.excluded()).isEmpty();
        assertThat(registry.lookup(LEE.subject(), SignatureAlgorithm.ECP256, now).chain())
                .containsExactly(LEE.subject(), acme.subject());
        assertThat(Files.readString(work.resolve("pki").resolve(PkiLayout.MANIFEST)))
                .startsWith("# ETP demo PKI").contains("prescriber.lee-ecp256.name=Dr Ada Lee");
    }

    @Test
    void refusesACertificateChainingToNoAnchorAndChangesNothing() throws Exception {
        PKCS10CertificationRequest request = leeRequest();
        X509Certificate lee = issued(request, CertificateKind.PRESCRIBER, Duration.ofHours(-1), Duration.ofDays(30));

        assertRefusedChangingNothing(() -> PkiImport.certificate(pki, List.of(lee), null, now),
                "does not chain to a trust anchor");
    }

    @Test
    void refusesACertificateForAnotherKeyAndChangesNothing() throws Exception {
        leeRequest();
        PkiImport.anchors(pki, List.of(acmeFile), acmeCrl, now);
        X509Certificate other = acme.issuePrescriber(LEE.subject(),
                KeyPairs.generate(SignatureAlgorithm.ECP256).getPublic(), now.minus(Duration.ofHours(1)),
                now.plus(Duration.ofDays(30)));

        assertRefusedChangingNothing(() -> PkiImport.certificate(pki.reopen(), List.of(other), null, now),
                "is for no key made by ./etp pki csr");
    }

    @Test
    void refusesACertificateOfTheWrongKeyUsageAndChangesNothing() throws Exception {
        PKCS10CertificationRequest request = leeRequest();
        PkiImport.anchors(pki, List.of(acmeFile), acmeCrl, now);
        X509Certificate tls = issued(request, CertificateKind.TLS, Duration.ofHours(-1), Duration.ofDays(30));

        assertRefusedChangingNothing(() -> PkiImport.certificate(pki.reopen(), List.of(tls), null, now),
                "not the prescriber purpose");
    }

    @Test
    void refusesAnExpiredCertificateAndChangesNothing() throws Exception {
        PKCS10CertificationRequest request = leeRequest();
        PkiImport.anchors(pki, List.of(acmeFile), acmeCrl, now);
        X509Certificate expired = issued(request, CertificateKind.PRESCRIBER, Duration.ofDays(-2),
                Duration.ofHours(-1));

        assertRefusedChangingNothing(() -> PkiImport.certificate(pki.reopen(), List.of(expired), null, now),
                "expired at");
    }

    @Test
    void refusesAPrescriberWhoseRevocationStatusIsUnknownUntilItsCaCrlIsGiven() throws Exception {
        PKCS10CertificationRequest request = leeRequest();
        PkiImport.anchors(pki, List.of(acmeFile), null, now);
        X509Certificate lee = issued(request, CertificateKind.PRESCRIBER, Duration.ofHours(-1), Duration.ofDays(30));

        assertRefusedChangingNothing(() -> PkiImport.certificate(pki.reopen(), List.of(lee), null, now),
                "import the CA's CRL with --crl FILE");
        PkiImport.certificate(pki.reopen(), List.of(lee), acmeCrl, now);
        assertThat(pki.reopen().crls()).hasSize(2);
    }

    @Test
    void refusesANameAlreadyTakenAndChangesNothing() throws Exception {
        assertRefusedChangingNothing(() -> PendingKeys.request(pki, "hart-rsa2048", CertificateKind.PRESCRIBER,
                LEE.subject(), SignatureAlgorithm.RSA2048), "already taken");
        assertRefusedChangingNothing(() -> PendingKeys.request(pki, "root-ca", CertificateKind.TLS,
                new X500Principal("CN=intake.example"), SignatureAlgorithm.ECP256), "already taken");
        PkiImport.anchors(pki, List.of(acmeFile), null, now);
        assertRefusedChangingNothing(() -> PkiImport.anchors(pki.reopen(), List.of(acmeFile), null, now),
                "already taken");
    }

    @Test
    void refusesAnAnchorThatIsNoSelfSignedCaAndChangesNothing() throws Exception {
        Path prescriberCa = pem(work.resolve("not-a-root.pem"), pki.prescriberCaCertificate());
        Path leaf = pem(work.resolve("a-leaf.pem"), pki.prescriberCertificate("hart-rsa2048"));

        assertRefusedChangingNothing(() -> PkiImport.anchors(pki, List.of(prescriberCa), null, now), "self-signed");
        assertRefusedChangingNothing(() -> PkiImport.anchors(pki, List.of(leaf), null, now), "self-signed");
    }

    @Test
    void refusesAnAnchorNamedAsACaTheDirectoryHoldsAndChangesNothing() throws Exception {
        CertificateAuthority namesake = CertificateAuthority.selfSigned(DemoPki.PRESCRIBER_CA_NAME,
                KeyPairs.generate(SignatureAlgorithm.ECP256), now.minus(Duration.ofDays(1)),
                now.plus(Duration.ofDays(30)), 0);
        Path file = pem(work.resolve("namesake.pem"), namesake.certificate());

        assertRefusedChangingNothing(() -> PkiImport.anchors(pki, List.of(file), null, now), "already holds");
    }

    @Test
    void refusesASubjectThatIsNoPrescribersForAPrescriberKey() throws Exception {
        assertRefusedChangingNothing(() -> PendingKeys.request(pki, "lee", CertificateKind.PRESCRIBER,
                new X500Principal("CN=Dr Ada Lee, O=Brookside Surgery, C=GB"), SignatureAlgorithm.ECP256),
                "is not a prescriber's subject");
    }

    @Test
    void importsAPharmacySigningCertificateUnderImported() throws Exception {
        PKCS10CertificationRequest request = PendingKeys.request(pki, "brook-pharmacy", CertificateKind.PHARMACY,
                new X500Principal("CN=Brook Pharmacy, OU=FB456, O=Brook Pharmacy, C=GB"), SignatureAlgorithm.ECP256);
        PkiImport.anchors(pki, List.of(acmeFile), null, now);
        X509Certificate signing = issued(request, CertificateKind.PHARMACY, Duration.ofHours(-1), Duration.ofDays(30));

        PkiImport.Imported imported = PkiImport.certificate(pki.reopen(), List.of(signing), null, now);

        assertThat(imported.files()).containsExactly(PkiLayout.importedCertificate("brook-pharmacy"),
                PkiLayout.importedKeyStore("brook-pharmacy"));
        assertThat(PkiInventory.named(pki.reopen(), "brook-pharmacy").kind()).isEqualTo("pharmacy");
    }

    @Test
    void listsEveryCertificateAndPendingKey() throws Exception {
        PendingKeys.request(pki, "intake", CertificateKind.TLS, new X500Principal("CN=intake.example, O=Acme, C=GB"),
                SignatureAlgorithm.RSA2048);
        PkiImport.anchors(pki, List.of(acmeFile), acmeCrl, now);

        List<PkiInventory.Item> items = PkiInventory.of(pki.reopen());

        assertThat(items).extracting(PkiInventory.Item::name).startsWith("root-ca", "prescriber-ca", "service-ca",
                "acme-root", "hart-rsa2048").endsWith("intake");
        assertThat(PkiInventory.named(pki.reopen(), "vane-rsa2048").revocation()).isEqualTo("revoked");
        assertThat(PkiInventory.named(pki.reopen(), "hart-ed25519").revocation()).isEqualTo("not revoked");
        assertThat(PkiInventory.named(pki.reopen(), "intake").kind()).isEqualTo("pending tls");
        assertThat(PkiInventory.named(pki.reopen(), "intake").algorithm()).isEqualTo("rsa2048");
        assertThat(PkiInventory.named(pki.reopen(), "acme-root").kind()).isEqualTo("anchor");
    }

    private PKCS10CertificationRequest leeRequest() throws TrustException {
        return PendingKeys.request(pki, "lee-ecp256", CertificateKind.PRESCRIBER, LEE.subject(),
                SignatureAlgorithm.ECP256);
    }

    /** A certificate of {@code kind} by Acme for {@code request}, valid from now + {@code from} to now + {@code to}. */
    private X509Certificate issued(PKCS10CertificationRequest request, CertificateKind kind, Duration from,
            Duration to) throws TrustException {
        return acme.issue(request, kind, now.plus(from), now.plus(to));
    }

    private interface Refused {
        void run() throws Exception;
    }

    private void assertRefusedChangingNothing(Refused action, String why) throws Exception {
        Map<String, String> before = snapshot();
        assertThatThrownBy(action::run).isInstanceOf(TrustException.class).hasMessageContaining(why);
        assertThat(snapshot()).isEqualTo(before);
    }

    /** Every file of the directory with the SHA-256 of its content. */
    private Map<String, String> snapshot() throws IOException {
        Path root = work.resolve("pki");
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            walk.filter(Files::isRegularFile)
                    .forEach(file -> files.put(root.relativize(file).toString(), sha256(file)));
        }
        return files;
    }

    private static String sha256(Path file) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Path pem(Path file, Object object) throws IOException {
        try (Writer out = Files.newBufferedWriter(file); JcaPEMWriter pem = new JcaPEMWriter(out)) {
            pem.writeObject(object);
        }
        return file;
    }
}
