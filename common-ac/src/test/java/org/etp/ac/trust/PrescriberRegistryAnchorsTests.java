package org.etp.ac.trust;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.security.cert.CRLReason;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
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
