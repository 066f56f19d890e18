package org.etp.ac.trust;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.cert.CRLReason;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.List;
import javax.security.auth.x500.X500Principal;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.bouncycastle.asn1.x509.BasicConstraints;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.KeyUsage;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;
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
import org.etp.ac.signing.SigningIdentity;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PrescriberRegistryTests {

    private static final Organisation RIVERSIDE = new Organisation("Y12345", "Riverside Medical Practice");
    private static final PrescriberIdentity EXPIRED = gp("Dr Edith Lapsed", "GMC 7200001");
    private static final PrescriberIdentity NOT_YET_VALID = gp("Dr Nora Early", "GMC 7200002");
    private static final PrescriberIdentity WEAK_RSA = gp("Dr Walter Weak", "GMC 7200003");
    private static final PrescriberIdentity OTHER_CURVE = gp("Dr Otto Curve", "GMC 7200004");
    private static final PrescriberIdentity ROGUE = gp("Dr Mallory Rogue", "GMC 7200005");
    private static final PrescriberIdentity NO_SIGNING = gp("Dr Nils Usage", "GMC 7200006");

    @TempDir
    static Path dir;

    static PkiDirectory pki;
    static Instant now;
    static X509Certificate expired;
    static X509Certificate notYetValid;
    static X509Certificate okaforImpostor;
    static X509Certificate okaforForged;
    static PrescriberRegistry registry;

    @BeforeAll
    static void build() throws Exception {
        pki = DemoPki.init(dir);
        now = Instant.now();
        CertificateAuthority ca = DemoPki.prescriberCa(pki);
        expired = ca.issuePrescriber(EXPIRED.subject(), ecKey().getPublic(), now.minus(Duration.ofDays(400)),
                now.minus(Duration.ofHours(1)));
        notYetValid = ca.issuePrescriber(NOT_YET_VALID.subject(), ecKey().getPublic(), now.plus(Duration.ofDays(30)),
                now.plus(Duration.ofDays(400)));
        X509Certificate weakRsa = ca.issuePrescriber(WEAK_RSA.subject(), KeyPairs.rsa(1024).getPublic(),
                now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(30)));
        X509Certificate otherCurve = ca.issuePrescriber(OTHER_CURVE.subject(), KeyPairs.ec("secp384r1").getPublic(),
                now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(30)));
        CertificateAuthority untrusted = CertificateAuthority.selfSigned(
                new X500Principal("CN=Rogue CA, O=Elsewhere, C=GB"), ecKey(), now.minus(Duration.ofDays(1)),
                now.plus(Duration.ofDays(365)), 0);
        X500Principal okafor = pki.prescriberCertificate("okafor-rsa2048").getSubjectX500Principal();
        okaforImpostor = untrusted.issuePrescriber(okafor, ecKey().getPublic(), now.minus(Duration.ofDays(1)),
                now.plus(Duration.ofDays(30)));
        CertificateAuthority namesake = CertificateAuthority.selfSigned(DemoPki.PRESCRIBER_CA_NAME, ecKey(),
                now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(365)), 0);
        okaforForged = namesake.issuePrescriber(okafor, KeyPairs.generate(SignatureAlgorithm.ED25519).getPublic(),
                now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(30)));
        X509Certificate rogue = untrusted.issuePrescriber(ROGUE.subject(), ecKey().getPublic(),
                now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(30)));
        X509Certificate noSigning = withoutDigitalSignature(ca, NO_SIGNING.subject());
        registry = demoBuilder().prescribers(List.of(expired, notYetValid, weakRsa, otherCurve, okaforImpostor, rogue,
                noSigning, okaforForged)).validatedAt(now).build();
    }

    @ParameterizedTest
    @ValueSource(strings = {"hart-rsa2048", "hart-ecp256", "hart-ed25519", "okafor-rsa2048", "patel-ecp256"})
    void findsEachGoodPrescriberByIssuerAndAlgorithm(String id) throws Exception {
        PrescriberEntry entry = entry(id);
        TrustedPrescriber found = registry.lookup(entry.identity().subject(), entry.algorithm(), now);
        assertThat(found.certificate()).isEqualTo(pki.prescriberCertificate(id));
        assertThat(found.algorithm()).isEqualTo(entry.algorithm());
        assertThat(found.identity()).isEqualTo(entry.identity());
        assertThat(found.revoked()).isFalse();
        assertThat(found.chain()).containsExactly(entry.identity().subject(), DemoPki.PRESCRIBER_CA_NAME,
                DemoPki.ROOT_NAME);
        assertThat(found.validatedAt()).isEqualTo(now);
        assertThat(found.revocation().source()).isEqualTo("CRL");
        assertThat(found.revocation().nextUpdate()).isEqualTo(pki.crl().getNextUpdate().toInstant());
    }

    @Test
    void readsEachCertificatesIdentifierAndValidityOnceAndRefusesOthers() throws Exception {
        TrustedPrescriber found = registry.lookup(entry("hart-rsa2048").identity().subject(),
                SignatureAlgorithm.RSA2048, now);
        X509Certificate certificate = found.certificate();
        assertThat(found.certificateId()).isEqualTo(SignerCertificateId.of(certificate));
        assertThat(found.notBefore()).isEqualTo(certificate.getNotBefore().toInstant());
        assertThat(found.notAfter()).isEqualTo(certificate.getNotAfter().toInstant());

        SignerCertificateId another = new SignerCertificateId(found.certificateId().issuer(),
                found.certificateId().serial().add(BigInteger.ONE));
        assertThatThrownBy(() -> new TrustedPrescriber(certificate, found.publicKey(), found.algorithm(),
                found.identity(), found.chain(), found.validatedAt(), found.revocation(), another, found.notBefore(),
                found.notAfter())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new TrustedPrescriber(certificate, found.publicKey(), found.algorithm(),
                found.identity(), found.chain(), found.validatedAt(), found.revocation(), found.certificateId(),
                found.notBefore(), found.notAfter().plusSeconds(1))).isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"hart-rsa2048", "hart-ecp256", "hart-ed25519"})
    void handsOutAKeyThatVerifiesThePrescribersSignatures(String id) throws Exception {
        SigningIdentity signer = pki.signingIdentity(id);
        byte[] message = "prescription".getBytes(StandardCharsets.US_ASCII);
        var signature = signer.algorithm().newSignature();
        signature.initSign(signer.privateKey());
        signature.update(message);
        byte[] signed = signature.sign();

        TrustedPrescriber found = registry.lookup(signer.subject(), signer.algorithm(), now);
        var verifier = found.algorithm().newSignature();
        verifier.initVerify(found.publicKey());
        verifier.update(message);
        assertThat(verifier.verify(signed)).isTrue();
    }

    @Test
    void keepsTheRevokedPrescriberAndRefusesHimAsRevoked() throws Exception {
        X500Principal vane = pki.prescriberCertificate("vane-rsa2048").getSubjectX500Principal();
        assertRefused(() -> registry.lookup(vane, SignatureAlgorithm.RSA2048, now), Reason.REVOKED);
        assertThat(registry.all()).filteredOn(TrustedPrescriber::revoked).extracting(TrustedPrescriber::subject)
                .containsExactly(vane);
    }

    @Test
    void refusesAnIssuerNoCertificateNames() {
        X500Principal stranger = gp("Dr Nobody Known", "GMC 7999999").subject();
        assertRefused(() -> registry.lookup(stranger, SignatureAlgorithm.RSA2048, now), Reason.UNKNOWN_PRESCRIBER);
    }

    @Test
    void refusesAKnownPrescriberForAnAlgorithmSheHoldsNoKeyFor() {
        X500Principal patel = entry("patel-ecp256").identity().subject();
        assertThatThrownBy(() -> registry.lookup(patel, SignatureAlgorithm.ED25519, now))
                .isInstanceOfSatisfying(VerificationException.class,
                        e -> assertThat(e.reason()).isEqualTo(Reason.UNKNOWN_PRESCRIBER))
                .hasMessageContaining("holds no ed25519 certificate");
    }

    @Test
    void refusesAnExpiredCertificateAsExpiredYetKnowsItWasValidBefore() throws Exception {
        assertRefused(() -> registry.lookup(EXPIRED.subject(), SignatureAlgorithm.ECP256, now), Reason.EXPIRED);
        assertThat(registry.lookup(EXPIRED.subject(), SignatureAlgorithm.ECP256, now.minus(Duration.ofDays(2)))
                .certificate()).isEqualTo(expired);
    }

    @Test
    void findsTheRevocationOfACertificateOutsideItsValidity() throws Exception {
        CertificateAuthority ca = DemoPki.prescriberCa(pki);
        X509CRL revokingExpired = ca.issueCrl(List.of(expired), CRLReason.KEY_COMPROMISE,
                now.minus(Duration.ofMinutes(1)), now.plus(Duration.ofDays(30)));
        PrescriberRegistry withRevocation = PrescriberRegistry.builder(pki.rootCertificate())
                .intermediate(pki.prescriberCaCertificate()).crl(revokingExpired).prescriber(expired)
                .validatedAt(now).build();
        assertRefused(() -> withRevocation.lookup(EXPIRED.subject(), SignatureAlgorithm.ECP256,
                now.minus(Duration.ofDays(2))), Reason.REVOKED);
        assertRefused(() -> withRevocation.lookup(EXPIRED.subject(), SignatureAlgorithm.ECP256, now),
                Reason.REVOKED);
    }

    @Test
    void refusesANotYetValidCertificateAsNotYetValidYetKnowsItWillBeValid() throws Exception {
        assertRefused(() -> registry.lookup(NOT_YET_VALID.subject(), SignatureAlgorithm.ECP256, now),
                Reason.NOT_YET_VALID);
        assertThat(registry.lookup(NOT_YET_VALID.subject(), SignatureAlgorithm.ECP256,
                now.plus(Duration.ofDays(31))).certificate()).isEqualTo(notYetValid);
    }

    @Test
    void refusesAGoodPrescriberOutsideHerCertificatesValidity() throws Exception {
        X500Principal hart = entry("hart-rsa2048").identity().subject();
        Instant notAfter = pki.prescriberCertificate("hart-rsa2048").getNotAfter().toInstant();
        assertRefused(() -> registry.lookup(hart, SignatureAlgorithm.RSA2048, notAfter.plusSeconds(1)),
                Reason.EXPIRED);
        assertRefused(() -> registry.lookup(hart, SignatureAlgorithm.RSA2048, now.minus(Duration.ofDays(2))),
                Reason.NOT_YET_VALID);
    }

    @Test
    void leavesOutACertificateFromAnUntrustedCa() {
        X500Principal okafor = entry("okafor-rsa2048").identity().subject();
        assertRefused(() -> registry.lookup(okafor, SignatureAlgorithm.ECP256, now), Reason.UNKNOWN_PRESCRIBER);
        assertRefused(() -> registry.lookup(ROGUE.subject(), SignatureAlgorithm.ECP256, now),
                Reason.UNKNOWN_PRESCRIBER);
        assertThat(excludedReason(ROGUE)).contains("does not chain to the trust anchor");
        assertThat(registry.all()).extracting(TrustedPrescriber::certificate).doesNotContain(okaforImpostor);
    }

    @Test
    void leavesOutACertificateSignedByAnImpostorOfTheTrustedCasName() {
        X500Principal okafor = entry("okafor-rsa2048").identity().subject();
        assertRefused(() -> registry.lookup(okafor, SignatureAlgorithm.ED25519, now), Reason.UNKNOWN_PRESCRIBER);
        assertThat(registry.excluded()).filteredOn(e -> e.serialNumber().equals(okaforForged.getSerialNumber()))
                .singleElement().satisfies(e -> assertThat(e.reason()).contains("PKIX validation failed"));
    }

    @Test
    void leavesOutAnRsa1024Certificate() {
        assertRefused(() -> registry.lookup(WEAK_RSA.subject(), SignatureAlgorithm.RSA2048, now),
                Reason.UNKNOWN_PRESCRIBER);
        assertThat(excludedReason(WEAK_RSA)).contains("RSA-1024").contains("no allowed algorithm");
    }

    @Test
    void leavesOutAKeyOnAnotherCurve() {
        assertRefused(() -> registry.lookup(OTHER_CURVE.subject(), SignatureAlgorithm.ECP256, now),
                Reason.UNKNOWN_PRESCRIBER);
        assertThat(excludedReason(OTHER_CURVE)).contains("no allowed algorithm");
    }

    @Test
    void leavesOutACertificateWhoseKeyUsageLacksDigitalSignature() {
        assertRefused(() -> registry.lookup(NO_SIGNING.subject(), SignatureAlgorithm.ECP256, now),
                Reason.UNKNOWN_PRESCRIBER);
        assertThat(excludedReason(NO_SIGNING)).contains("digitalSignature");
    }

    @Test
    void keepsEveryGoodCertificateAndLeavesOutExactlyTheBadOnes() {
        assertThat(registry.all()).hasSize(8);
        assertThat(registry.excluded()).extracting(ExcludedCertificate::subject).containsExactlyInAnyOrder(
                WEAK_RSA.subject(), OTHER_CURVE.subject(), okafor(okaforImpostor), ROGUE.subject(),
                NO_SIGNING.subject(), okafor(okaforForged));
    }

    @Test
    void failsClosedOnAnExpiredCrl() throws Exception {
        X509CRL stale = DemoPki.prescriberCa(pki).issueCrl(List.of(), CRLReason.KEY_COMPROMISE,
                now.minus(Duration.ofDays(10)), now.minus(Duration.ofDays(1)));
        assertThatThrownBy(() -> registryWith(stale)).isInstanceOf(TrustException.class)
                .hasMessageContaining("expired").hasMessageContaining("revocation status unknown");
    }

    @Test
    void failsClosedOnACrlWhoseSignatureFails() throws Exception {
        CertificateAuthority forger = CertificateAuthority.selfSigned(DemoPki.PRESCRIBER_CA_NAME, ecKey(),
                now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(30)), 0);
        X509CRL forged = forger.issueCrl(List.of(), CRLReason.KEY_COMPROMISE, now.minus(Duration.ofMinutes(1)),
                now.plus(Duration.ofDays(30)));
        assertThatThrownBy(() -> registryWith(forged)).isInstanceOf(TrustException.class)
                .hasMessageContaining("signature");
    }

    @Test
    void trustsNoPrescriberWithoutACrl() throws Exception {
        PrescriberRegistry withoutCrl = PrescriberRegistry.builder(pki.rootCertificate())
                .intermediate(pki.prescriberCaCertificate()).prescribers(pki.prescriberCertificates())
                .validatedAt(now).build();
        assertThat(withoutCrl.all()).isEmpty();
        assertThat(withoutCrl.excluded()).hasSize(6).allSatisfy(excluded -> {
            assertThat(excluded.reason()).contains("revocation status unknown");
            assertThat(excluded.revocationUnknown()).isTrue();
        });
        // a message of theirs is refused as "send again later", not as from a stranger
        X500Principal hart = entry("hart-ecp256").identity().subject();
        assertThatThrownBy(() -> withoutCrl.lookup(hart, SignatureAlgorithm.ECP256, now))
                .isInstanceOfSatisfying(VerificationException.class,
                        e -> assertThat(e.reason()).isEqualTo(Reason.REVOCATION_UNKNOWN))
                .hasMessageContaining("revocation status unknown");
    }

    @Test
    void stopsVouchingOnceTheCrlGoesStale() throws Exception {
        X509CRL shortLived = DemoPki.prescriberCa(pki).issueCrl(List.of(), CRLReason.KEY_COMPROMISE,
                now.minus(Duration.ofMinutes(1)), now.plus(Duration.ofDays(1)));
        PrescriberRegistry registry = registryWith(shortLived);
        X500Principal hart = entry("hart-ecp256").identity().subject();
        assertThat(registry.lookup(hart, SignatureAlgorithm.ECP256, now).revoked()).isFalse();
        assertThatThrownBy(() -> registry.lookup(hart, SignatureAlgorithm.ECP256, now.plus(Duration.ofDays(2))))
                .isInstanceOfSatisfying(VerificationException.class,
                        e -> assertThat(e.reason()).isEqualTo(Reason.REVOCATION_UNKNOWN))
                .hasMessageContaining("CRL went stale");
    }

    @Test
    void keepsTheDateAndReasonOfARevocation() throws Exception {
        X509Certificate vane = pki.prescriberCertificate("vane-rsa2048");
        RevocationStatus status = registry.all().stream().filter(p -> p.certificate().equals(vane)).findFirst()
                .orElseThrow().revocation();
        assertThat(status.revocation().reason()).isEqualTo(CRLReason.KEY_COMPROMISE);
        assertThat(status.revocation().at())
                .isEqualTo(pki.crl().getRevokedCertificate(vane).getRevocationDate().toInstant());
    }

    @Test
    void asksItsSourcesInOrderBeforeTheCrl() throws Exception {
        X509Certificate hartCertificate = pki.prescriberCertificate("hart-ecp256");
        X500Principal hart = hartCertificate.getSubjectX500Principal();
        RevocationSource revokesHart = (certificate, issuer, at) -> certificate.equals(hartCertificate)
                ? RevocationStatus.revoked("TEST", "the test's source",
                        new RevocationStatus.Revocation(at.minusSeconds(60), CRLReason.KEY_COMPROMISE), at,
                        at.plus(Duration.ofHours(1)))
                : RevocationStatus.unknown("TEST", "the test's source knows only Dr Hart");
        RevocationSource knowsNothing = (certificate, issuer, at) -> RevocationStatus.unknown("NONE", "nothing known");

        PrescriberRegistry first = demoBuilder().revocationSource(knowsNothing).revocationSource(revokesHart)
                .validatedAt(now).build();
        assertRefused(() -> first.lookup(hart, SignatureAlgorithm.ECP256, now), Reason.REVOKED);
        assertThat(first.lookup(hart, SignatureAlgorithm.RSA2048, now).revocation().source()).isEqualTo("CRL");
    }

    @Test
    void passesOverAStatusNoLongerCurrentAndLeavesOutWhatNoSourceKnows() throws Exception {
        RevocationSource stale = (certificate, issuer, at) -> RevocationStatus.good("TEST", "the test's source",
                at.minus(Duration.ofDays(2)), at.minus(Duration.ofDays(1)));
        PrescriberRegistry withoutCrl = PrescriberRegistry.builder(pki.rootCertificate())
                .intermediate(pki.prescriberCaCertificate()).revocationSource(stale)
                .prescribers(pki.prescriberCertificates()).validatedAt(now).build();
        assertThat(withoutCrl.all()).isEmpty();
        assertThat(withoutCrl.excluded()).hasSize(6).allSatisfy(excluded -> assertThat(excluded.reason())
                .startsWith("its TEST went stale at").contains("; there is no CRL from its issuer"));
    }

    @Test
    void loadsTheDemoPkiDirectory() throws Exception {
        PrescriberRegistry loaded = PrescriberRegistry.load(pki);
        assertThat(loaded.all()).hasSize(6);
        assertThat(loaded.excluded()).isEmpty();
        assertThat(loaded.lookup(entry("patel-ecp256").identity().subject(), SignatureAlgorithm.ECP256,
                Instant.now()).identity().prescriber().role()).isEqualTo(PrescriberRole.NURSE_INDEPENDENT_PRESCRIBER);
    }

    private static RegistryBuilder demoBuilder() throws TrustException {
        return PrescriberRegistry.builder(pki.rootCertificate()).intermediate(pki.prescriberCaCertificate())
                .crl(pki.crl()).prescribers(pki.prescriberCertificates());
    }

    private static PrescriberRegistry registryWith(X509CRL crl) throws TrustException {
        return PrescriberRegistry.builder(pki.rootCertificate()).intermediate(pki.prescriberCaCertificate()).crl(crl)
                .prescribers(pki.prescriberCertificates()).validatedAt(now).build();
    }

    private static String excludedReason(PrescriberIdentity who) {
        return registry.excluded().stream().filter(e -> e.subject().equals(who.subject())).findFirst()
                .orElseThrow(() -> new AssertionError(who.subject() + " was not left out")).reason();
    }

    private static void assertRefused(ThrowingCallable lookup, Reason reason) {
        assertThatThrownBy(lookup).isInstanceOfSatisfying(VerificationException.class,
                e -> assertThat(e.reason()).isEqualTo(reason));
    }

    private static PrescriberEntry entry(String id) {
        return DemoPki.roster().stream().filter(e -> e.id().equals(id)).findFirst().orElseThrow();
    }

    /** A certificate from the trusted CA whose keyUsage is nonRepudiation alone. */
    private static X509Certificate withoutDigitalSignature(CertificateAuthority ca, X500Principal subject)
            throws Exception {
        var builder = new JcaX509v3CertificateBuilder(ca.certificate(), BigInteger.valueOf(now.toEpochMilli()),
                Date.from(now.minus(Duration.ofDays(1))), Date.from(now.plus(Duration.ofDays(30))), subject,
                ecKey().getPublic());
        builder.addExtension(Extension.basicConstraints, true, new BasicConstraints(false));
        builder.addExtension(Extension.keyUsage, true, new KeyUsage(KeyUsage.nonRepudiation));
        var signer = new JcaContentSignerBuilder("SHA256withECDSA").build(ca.privateKey());
        return new JcaX509CertificateConverter().getCertificate(builder.build(signer));
    }

    private static X500Principal okafor(X509Certificate certificate) {
        return certificate.getSubjectX500Principal();
    }

    private static KeyPair ecKey() throws TrustException {
        return KeyPairs.generate(SignatureAlgorithm.ECP256);
    }

    private static PrescriberIdentity gp(String name, String registration) {
        return new PrescriberIdentity(new Prescriber(name, registration, PrescriberRole.GENERAL_PRACTITIONER),
                RIVERSIDE);
    }
}
