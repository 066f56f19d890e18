package org.etp.ac.pki;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.x509.ExtendedKeyUsage;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.KeyUsage;
import org.bouncycastle.pkcs.PKCS10CertificationRequest;
import org.bouncycastle.pkcs.jcajce.JcaPKCS10CertificationRequestBuilder;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.TrustException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class SigningRequestsTests {

    private static final X500Principal SUBJECT = new X500Principal("CN=Someone, O=Somewhere, C=GB");

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(CertificateKind.class)
    void asksForTheExtensionsOfItsKindAndReadsBackFromPem(CertificateKind kind) throws Exception {
        KeyPair keys = KeyPairs.generate(SignatureAlgorithm.ECP256);
        Path file = dir.resolve(kind.id() + ".csr");
        Files.writeString(file, SigningRequests.pem(SigningRequests.make(SUBJECT, keys, kind)),
                StandardCharsets.US_ASCII);

        PKCS10CertificationRequest read = SigningRequests.read(file);

        assertThat(Files.readString(file)).startsWith("-----BEGIN CERTIFICATE REQUEST-----");
        assertThat(SigningRequests.kind(read)).isEqualTo(kind);
        assertThat(SigningRequests.subject(read)).isEqualTo(SUBJECT);
        assertThat(SigningRequests.publicKey(read).getEncoded()).isEqualTo(keys.getPublic().getEncoded());
        var extensions = read.getRequestedExtensions();
        assertThat(extensions.getExtension(Extension.keyUsage).isCritical()).isTrue();
        assertThat(KeyUsage.fromExtensions(extensions).hasUsages(KeyUsage.digitalSignature)).isTrue();
        assertThat(ExtendedKeyUsage.fromExtensions(extensions).getUsages()).hasSize(1);
    }

    @ParameterizedTest
    @EnumSource(CertificateKind.class)
    void theCaIssuesForARequestWithTheExtensionsOfTheKindItChooses(CertificateKind kind) throws Exception {
        Instant now = Instant.now();
        CertificateAuthority ca = testCa(now);
        KeyPair keys = KeyPairs.generate(SignatureAlgorithm.RSA2048);

        X509Certificate issued = ca.issue(SigningRequests.make(SUBJECT, keys, CertificateKind.PRESCRIBER), kind,
                now, now.plus(Duration.ofDays(1)));

        issued.verify(ca.certificate().getPublicKey());
        assertThat(issued.getSubjectX500Principal()).isEqualTo(SUBJECT);
        assertThat(issued.getPublicKey().getEncoded()).isEqualTo(keys.getPublic().getEncoded());
        kind.check(issued);
        if (kind == CertificateKind.PRESCRIBER) {
            assertThat(issued.getExtendedKeyUsage()).containsExactly(PkiLayout.PRESCRIBING_PURPOSE);
        } else {
            assertThatThrownBy(() -> CertificateKind.PRESCRIBER.check(issued)).isInstanceOf(TrustException.class);
        }
    }

    @ParameterizedTest
    @EnumSource(CertificateKind.class)
    void theCaRefusesARequestNotSignedWithTheKeyItNames(CertificateKind kind) throws Exception {
        Instant now = Instant.now();
        CertificateAuthority ca = testCa(now);
        KeyPair mine = KeyPairs.generate(SignatureAlgorithm.ECP256);
        KeyPair theirs = KeyPairs.generate(SignatureAlgorithm.ECP256);
        var forged = new JcaPKCS10CertificationRequestBuilder(SUBJECT, theirs.getPublic())
                .build(CertificateBuilder.signer(mine.getPrivate()));

        assertThatThrownBy(() -> ca.issue(forged, kind, now, now.plus(Duration.ofDays(1))))
                .isInstanceOf(TrustException.class).hasMessageContaining("not signed with the key it names");
    }

    private static CertificateAuthority testCa(Instant now) throws TrustException {
        return CertificateAuthority.selfSigned(new X500Principal("CN=Test CA, C=GB"),
                KeyPairs.generate(SignatureAlgorithm.ECP256), now.minus(Duration.ofDays(1)),
                now.plus(Duration.ofDays(9)), 0);
    }
}
