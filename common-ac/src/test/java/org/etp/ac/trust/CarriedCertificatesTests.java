package org.etp.ac.trust;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.nio.file.Path;
import java.security.cert.CRLReason;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Date;
import java.util.List;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.bouncycastle.cert.ocsp.CertificateStatus;
import org.bouncycastle.cert.ocsp.RevokedStatus;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.pki.CertificateAuthority;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.pki.KeyPairs;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Prescriber;
import org.etp.ac.prescription.PrescriberRole;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.testing.OcspAnswersForTests;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A prescriber the pharmacy was never told of, whose certificate and intermediate travel with the message: trusted
 * once it validates to an anchor through an intermediate of its own, remembered, and refused in every hostile shape.
 */
class CarriedCertificatesTests {

    private static final PrescriberIdentity NEW_GP = new PrescriberIdentity(new Prescriber("Dr Nia Okoro",
            "GMC 7400001", PrescriberRole.GENERAL_PRACTITIONER), new Organisation("Y45678", "Riverside Surgery"));
    private static final PrescriberIdentity OTHER_GP = new PrescriberIdentity(new Prescriber("Dr Sam Reyes",
            "GMC 7400002", PrescriberRole.GENERAL_PRACTITIONER), new Organisation("Y45678", "Riverside Surgery"));

    @TempDir
    static Path dir;

    static PkiDirectory pki;
    static Instant now;
    static CertificateAuthority root;
    static CertificateAuthority issuing;
    static X509Certificate okoro;
    static X509Certificate reyes;
    static X509CRL rootCrl;

    @BeforeAll
    static void build() throws Exception {
        pki = DemoPki.init(dir);
        now = Instant.now();
        root = CertificateAuthority.selfSigned(new X500Principal("CN=Acme Health Root CA, O=Acme Health, C=GB"),
                KeyPairs.generate(SignatureAlgorithm.ECP256), now.minus(Duration.ofDays(1)),
                now.plus(Duration.ofDays(365)), 1);
        issuing = root.issueAuthority(new X500Principal("CN=Acme Health Issuing CA, O=Acme Health, C=GB"),
                KeyPairs.generate(SignatureAlgorithm.ECP256), now.minus(Duration.ofDays(1)),
                now.plus(Duration.ofDays(180)), 0);
        okoro = prescriber(issuing, NEW_GP);
        reyes = prescriber(issuing, OTHER_GP);
        rootCrl = root.issueCrl(List.of(), CRLReason.UNSPECIFIED, now.minus(Duration.ofMinutes(1)),
                now.plus(Duration.ofDays(7)));
    }

    @Test
    void trustsACarriedChainToAnAnchorAndRemembersIt() throws Exception {
        PrescriberRegistry registry = withIssuingCrl();

        TrustedPrescriber signer = signer(registry, NEW_GP.subject(), Optional.empty(), chain(okoro, issuing),
                Optional.empty());

        assertThat(signer.certificate()).isEqualTo(okoro);
        assertThat(signer.chain()).containsExactly(NEW_GP.subject(), issuing.subject(), root.subject());
        assertThat(signer(registry, NEW_GP.subject(), Optional.of(SignerCertificateId.of(okoro)),
                chain(okoro, issuing), Optional.empty())).isSameAs(signer);
        assertThat(registry.all()).as("a carried certificate is remembered, not registered").isEmpty();
    }

    @Test
    void refusesACarriedChainToNoAnchorAsAnUnknownPrescriber() throws Exception {
        PrescriberRegistry demoOnly = PrescriberRegistry.builder(pki.rootCertificate())
                .intermediate(pki.prescriberCaCertificate()).crl(pki.crl()).validatedAt(now).build();

        assertRefused(demoOnly, NEW_GP.subject(), Optional.empty(), chain(okoro, issuing), Optional.empty(),
                Reason.UNKNOWN_PRESCRIBER, "does not chain to the trust anchor");
    }

