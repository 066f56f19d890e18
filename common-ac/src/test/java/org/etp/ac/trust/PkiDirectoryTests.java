package org.etp.ac.trust;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.stream.Stream;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.PrescriberRole;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class PkiDirectoryTests {

    @TempDir
    static Path dir;

    static PkiDirectory pki;

    @BeforeAll
    static void generate() throws Exception {
        DemoPki.init(dir);
        pki = PkiDirectory.open(dir);
    }

    @Test
    void readsTheTrustMaterial() throws Exception {
        assertThat(pki.rootCertificate().getSubjectX500Principal()).isEqualTo(DemoPki.ROOT_NAME);
        assertThat(pki.prescriberCaCertificate().getSubjectX500Principal()).isEqualTo(DemoPki.PRESCRIBER_CA_NAME);
        assertThat(pki.crl().getIssuerX500Principal()).isEqualTo(DemoPki.PRESCRIBER_CA_NAME);
        assertThat(pki.prescriberCertificates()).hasSize(6);
        assertThat(pki.prescribers()).isEqualTo(DemoPki.roster());
        var patel = PrescriberIdentity.fromSubject(pki.prescriberCertificate("patel-ecp256").getSubjectX500Principal());
        assertThat(patel.prescriber().name()).isEqualTo("Priya Patel");
        assertThat(patel.prescriber().role()).isEqualTo(PrescriberRole.NURSE_INDEPENDENT_PRESCRIBER);
    }

    @Test
    void givesEachPrescribersKeyWithItsCertificate() throws Exception {
        for (PrescriberEntry entry : pki.prescribers()) {
            SigningIdentity identity = pki.signingIdentity(entry.id());
            assertThat(identity.certificate()).isEqualTo(pki.prescriberCertificate(entry.id()));
            assertThat(identity.algorithm()).isEqualTo(entry.algorithm());
            assertThat(identity.subject()).isEqualTo(entry.identity().subject());
        }
    }

    @ParameterizedTest
    @EnumSource(SignatureAlgorithm.class)
    void defaultSignerIsHartForEachAlgorithm(SignatureAlgorithm algorithm) throws Exception {
        SigningIdentity signer = pki.defaultSigner(algorithm);
        assertThat(signer.algorithm()).isEqualTo(algorithm);
        assertThat(signer.certificate()).isEqualTo(pki.prescriberCertificate("hart-" + algorithm.id()));
    }

    @Test
    void refusesAnUnknownPrescriberNamingTheKnownOnes() {
        assertThatThrownBy(() -> pki.signingIdentity("nobody")).isInstanceOf(TrustException.class)
                .hasMessageContaining("nobody").hasMessageContaining("hart-rsa2048");
    }

    @Test
    void givesThePrescriberServiceTlsKeyStore() throws Exception {
        KeyStore tls = pki.prescriberTlsKeyStore();

        assertThat(tls.isKeyEntry(PkiLayout.PRESCRIBER_TLS_ALIAS)).isTrue();
        assertThat(tls.getKey(PkiLayout.PRESCRIBER_TLS_ALIAS, pki.password())).isNotNull();
    }

    @Test
    void saysToMakeANewPkiWhenItHoldsNoClientTlsCertificate(@TempDir Path old) throws Exception {
        DemoPki.init(old);
        Files.delete(old.resolve(PkiLayout.PRESCRIBER_TLS_KEY_STORE));
        PkiDirectory older = PkiDirectory.open(old);

        assertThatThrownBy(older::prescriberTlsKeyStore).isInstanceOf(TrustException.class)
                .hasMessageContaining(PkiLayout.PRESCRIBER_TLS_KEY_STORE).hasMessageContaining("./etp pki init");
    }

    @Test
    void givesThePharmacyTlsKeyStoreAndAClientTrustStore() throws Exception {
        KeyStore tls = pki.pharmacyTlsKeyStore();
        assertThat(tls.isKeyEntry(PkiLayout.PHARMACY_TLS_ALIAS)).isTrue();
        assertThat(tls.getKey(PkiLayout.PHARMACY_TLS_ALIAS, pki.password())).isNotNull();
        KeyStore trust = pki.tlsTrustStore();
        assertThat(trust.getCertificate(PkiLayout.ROOT_CA_ALIAS)).isEqualTo(pki.rootCertificate());
    }

    @Test
    void saysToRunPkiInitWhenTheDirectoryIsMissing(@TempDir Path parent) {
        Path missing = parent.resolve("pki");
        assertThatThrownBy(() -> PkiDirectory.open(missing)).isInstanceOf(TrustException.class)
                .hasMessageContaining("./etp pki init --dir " + missing);
    }

    @Test
    void saysToRunPkiInitWhenTheDirectoryIsEmpty(@TempDir Path empty) {
        assertThatThrownBy(() -> PkiDirectory.open(empty)).isInstanceOf(TrustException.class)
                .hasMessageContaining(PkiLayout.MANIFEST).hasMessageContaining("./etp pki init --dir " + empty);
    }

    @Test
    void namesTheMissingFileOfAnIncompleteDirectory(@TempDir Path copy) throws Exception {
        copyPki(copy);
        Files.delete(copy.resolve(PkiLayout.prescriberKeyStore("patel-ecp256")));
        assertThatThrownBy(() -> PkiDirectory.open(copy)).isInstanceOf(TrustException.class)
                .hasMessageContaining("patel-ecp256.p12").hasMessageContaining("incomplete")
                .hasMessageContaining("./etp pki init");
    }

    @Test
    void namesTheMissingCrl(@TempDir Path copy) throws Exception {
        copyPki(copy);
        Files.delete(copy.resolve(PkiLayout.PRESCRIBER_CA_CRL));
        assertThatThrownBy(() -> PkiDirectory.open(copy)).isInstanceOf(TrustException.class)
                .hasMessageContaining("prescriber-ca.crl.pem").hasMessageContaining("./etp pki init");
    }

    @Test
    void refusesAManifestWithoutAPrescribersEntries(@TempDir Path copy) throws Exception {
        copyPki(copy);
        Path manifest = copy.resolve(PkiLayout.MANIFEST);
        Files.writeString(manifest, Files.readString(manifest).replaceAll("(?m)^prescriber\\.okafor-rsa2048\\.name=.*$",
                ""));
        assertThatThrownBy(() -> PkiDirectory.open(copy)).isInstanceOf(TrustException.class)
                .hasMessageContaining("prescriber.okafor-rsa2048.name");
    }

    @Test
    void refusesAManifestWhoseDefaultSignerItDoesNotList(@TempDir Path copy) throws Exception {
        copyPkiWithManifest(copy, "default.ecp256=hart-ecp256", "default.ecp256=nobody");
        assertThatThrownBy(() -> PkiDirectory.open(copy)).isInstanceOf(TrustException.class)
                .hasMessageContaining("default signer 'nobody'").hasMessageContaining("./etp pki init --dir " + copy);
    }

    private static void copyPkiWithManifest(Path target, String line, String replacement) throws Exception {
        copyPki(target);
        Path manifest = target.resolve(PkiLayout.MANIFEST);
        Files.writeString(manifest, Files.readString(manifest).replace(line, replacement));
    }

    private static void copyPki(Path target) throws Exception {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path source : files.toList()) {
                Path destination = target.resolve(dir.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(destination);
                } else {
                    Files.copy(source, destination);
                }
            }
        }
    }
}
