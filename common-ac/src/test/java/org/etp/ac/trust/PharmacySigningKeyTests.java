package org.etp.ac.trust;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyStore;
import java.security.Signature;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.etp.ac.pki.CertificateAuthority;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.pki.KeyPairs;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PharmacySigningKeyTests {

    @TempDir
    Path dir;

    @Test
    void readsTheKeyIssuedUnderTheServiceCaForSigningOnly() throws Exception {
        PkiDirectory pki = DemoPki.init(dir.resolve("pki"));

        SigningIdentity pharmacy = PharmacySigningKey.read(pki, Instant.now());

        X509Certificate certificate = pharmacy.certificate();
        X509Certificate serviceCa = PkiFiles.readCertificate(pki.path().resolve(PkiLayout.SERVICE_CA));
        assertThat(certificate.getIssuerX500Principal()).isEqualTo(DemoPki.SERVICE_CA_NAME);
        certificate.verify(serviceCa.getPublicKey());
        assertThat(certificate.getSubjectX500Principal()).isEqualTo(DemoPki.PHARMACY_SIGNING_NAME);
        assertThat(certificate.getExtendedKeyUsage()).containsExactly(PkiLayout.PHARMACY_SIGNING_PURPOSE)
                .doesNotContain(KeyPurposeId.id_kp_serverAuth.getId(), KeyPurposeId.id_kp_clientAuth.getId());
        assertThat(certificate.getBasicConstraints()).isEqualTo(-1);
        X509Certificate tls = PkiFiles.readCertificate(pki.path().resolve(PkiLayout.PHARMACY_TLS));
        assertThat(certificate.getPublicKey()).isNotEqualTo(tls.getPublicKey());
        byte[] receipt = "a receipt".getBytes(StandardCharsets.UTF_8);
        Signature signer = Signature.getInstance("SHA256withECDSA");
        signer.initSign(pharmacy.privateKey());
        signer.update(receipt);
        Signature verifier = Signature.getInstance("SHA256withECDSA");
        verifier.initVerify(certificate);
        verifier.update(receipt);
        assertThat(verifier.verify(signer.sign())).isTrue();
    }

    @Test
    void refusesACertificateFromAnotherCa() throws Exception {
        PkiDirectory pki = DemoPki.init(dir.resolve("pki"));
        CertificateAuthority prescriberCa = DemoPki.prescriberCa(pki);
        replaceKey(pki, prescriberCa, KeyPurposeId.getInstance(
                new ASN1ObjectIdentifier(PkiLayout.PHARMACY_SIGNING_PURPOSE)));

        assertThatExceptionOfType(TrustException.class).isThrownBy(() -> PharmacySigningKey.read(pki, Instant.now()))
                .withMessageContaining("is not issued by the service CA");
    }

    @Test
    void refusesATlsCertificateInItsPlace() throws Exception {
        PkiDirectory pki = DemoPki.init(dir.resolve("pki"));
        replaceKey(pki, DemoPki.serviceCa(pki), KeyPurposeId.id_kp_clientAuth);

        assertThatExceptionOfType(TrustException.class).isThrownBy(() -> PharmacySigningKey.read(pki, Instant.now()))
                .withMessageContaining("is not a pharmacy signing certificate");
    }

    @Test
    void refusesAnExpiredCertificate() throws Exception {
        PkiDirectory pki = DemoPki.init(dir.resolve("pki"));

        assertThatExceptionOfType(TrustException.class)
                .isThrownBy(() -> PharmacySigningKey.read(pki, Instant.now().plus(Duration.ofDays(800))))
                .withMessageContaining("does not chain through the service CA");
    }

    @Test
    void refusesAPkiMadeBeforeThePharmacyHadAKeyAndSaysWhatToDo() throws Exception {
        PkiDirectory pki = DemoPki.init(dir.resolve("pki"));
        Files.delete(pki.path().resolve(PkiLayout.PHARMACY_SIGNING_KEY_STORE));

        assertThatExceptionOfType(TrustException.class).isThrownBy(() -> PharmacySigningKey.read(pki, Instant.now()))
                .withMessageContaining(PkiLayout.PHARMACY_SIGNING_KEY_STORE).withMessageContaining("./etp pki init");
    }

    /** Puts a new key in the pharmacy's key store, certified by {@code ca} for {@code purpose}. */
    private static void replaceKey(PkiDirectory pki, CertificateAuthority ca, KeyPurposeId purpose) throws Exception {
        KeyPair keys = KeyPairs.generate(SignatureAlgorithm.ECP256);
        Instant now = Instant.now();
        X509Certificate certificate = ca.issueServiceSigner(DemoPki.PHARMACY_SIGNING_NAME, keys.getPublic(),
                now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(30)), purpose);
        KeyStore store = KeyStore.getInstance("PKCS12");
        store.load(null, null);
        store.setKeyEntry(PkiLayout.PHARMACY_SIGNING_ALIAS, keys.getPrivate(), pki.password(),
                new Certificate[] {certificate, ca.certificate(), pki.rootCertificate()});
        try (OutputStream out = Files.newOutputStream(pki.path().resolve(PkiLayout.PHARMACY_SIGNING_KEY_STORE))) {
            store.store(out, pki.password());
        }
    }
}