    @Test
    void refusesAReceiptOrTlsCertificateUsedToSignAPrescription() throws Exception {
        X509Certificate receiptSigner = issuing.issueServiceSigner(NEW_GP.subject(),
                KeyPairs.generate(SignatureAlgorithm.ECP256).getPublic(), now.minus(Duration.ofDays(1)),
                now.plus(Duration.ofDays(30)),
                KeyPurposeId.getInstance(new ASN1ObjectIdentifier(PkiLayout.PHARMACY_SIGNING_PURPOSE)));
        X509Certificate tls = issuing.issueTlsClient(NEW_GP.subject(),
                KeyPairs.generate(SignatureAlgorithm.ECP256).getPublic(), now.minus(Duration.ofDays(1)),
                now.plus(Duration.ofDays(30)));

        for (X509Certificate wrongUse : List.of(receiptSigner, tls)) {
            assertRefused(withIssuingCrl(), NEW_GP.subject(), Optional.empty(), chain(wrongUse, issuing),
                    Optional.empty(), Reason.UNKNOWN_PRESCRIBER, "does not name prescribing");
        }
    }

    @Test
    void refusesAChainThroughAnExpiredIntermediate() throws Exception {
        CertificateAuthority lapsed = root.issueAuthority(new X500Principal("CN=Acme Lapsed CA, O=Acme Health, C=GB"),
                KeyPairs.generate(SignatureAlgorithm.ECP256), now.minus(Duration.ofDays(30)),
                now.minus(Duration.ofDays(1)), 0);
        X509Certificate underIt = lapsed.issuePrescriber(NEW_GP.subject(),
                KeyPairs.generate(SignatureAlgorithm.ECP256).getPublic(), now.minus(Duration.ofDays(20)),
                now.plus(Duration.ofDays(30)));

        assertRefused(withIssuingCrl(), NEW_GP.subject(), Optional.empty(), chain(underIt, lapsed), Optional.empty(),
                Reason.UNKNOWN_PRESCRIBER, "PKIX validation failed");
    }

    @Test
    void refusesACertificateWhoseSubjectIsNotTheIssuerOrNotTheOneNamed() throws Exception {
        PrescriberRegistry registry = withIssuingCrl();

        assertRefused(registry, OTHER_GP.subject(), Optional.empty(), chain(okoro, issuing), Optional.empty(),
                Reason.UNKNOWN_PRESCRIBER, "not the issuer");
        assertRefused(registry, NEW_GP.subject(), Optional.of(SignerCertificateId.of(reyes)), chain(okoro, issuing),
                Optional.empty(), Reason.UNKNOWN_PRESCRIBER, "names the signer certificate serial");
        assertRefused(registry, NEW_GP.subject(), Optional.of(new SignerCertificateId(issuing.subject(),
                okoro.getSerialNumber().add(BigInteger.ONE))), chain(okoro, issuing), Optional.empty(),
                Reason.UNKNOWN_PRESCRIBER, "names the signer certificate serial");
    }

    @Test
    void refusesUnreadableCertificates() throws Exception {
        byte[] trailing = Arrays.copyOf(okoro.getEncoded(), okoro.getEncoded().length + 1);

        assertRefused(withIssuingCrl(), NEW_GP.subject(), Optional.empty(), List.of(new byte[] {0x30, 0x03, 1, 2, 3}),
                Optional.empty(), Reason.UNKNOWN_PRESCRIBER, "unreadable");
        assertRefused(withIssuingCrl(), NEW_GP.subject(), Optional.empty(),
                List.of(trailing, issuing.certificate().getEncoded()), Optional.empty(), Reason.UNKNOWN_PRESCRIBER,
                "not in its DER encoding");
    }

