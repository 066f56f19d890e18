package org.etp.ac.pki;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.CRLReason;
import java.security.cert.CertPathValidator;
import java.security.cert.CertificateFactory;
import java.security.cert.PKIXParameters;
import java.security.cert.TrustAnchor;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.openssl.jcajce.JcaPEMWriter;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiFiles;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.PrescriberEntry;
import org.etp.ac.trust.TrustException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class DemoPkiTests {

    @TempDir
    static Path dir;

    static PkiDirectory pki;
    static Instant generatedAt;

    @BeforeAll
    static void generate() throws Exception {
        generatedAt = Instant.now();
        pki = DemoPki.init(dir);
    }

    @Test
    void writesEveryFileOfTheLayout() {
        for (String file : List.of(PkiLayout.MANIFEST, PkiLayout.ROOT_CA, PkiLayout.ROOT_CA_KEY_STORE,
                PkiLayout.PRESCRIBER_CA, PkiLayout.PRESCRIBER_CA_KEY_STORE, PkiLayout.PRESCRIBER_CA_CRL,
                PkiLayout.SERVICE_CA, PkiLayout.SERVICE_CA_KEY_STORE, PkiLayout.PHARMACY_TLS,
                PkiLayout.PHARMACY_TLS_KEY_STORE, PkiLayout.PRESCRIBER_TLS, PkiLayout.PRESCRIBER_TLS_KEY_STORE)) {
            assertThat(dir.resolve(file)).isRegularFile();
        }
        for (PrescriberEntry entry : DemoPki.roster()) {
            assertThat(dir.resolve(PkiLayout.prescriberCertificate(entry.id()))).isRegularFile();
            assertThat(dir.resolve(PkiLayout.prescriberKeyStore(entry.id()))).isRegularFile();
        }
    }

    @Test
    void issuesTheDemoRoster() {
        assertThat(pki.prescriberIds()).containsExactly("hart-rsa2048", "hart-ecp256", "hart-ed25519",
                "okafor-rsa2048", "patel-ecp256", "vane-rsa2048");
        for (PrescriberEntry entry : DemoPki.roster()) {
            X509Certificate certificate = certificate(entry.id());
            assertThat(certificate.getSubjectX500Principal()).isEqualTo(entry.identity().subject());
            assertThat(SignatureAlgorithm.forKey(certificate.getPublicKey())).contains(entry.algorithm());
        }
    }

    @Test
    void givesHartOneCertificatePerAlgorithmUnderOneSubjectWithDistinctKeys() {
        List<X509Certificate> hart = List.of(certificate("hart-rsa2048"), certificate("hart-ecp256"),
                certificate("hart-ed25519"));
        assertThat(hart).extracting(X509Certificate::getSubjectX500Principal).containsOnly(
                certificate("hart-rsa2048").getSubjectX500Principal());
        assertThat(hart.get(0).getSubjectX500Principal().getName()).contains("CN=Dr Amelia Hart", "OU=Y12345");
        assertThat(hart).extracting(X509Certificate::getPublicKey).doesNotHaveDuplicates();
    }

    @Test
    void chainsEveryPrescriberToTheRootThroughThePrescriberCa() throws Exception {
        PKIXParameters parameters = new PKIXParameters(Set.of(new TrustAnchor(pki.rootCertificate(), null)));
        parameters.setRevocationEnabled(false);
        for (String id : pki.prescriberIds()) {
            var path = CertificateFactory.getInstance("X.509")
                    .generateCertPath(List.of(certificate(id), pki.prescriberCaCertificate()));
            CertPathValidator.getInstance("PKIX").validate(path, parameters);
        }
        assertThat(pki.prescriberCaCertificate().getIssuerX500Principal())
                .isEqualTo(pki.rootCertificate().getSubjectX500Principal());
    }

    @Test
    void makesPrescriberCertificatesForSigningValidTwoYearsFromYesterday() {
        for (String id : pki.prescriberIds()) {
            X509Certificate certificate = certificate(id);
            assertThat(certificate.getBasicConstraints()).isEqualTo(-1);
            assertThat(certificate.getCriticalExtensionOIDs()).contains(Extension.keyUsage.getId());
            boolean[] usage = certificate.getKeyUsage();
            assertThat(usage[0]).as("digitalSignature").isTrue();
            assertThat(usage[1]).as("nonRepudiation").isTrue();
            assertThat(usage[5]).as("keyCertSign").isFalse();
            Instant notBefore = certificate.getNotBefore().toInstant();
            assertThat(notBefore).isBetween(generatedAt.minus(Duration.ofDays(1)).minusSeconds(5),
                    generatedAt.minus(Duration.ofHours(23)));
            assertThat(Duration.between(notBefore, certificate.getNotAfter().toInstant()).toDays()).isEqualTo(730);
            assertThat(certificate.getExtensionValue(Extension.authorityKeyIdentifier.getId())).isNotNull();
            assertThat(certificate.getExtensionValue(Extension.subjectKeyIdentifier.getId())).isNotNull();
        }
    }

    @Test
    void issuesEveryPrescriberForPrescribingAloneThroughASigningRequest() throws Exception {
        for (String id : pki.prescriberIds()) {
            X509Certificate certificate = certificate(id);
            assertThat(certificate.getExtendedKeyUsage()).as(id).containsExactly(PkiLayout.PRESCRIBING_PURPOSE);
            CertificateKind.PRESCRIBER.check(certificate);
        }
    }

    @Test
    void makesCaCertificatesThatMayOnlySignCertificatesAndCrls() throws Exception {
        X509Certificate root = pki.rootCertificate();
        X509Certificate prescriberCa = pki.prescriberCaCertificate();
        root.verify(root.getPublicKey());
        prescriberCa.verify(root.getPublicKey());
        assertThat(root.getBasicConstraints()).isEqualTo(1);
        assertThat(prescriberCa.getBasicConstraints()).isEqualTo(0);
        for (X509Certificate ca : List.of(root, prescriberCa)) {
            assertThat(ca.getKeyUsage()[5]).as("keyCertSign").isTrue();
            assertThat(ca.getKeyUsage()[6]).as("cRLSign").isTrue();
            assertThat(ca.getKeyUsage()[0]).as("digitalSignature").isFalse();
            assertThat(ca.getCriticalExtensionOIDs()).contains(Extension.basicConstraints.getId());
            assertThat(ca.getExtensionValue(Extension.subjectKeyIdentifier.getId())).isNotNull();
        }
        assertThat(prescriberCa.getExtensionValue(Extension.authorityKeyIdentifier.getId())).isNotNull();
    }

    @Test
    void revokesVaneAloneOnTheCrlForKeyCompromise() throws Exception {
        X509CRL crl = pki.crl();
        crl.verify(pki.prescriberCaCertificate().getPublicKey());
        assertThat(crl.getRevokedCertificates()).hasSize(1);
        var entry = crl.getRevokedCertificate(certificate("vane-rsa2048"));
        assertThat(entry).isNotNull();
        assertThat(entry.getRevocationReason()).isEqualTo(CRLReason.KEY_COMPROMISE);
        for (String id : List.of("hart-rsa2048", "hart-ecp256", "hart-ed25519", "okafor-rsa2048", "patel-ecp256")) {
            assertThat(crl.isRevoked(certificate(id))).as(id).isFalse();
        }
        assertThat(crl.getNextUpdate().toInstant()).isAfter(generatedAt.plus(Duration.ofDays(700)));
    }

    @Test
    void makesATlsServerCertificateForLocalhostUnderTheServiceCa() throws Exception {
        KeyStore store = pki.pharmacyTlsKeyStore();
        var entry = (KeyStore.PrivateKeyEntry) store.getEntry(PkiLayout.PHARMACY_TLS_ALIAS,
                new KeyStore.PasswordProtection(PkiLayout.DEMO_PASSWORD.toCharArray()));
        X509Certificate tls = (X509Certificate) entry.getCertificate();
        assertThat(tls.getExtendedKeyUsage()).containsExactly("1.3.6.1.5.5.7.3.1");
        assertThat(tls.getSubjectAlternativeNames()).extracting(name -> (Object) name.get(1))
                .containsExactlyInAnyOrder("localhost", "127.0.0.1");
        assertThat(entry.getCertificateChain()).hasSize(3);
        X509Certificate serviceCa = (X509Certificate) entry.getCertificateChain()[1];
        tls.verify(serviceCa.getPublicKey());
        serviceCa.verify(pki.rootCertificate().getPublicKey());
        assertThat(serviceCa).isNotEqualTo(pki.prescriberCaCertificate());
    }

    @Test
    void makesATlsClientCertificateForThePrescriberServiceUnderTheServiceCa() throws Exception {
        var entry = (KeyStore.PrivateKeyEntry) pki.prescriberTlsKeyStore().getEntry(PkiLayout.PRESCRIBER_TLS_ALIAS,
                new KeyStore.PasswordProtection(PkiLayout.DEMO_PASSWORD.toCharArray()));
        X509Certificate client = (X509Certificate) entry.getCertificate();

        assertThat(client.getSubjectX500Principal()).isEqualTo(DemoPki.PRESCRIBER_SERVICE_NAME);
        assertThat(client.getExtendedKeyUsage()).containsExactly("1.3.6.1.5.5.7.3.2");
        assertThat(client.getBasicConstraints()).isEqualTo(-1);
        assertThat(client.getKeyUsage()[0]).as("digitalSignature").isTrue();
        assertThat(client.getSubjectAlternativeNames()).isNull();
        assertThat(entry.getCertificateChain()).hasSize(3);
        X509Certificate serviceCa = (X509Certificate) entry.getCertificateChain()[1];
        assertThat(serviceCa.getSubjectX500Principal()).isEqualTo(DemoPki.SERVICE_CA_NAME);
        client.verify(serviceCa.getPublicKey());
        assertThat(PkiFiles.readCertificates(dir.resolve(PkiLayout.PRESCRIBER_TLS))).containsExactly(client,
                serviceCa);
    }

    @Test
    void writesAManifestNamingEachPrescriberItsAlgorithmAndWhetherRevoked() throws Exception {
        Properties manifest = new Properties();
        try (var in = Files.newBufferedReader(dir.resolve(PkiLayout.MANIFEST))) {
            manifest.load(in);
        }
        assertThat(manifest.getProperty("prescriber.vane-rsa2048.name")).isEqualTo("Dr Gregory Vane");
        assertThat(manifest.getProperty("prescriber.vane-rsa2048.revoked")).isEqualTo("true");
        assertThat(manifest.getProperty("prescriber.patel-ecp256.algorithm")).isEqualTo("ecp256");
        assertThat(manifest.getProperty("prescriber.patel-ecp256.registration")).isEqualTo("NMC 12A3456E");
        assertThat(manifest.getProperty("prescriber.hart-ed25519.revoked")).isEqualTo("false");
        assertThat(manifest.getProperty("default.ed25519")).isEqualTo("hart-ed25519");
        assertThat(Files.readString(dir.resolve(PkiLayout.MANIFEST))).contains(PkiLayout.DEMO_PASSWORD,
                PkiLayout.PRESCRIBER_TLS_KEY_STORE);
    }

    @ParameterizedTest
    @EnumSource(SignatureAlgorithm.class)
    void storesKeysThatSignForTheirCertificates(SignatureAlgorithm algorithm) throws Exception {
        SigningIdentity signer = pki.defaultSigner(algorithm);
        byte[] message = "etp".getBytes();
        var signature = algorithm.newSignature();
        signature.initSign(signer.privateKey());
        signature.update(message);
        byte[] signed = signature.sign();
        var verifier = algorithm.newSignature();
        verifier.initVerify(certificate(DemoPki.defaultSignerId(algorithm)).getPublicKey());
        verifier.update(message);
        assertThat(verifier.verify(signed)).isTrue();
    }

    @Test
    void givesThePrescriberCaToIssueMoreCertificates() throws Exception {
        CertificateAuthority ca = DemoPki.prescriberCa(pki);
        var keys = KeyPairs.generate(SignatureAlgorithm.ECP256);
        Instant now = Instant.now();
        X509Certificate issued = ca.issuePrescriber(DemoPki.roster().get(0).identity().subject(), keys.getPublic(),
                now, now.plus(Duration.ofDays(1)));
        issued.verify(pki.prescriberCaCertificate().getPublicKey());
        assertThat(DemoPki.rootCa(pki).subject()).isEqualTo(DemoPki.ROOT_NAME);
    }

    @Test
    void refusesToOverwriteAnExistingPki() {
        assertThatThrownBy(() -> DemoPki.init(dir)).isInstanceOf(TrustException.class)
                .hasMessageContaining("already exists");
    }

    @Test
    void refusesToWriteIntoADirectoryThatHoldsSomethingElse(@TempDir Path other) throws Exception {
        Files.writeString(other.resolve("README.md"), "mine");
        assertThatThrownBy(() -> DemoPki.init(other, true)).isInstanceOf(TrustException.class)
                .hasMessageContaining("holds no ETP PKI");
        assertThat(Files.readString(other.resolve("README.md"))).isEqualTo("mine");
    }

    @Test
    void replacesAnExistingPkiOnlyWhenAsked(@TempDir Path other) throws Exception {
        X509Certificate first = DemoPki.init(other).rootCertificate();
        X509Certificate second = DemoPki.init(other, true).rootCertificate();
        assertThat(second).isNotEqualTo(first);
    }

    @Test
    void replacesAnExistingPkiWithNothingAnOperatorAddedToIt(@TempDir Path other, @TempDir Path elsewhere)
            throws Exception {
        PkiDirectory first = DemoPki.init(other);
        Instant now = Instant.now();
        CertificateAuthority acme = CertificateAuthority.selfSigned(new X500Principal("CN=Acme Health Root CA, C=GB"),
                KeyPairs.generate(SignatureAlgorithm.ECP256), now.minus(Duration.ofDays(1)),
                now.plus(Duration.ofDays(9)), 0);
        Path acmeFile = elsewhere.resolve("acme-root.pem");
        try (JcaPEMWriter pem = new JcaPEMWriter(Files.newBufferedWriter(acmeFile))) {
            pem.writeObject(acme.certificate());
        }
        PkiImport.anchors(first, List.of(acmeFile), null, now);
        PendingKeys.request(first, "intake", CertificateKind.TLS, new X500Principal("CN=intake.example"),
                SignatureAlgorithm.ECP256);

        PkiDirectory second = DemoPki.init(other, true);

        assertThat(second.importedAnchors()).isEmpty();
        assertThat(other.resolve(PkiLayout.ANCHORS)).doesNotExist();
        assertThat(other.resolve(PkiLayout.PENDING)).doesNotExist();
        assertThat(second.prescriberIds()).hasSize(DemoPki.roster().size());
    }

    private static X509Certificate certificate(String id) {
        try {
            return pki.prescriberCertificate(id);
        } catch (TrustException e) {
            throw new AssertionError(e);
        }
    }
}
