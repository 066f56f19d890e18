package org.etp.ac.trust;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.CRLReason;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.etp.ac.pki.CertificateAuthority;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.pki.KeyPairs;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Prescriber;
import org.etp.ac.prescription.PrescriberRole;
import org.etp.ac.signing.SignatureAlgorithm;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The registry's anchors beyond the directory's root, and the purpose a prescriber certificate must name. */
class PrescriberRegistryAnchorsTests {

    private static final PrescriberIdentity LEE = new PrescriberIdentity(new Prescriber("Dr Ada Lee", "GMC 7300001",
            PrescriberRole.GENERAL_PRACTITIONER), new Organisation("Y34567", "Brookside Surgery"));

    @TempDir
    static Path dir;

    static PkiDirectory pki;
    static Instant now;
    static CertificateAuthority foreign;
    static X509Certificate lee;
    static X509CRL foreignCrl;

    @BeforeAll
    static void build() throws Exception {
        pki = DemoPki.init(dir);
        now = Instant.now();
        foreign = CertificateAuthority.selfSigned(new X500Principal("CN=Acme Health Root CA, O=Acme Health, C=GB"),
                KeyPairs.generate(SignatureAlgorithm.ECP256), now.minus(Duration.ofDays(1)),
                now.plus(Duration.ofDays(365)), 0);
        lee = foreign.issuePrescriber(LEE.subject(), KeyPairs.generate(SignatureAlgorithm.ECP256).getPublic(),
                now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(30)));
        foreignCrl = foreign.issueCrl(List.of(), CRLReason.UNSPECIFIED, now.minus(Duration.ofMinutes(1)),
                now.plus(Duration.ofDays(7)));
    }

    @Test
    void trustsAPrescriberOfAnotherAnchorOnlyWhenThatAnchorIsGiven() throws Exception {
        PrescriberRegistry rootOnly = demo().prescriber(lee).validatedAt(now).build();
        assertThat(rootOnly.excluded()).singleElement().extracting(ExcludedCertificate::reason).asString()
                .contains("does not chain to the trust anchor");

        PrescriberRegistry both = demo().anchor(foreign.certificate()).crl(foreignCrl).prescriber(lee).validatedAt(now)
                .build();
        assertThat(both.excluded()).isEmpty();
        TrustedPrescriber found = both.lookup(LEE.subject(), SignatureAlgorithm.ECP256, now);
        assertThat(found.chain()).containsExactly(LEE.subject(), foreign.subject());
        assertThat(found.revocation().evidence()).contains("Acme Health Root CA");
    }

    @Test
    void leavesOutAPrescriberOfAnotherAnchorWithoutItsCrl() throws Exception {
        PrescriberRegistry registry = demo().anchor(foreign.certificate()).prescriber(lee).validatedAt(now).build();
        assertThat(registry.excluded()).singleElement().extracting(ExcludedCertificate::reason).asString()
                .contains("no CRL from its issuer");
    }

    @Test
    void leavesOutAPharmacySigningOrTlsCertificateUsedAsAPrescribers() throws Exception {
        X509Certificate receiptSigner = DemoPki.prescriberCa(pki).issueServiceSigner(LEE.subject(),
                KeyPairs.generate(SignatureAlgorithm.ECP256).getPublic(), now.minus(Duration.ofDays(1)),
                now.plus(Duration.ofDays(30)),
                KeyPurposeId.getInstance(new ASN1ObjectIdentifier(PkiLayout.PHARMACY_SIGNING_PURPOSE)));
        X509Certificate tls = DemoPki.prescriberCa(pki).issueTlsClient(LEE.subject(),
                KeyPairs.generate(SignatureAlgorithm.ECP256).getPublic(), now.minus(Duration.ofDays(1)),
                now.plus(Duration.ofDays(30)));

        PrescriberRegistry registry = demo().prescriber(receiptSigner).prescriber(tls).validatedAt(now).build();

        assertThat(registry.all()).isEmpty();
        assertThat(registry.excluded()).hasSize(2).allSatisfy(excluded -> assertThat(excluded.reason())
                .contains("does not name prescribing"));
    }

    @Test
    void anchorsOnTheFilesOfEtpTrustAnchorsInPlaceOfTheDirectorysRoot() throws Exception {
        Path acme = dir.resolveSibling(dir.getFileName() + "-acme-root.pem");
        Files.writeString(acme, pem(foreign.certificate()));
        RevocationSettings settings = new RevocationSettings(null, null, false, List.of(acme));

        PrescriberRegistry registry = settings.applyTo(RegistryBuilder.of(pki).crl(foreignCrl).prescriber(lee)
                .validatedAt(now), List.of()).build();

        assertThat(registry.lookup(LEE.subject(), SignatureAlgorithm.ECP256, now).chain())
                .containsExactly(LEE.subject(), foreign.subject());
        assertThat(registry.excluded()).as("the demo's own prescribers chain only to the root, no anchor now")
                .hasSize(pki.prescriberCertificates().size()).allSatisfy(excluded -> assertThat(excluded.reason())
                        .contains("does not chain to the trust anchor"));
    }

    @Test
    void refusesAnAnchorFileThatHoldsNoCaCertificate() throws Exception {
        Path leaf = dir.resolveSibling(dir.getFileName() + "-lee.pem");
        Files.writeString(leaf, pem(lee));

        assertThatThrownBy(() -> new RevocationSettings(null, null, false, List.of(leaf)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("etp.trust.anchors")
                .hasMessageContaining("no CA certificate");
        assertThatThrownBy(() -> new RevocationSettings(null, null, false, List.of(dir.resolve("missing.pem"))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("missing.pem");
    }

    private static String pem(X509Certificate certificate) throws Exception {
        return "-----BEGIN CERTIFICATE-----\n" + Base64.getMimeEncoder(64, "\n".getBytes())
                .encodeToString(certificate.getEncoded()) + "\n-----END CERTIFICATE-----\n";
    }

    @Test
    void loadsTheImportedAnchorsAndTheirCrlsOfTheDirectory() throws Exception {
        assertThat(pki.importedAnchors()).isEmpty();
        assertThat(pki.crls()).containsExactly(pki.crl());
        assertThat(pki.prescriberIntermediates()).isEmpty();
    }

    private static RegistryBuilder demo() {
        return PrescriberRegistry.builder(pki.rootCertificate()).intermediate(pki.prescriberCaCertificate())
                .crl(pki.crl());
    }
}