    @Test
    void saysRevokedOrUnknownFromTheRegistrysSources() throws Exception {
        X509CRL revoking = issuing.issueCrl(List.of(reyes), CRLReason.KEY_COMPROMISE, now.minus(Duration.ofMinutes(1)),
                now.plus(Duration.ofDays(7)));

        assertRefused(acme().intermediate(issuing.certificate()).crl(revoking).build(), OTHER_GP.subject(), Optional.empty(), chain(reyes, issuing),
                Optional.empty(), Reason.REVOKED, "is revoked");
        assertRefused(acme().build(), NEW_GP.subject(), Optional.empty(), chain(okoro, issuing), Optional.empty(),
                Reason.REVOCATION_UNKNOWN, "no CRL from its issuer");
    }

    /** Acme's issuing CA is unknown to the pharmacy, as its CRL: it comes with the chain, the status with a staple. */
    @Test
    void takesAStapledAnswerAloneAndRefusesOneThatDoesNotCheckOut() throws Exception {
        PrescriberRegistry registry = acme().revocationSource(new OcspSource(Duration.ofHours(1), Duration.ofSeconds(1)))
                .build();
        byte[] good = ocsp(issuing, okoro, CertificateStatus.GOOD, now.minus(Duration.ofMinutes(1)));

        TrustedPrescriber signer = signer(registry, NEW_GP.subject(), Optional.empty(), chain(okoro, issuing),
                Optional.of(good));
        assertThat(signer.revocation().source()).isEqualTo("OCSP");

        byte[] revoked = ocsp(issuing, reyes, new RevokedStatus(Date.from(now.minus(Duration.ofHours(1))), 1),
                now.minus(Duration.ofMinutes(1)));
        assertRefused(registry, OTHER_GP.subject(), Optional.empty(), chain(reyes, issuing), Optional.of(revoked),
                Reason.REVOKED, "is revoked");
        assertRefused(registry, OTHER_GP.subject(), Optional.empty(), chain(reyes, issuing), Optional.of(good),
                Reason.REVOCATION_UNKNOWN, "revocation status");
        byte[] stale = ocsp(issuing, okoro, CertificateStatus.GOOD, now.minus(Duration.ofHours(2)));
        assertRefused(registry, NEW_GP.subject(), Optional.empty(), chain(okoro, issuing), Optional.of(stale),
                Reason.REVOCATION_UNKNOWN, "revocation status");
        byte[] byAStranger = ocsp(root.issueAuthority(new X500Principal("CN=Stranger"),
                KeyPairs.generate(SignatureAlgorithm.ECP256), now.minus(Duration.ofDays(1)),
                now.plus(Duration.ofDays(1)), 0), okoro, CertificateStatus.GOOD, now.minus(Duration.ofMinutes(1)));
        assertRefused(registry, NEW_GP.subject(), Optional.empty(), chain(okoro, issuing), Optional.of(byAStranger),
                Reason.REVOCATION_UNKNOWN, "revocation status");
        assertRefused(registry, NEW_GP.subject(), Optional.empty(), chain(okoro, issuing),
                Optional.of(new byte[] {0x30, 0x00}), Reason.REVOCATION_UNKNOWN, "revocation status");
    }

    @Test
    void refusesAStapleWhereNoOcspIsReadAndLeavesRegisteredPrescribersAsTheyWere() throws Exception {
        byte[] good = ocsp(issuing, okoro, CertificateStatus.GOOD, now.minus(Duration.ofMinutes(1)));

        assertRefused(withIssuingCrl(), NEW_GP.subject(), Optional.empty(), chain(okoro, issuing), Optional.of(good),
                Reason.REVOCATION_UNKNOWN, "does not read OCSP");
        PrescriberRegistry pinned = acme().intermediate(issuing.certificate()).crl(issuingCrl()).prescriber(okoro)
                .build();
        assertThat(signer(pinned, NEW_GP.subject(), Optional.of(SignerCertificateId.of(okoro)), List.of(),
                Optional.empty()).certificate()).isEqualTo(okoro);
        assertRefused(pinned, NEW_GP.subject(), Optional.of(SignerCertificateId.of(reyes)), List.of(),
                Optional.empty(), Reason.UNKNOWN_PRESCRIBER, "names the signer certificate serial");
    }

    @Test
    void takesAnUnknownStatusAsNotRevokedUnderSoftFailOnlyAndSaysSo() throws Exception {
        PrescriberRegistry soft = acme().softFail(true).build();

        TrustedPrescriber signer = signer(soft, NEW_GP.subject(), Optional.empty(), chain(okoro, issuing),
                Optional.empty());

        assertThat(signer.revocation().source()).isEqualTo(SoftFail.NAME);
        assertThat(signer.revocation().nextUpdate()).isEqualTo(now.plus(SoftFail.HOLDS));
        assertThat(signer.revocation().recorded().currentUntil()).startsWith("soft fail current until ");
        assertRefused(acme().softFail(true).revocationSource(new OcspSource(Duration.ofHours(1), Duration.ofSeconds(1)))
                .build(), NEW_GP.subject(), Optional.empty(), chain(okoro, issuing), Optional.of(new byte[] {0x30, 0}),
                Reason.REVOCATION_UNKNOWN, "revocation status");
        PrescriberRegistry registered = acme().softFail(true).intermediate(issuing.certificate()).prescriber(okoro)
                .build();
        assertThat(registered.all()).singleElement().satisfies(kept -> assertThat(kept.revocation().source())
                .isEqualTo(SoftFail.NAME));
        assertThat(acme().intermediate(issuing.certificate()).prescriber(okoro).build().all()).isEmpty();
    }

    private static TrustedPrescriber signer(PrescriberRegistry registry, X500Principal issuer,
            Optional<SignerCertificateId> named, List<byte[]> carried, Optional<byte[]> staple)
            throws VerificationException {
        return registry.signer(issuer, SignatureAlgorithm.ECP256, named, carried, staple, now);
    }

    private static void assertRefused(PrescriberRegistry registry, X500Principal issuer,
            Optional<SignerCertificateId> named, List<byte[]> carried, Optional<byte[]> staple, Reason reason,
            String why) {
        assertThatThrownBy(() -> signer(registry, issuer, named, carried, staple))
                .isInstanceOfSatisfying(VerificationException.class, e -> assertThat(e.reason()).isEqualTo(reason))
                .hasMessageContaining(why);
    }

    /** The pharmacy holds Acme's issuing CA and its CRL (imported), but none of its prescribers. */
    private static PrescriberRegistry withIssuingCrl() throws Exception {
        return acme().intermediate(issuing.certificate()).crl(issuingCrl()).build();
    }

    private static X509CRL issuingCrl() throws Exception {
        return issuing.issueCrl(List.of(), CRLReason.UNSPECIFIED, now.minus(Duration.ofMinutes(1)),
                now.plus(Duration.ofDays(7)));
    }

    /** The demo PKI with Acme's root as a second anchor: the pharmacy knows Acme's root, not its issuing CA. */
    private static RegistryBuilder acme() {
        return PrescriberRegistry.builder(pki.rootCertificate()).intermediate(pki.prescriberCaCertificate())
                .crl(pki.crl()).anchor(root.certificate()).crl(rootCrl).validatedAt(now);
    }

    private static X509Certificate prescriber(CertificateAuthority ca, PrescriberIdentity who) throws Exception {
        return ca.issuePrescriber(who.subject(), KeyPairs.generate(SignatureAlgorithm.ECP256).getPublic(),
                now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(30)));
    }

    private static List<byte[]> chain(X509Certificate signer, CertificateAuthority ca) throws Exception {
        return List.of(signer.getEncoded(), ca.certificate().getEncoded());
    }

    private static byte[] ocsp(CertificateAuthority responder, X509Certificate certificate, CertificateStatus status,
            Instant at) throws Exception {
        return OcspAnswersForTests.answer(responder, issuing.certificate(), certificate, status, at);
    }
}
