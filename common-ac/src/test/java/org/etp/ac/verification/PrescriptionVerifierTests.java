package org.etp.ac.verification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.nio.charset.StandardCharsets;
import java.math.BigInteger;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.cert.CRLReason;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.pki.KeyPairs;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Prescriber;
import org.etp.ac.prescription.PrescriberRole;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.prescription.ValidityPeriod;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.TestCredentials;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.trust.PrescriberRegistry;
import org.etp.ac.wire.Attachment;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The verifier's decision, one test per reason it can give, against a generated demo PKI. */
class PrescriptionVerifierTests {

    private static final LocalDate TODAY = LocalDate.now(ZoneOffset.UTC);

    @TempDir
    static Path dir;

    static PkiDirectory pki;
    static PrescriberRegistry registry;
    static PrescriptionVerifier verifier;

    @BeforeAll
    static void createPki() throws Exception {
        pki = DemoPki.init(dir.resolve("pki"));
        registry = PrescriberRegistry.load(pki);
        verifier = new PrescriptionVerifier(registry, VerificationPolicy.strict(), Clock.systemUTC());
    }

    @ParameterizedTest
    @EnumSource(SignatureAlgorithm.class)
    void acceptsEveryFormSignedByARegisteredPrescriber(SignatureAlgorithm algorithm) throws Exception {
        SigningIdentity signer = pki.defaultSigner(algorithm);
        for (WireFormat format : WireFormat.values()) {
            for (Profile profile : Profile.values()) {
                PrescriptionCertificate certificate = sample(profile, signer, TODAY);
                byte[] encoded = format.codec().encode(certificate, signer);

                VerifiedPrescription verified = verifier.verify(format, encoded);

                assertThat(verified.certificate()).isEqualTo(certificate);
                assertThat(verified.algorithm()).contains(algorithm);
                assertThat(verified.signer().orElseThrow().subject()).isEqualTo(signer.subject());
                assertThat(verified.encoded()).isEqualTo(encoded);
                assertThat(verified.timings().total()).isPositive();
            }
        }
    }

    @Test
    void derXmlAndOerOfOneCertificateDecodeToEqualValues() throws Exception {
        SigningIdentity signer = pki.defaultSigner(SignatureAlgorithm.ECP256);
        for (Profile profile : Profile.values()) {
            PrescriptionCertificate certificate = sample(profile, signer, TODAY);
            var fromDer = verifier.verify(WireFormat.DER, WireFormat.DER.codec().encode(certificate, signer));
            var fromXml = verifier.verify(WireFormat.XML, WireFormat.XML.codec().encode(certificate, signer));
            var fromOer = verifier.verify(WireFormat.OER, WireFormat.OER.codec().encode(certificate, signer));
            assertThat(fromDer.certificate()).isEqualTo(fromXml.certificate()).isEqualTo(fromOer.certificate())
                    .isEqualTo(certificate);
        }
    }

    @Test
    void rejectsNonMinimalLengthAsNonCanonical() throws Exception {
        byte[] der = signedDer(pki.defaultSigner(SignatureAlgorithm.RSA2048));
        assertThat(der[1] & 0xFF).as("a long-form outer length").isEqualTo(0x82);
        byte[] padded = new byte[der.length + 1];
        padded[0] = der[0];
        padded[1] = (byte) 0x83;
        padded[2] = 0;
        System.arraycopy(der, 2, padded, 3, der.length - 2);

        assertRefused(WireFormat.DER, padded, Reason.NON_CANONICAL);
    }

    @Test
    void rejectsGarbageAsMalformed() {
        byte[] garbage = "not a certificate at all".getBytes(StandardCharsets.US_ASCII);
        assertRefused(WireFormat.DER, garbage, Reason.MALFORMED);
        assertRefused(WireFormat.XML, garbage, Reason.MALFORMED);
        assertRefused(WireFormat.OER, garbage, Reason.MALFORMED);
    }

    @Test
    void rejectsChangedContentAsBadSignature() throws Exception {
        SigningIdentity signer = pki.defaultSigner(SignatureAlgorithm.RSA2048);
        for (WireFormat format : WireFormat.values()) {
            byte[] encoded = format.codec().encode(sample(Profile.PRESCRIPTION, signer, TODAY), signer);
            String text = new String(encoded, StandardCharsets.ISO_8859_1);
            int at = text.lastIndexOf("Riverside Medical Practice"); // in the content, not the issuer name
            encoded[at] = 'r';
            assertRefused(format, encoded, Reason.BAD_SIGNATURE);
        }
    }

    @Test
    void rejectsAKeyThatIsNotTheRegisteredKeyOfTheNamedIssuer() throws Exception {
        // Same subject as the registered Dr Hart, but a self-signed certificate and a key of its own.
        SigningIdentity hart = pki.defaultSigner(SignatureAlgorithm.RSA2048);
        SigningIdentity impostor = TestCredentials.create(SignatureAlgorithm.RSA2048, identity(hart));
        // naming Hart's registered certificate, as an impostor would: the key does not verify
        SigningIdentity namingHarts = new SigningIdentity(hart.certificate(), impostor.privateKey(),
                SignatureAlgorithm.RSA2048);
        for (WireFormat format : WireFormat.values()) {
            byte[] encoded = format.codec().encode(sample(Profile.PRESCRIPTION, impostor, TODAY), namingHarts);
            assertRefused(format, encoded, Reason.BAD_SIGNATURE);
            // naming its own certificate, which no pharmacy registered: refused before any key is tried
            byte[] own = format.codec().encode(sample(Profile.PRESCRIPTION, impostor, TODAY), impostor);
            assertRefused(format, own, Reason.UNKNOWN_PRESCRIBER);
        }
    }

    @Test
    void rejectsAnUnregisteredPrescriber() throws Exception {
        SigningIdentity stranger = TestCredentials.create(SignatureAlgorithm.ECP256, new PrescriberIdentity(
                new Prescriber("Dr Ivy Stranger", "GMC 7555555", PrescriberRole.GENERAL_PRACTITIONER),
                new Organisation("Y99999", "Elsewhere Surgery")));
        byte[] encoded = WireFormat.DER.codec().encode(sample(Profile.SIMPLE, stranger, TODAY), stranger);
        assertRefused(WireFormat.DER, encoded, Reason.UNKNOWN_PRESCRIBER);
    }

    @Test
    void acceptsAPrescriberUnknownToTheRegistryWhoseCertificateTravelsInTheFrame() throws Exception {
        SigningIdentity newcomer = newcomer("Dr Ama Newcomer", "GMC 7600001");
        Attachment chain = new Attachment(List.of(newcomer.certificate().getEncoded(),
                pki.prescriberCaCertificate().getEncoded()), Optional.empty());
        for (WireFormat format : WireFormat.values()) {
            PrescriptionCertificate certificate = sample(Profile.PRESCRIPTION, newcomer, TODAY);
            byte[] encoded = format.codec().encode(certificate, newcomer);

            assertRefused(format, encoded, Reason.UNKNOWN_PRESCRIBER);
            VerifiedPrescription verified = verifier.verify(format, encoded, Optional.of(chain));

            assertThat(verified.certificate()).isEqualTo(certificate);
            assertThat(verified.signer().orElseThrow().certificate()).isEqualTo(newcomer.certificate());
        }
    }

    @Test
    void takesNoKeyFromATravellingCertificateOfAnotherSubjectOrAnotherKey() throws Exception {
        SigningIdentity newcomer = newcomer("Dr Ben Newcomer", "GMC 7600002");
        SigningIdentity twin = newcomer("Dr Ben Newcomer", "GMC 7600002");
        byte[] encoded = WireFormat.DER.codec().encode(sample(Profile.PRESCRIPTION, newcomer, TODAY), newcomer);
        byte[] ca = pki.prescriberCaCertificate().getEncoded();

        Attachment someoneElse = new Attachment(List.of(pki.defaultSigner(SignatureAlgorithm.ECP256).certificate()
                .getEncoded(), ca), Optional.empty());
        assertThatExceptionOfType(VerificationException.class)
                .isThrownBy(() -> verifier.verify(WireFormat.DER, encoded, Optional.of(someoneElse)))
                .satisfies(e -> assertThat(e.reason()).as(e.getMessage()).isEqualTo(Reason.UNKNOWN_PRESCRIBER));
        // The message names its signer's certificate (baseCertificateID): another one of the same name is refused by
        // that, before any key is tried.
        Attachment sameNameOtherKey = new Attachment(List.of(twin.certificate().getEncoded(), ca), Optional.empty());
        assertThatExceptionOfType(VerificationException.class)
                .isThrownBy(() -> verifier.verify(WireFormat.DER, encoded, Optional.of(sameNameOtherKey)))
                .satisfies(e -> assertThat(e.reason()).as(e.getMessage()).isEqualTo(Reason.UNKNOWN_PRESCRIBER))
                .withMessageContaining("names the signer certificate serial");
    }

    @Test
    void aRevocationForCompromiseRefusesEverySignatureAndAnyOtherOnlyThoseMadeSinceIt() throws Exception {
        Instant revokedAt = Instant.now().minus(Duration.ofHours(1));
        PrescriptionCertificate before = sample(Profile.PRESCRIPTION, pki.defaultSigner(SignatureAlgorithm.ECP256),
                TODAY.minusDays(1));
        PrescriptionCertificate since = new PrescriptionCertificate(before.serialNumber().add(BigInteger.ONE),
                before.issuer(), before.holder(), new ValidityPeriod(revokedAt.plusSeconds(60),
                        revokedAt.plus(Duration.ofDays(7))), before.content());
        assertThat(before.validity().notBefore()).isBefore(revokedAt);

        for (CRLReason reason : List.of(CRLReason.CESSATION_OF_OPERATION, CRLReason.SUPERSEDED,
                CRLReason.KEY_COMPROMISE, CRLReason.UNSPECIFIED)) {
            SigningIdentity signer = newcomer("Dr Eve Leaving", "GMC 7600003");
            PrescriptionCertificate signedBefore = reissued(before, signer);
            PrescriptionCertificate signedSince = reissued(since, signer);
            var registry = PrescriberRegistry.builder(pki.rootCertificate()).intermediate(pki.prescriberCaCertificate())
                    .crl(DemoPki.prescriberCa(pki).issueCrl(List.of(signer.certificate()), reason, revokedAt,
                            revokedAt.plus(Duration.ofDays(1)))).prescriber(signer.certificate()).build();
            var afterRevocation = new PrescriptionVerifier(registry, VerificationPolicy.strict(), Clock.systemUTC());
            boolean compromise = reason == CRLReason.KEY_COMPROMISE || reason == CRLReason.UNSPECIFIED;

            for (WireFormat format : WireFormat.values()) {
                byte[] earlier = format.codec().encode(signedBefore, signer);
                byte[] later = format.codec().encode(signedSince, signer);
                if (compromise) {
                    assertThatExceptionOfType(VerificationException.class).as(reason + " " + format)
                            .isThrownBy(() -> afterRevocation.verify(format, earlier))
                            .satisfies(e -> assertThat(e.reason()).isEqualTo(Reason.REVOKED));
                } else {
                    assertThat(afterRevocation.verify(format, earlier).certificate()).as(reason + " " + format)
                            .isEqualTo(signedBefore);
                }
                assertThatExceptionOfType(VerificationException.class).as(reason + " " + format)
                        .isThrownBy(() -> afterRevocation.verify(format, later))
                        .satisfies(e -> assertThat(e.reason()).isEqualTo(Reason.REVOKED));
            }
        }
    }

    /** {@code certificate} as {@code signer} would have written it: its issuer and its name in the content. */
    private static PrescriptionCertificate reissued(PrescriptionCertificate certificate, SigningIdentity signer) {
        PrescriptionCertificate written = sample(Profile.PRESCRIPTION, signer, TODAY.minusDays(1));
        return new PrescriptionCertificate(certificate.serialNumber(), written.issuer(), written.holder(),
                certificate.validity(), written.content());
    }

    /** A prescriber the demo prescriber CA certified after the registry was loaded: unknown to it. */
    private static SigningIdentity newcomer(String name, String code) throws Exception {
        PrescriberIdentity who = new PrescriberIdentity(new Prescriber(name, code,
                PrescriberRole.GENERAL_PRACTITIONER), new Organisation("Y12345", "Newtown Surgery"));
        KeyPair keys = KeyPairs.generate(SignatureAlgorithm.ECP256);
        var certificate = DemoPki.prescriberCa(pki).issuePrescriber(who.subject(), keys.getPublic(),
                Instant.now().minus(Duration.ofDays(1)), Instant.now().plus(Duration.ofDays(30)));
        return new SigningIdentity(certificate, keys.getPrivate(), SignatureAlgorithm.ECP256);
    }

    @Test
    void rejectsARevokedPrescriber() throws Exception {
        SigningIdentity revoked = pki.signingIdentity("vane-rsa2048");
        for (WireFormat format : WireFormat.values()) {
            byte[] encoded = format.codec().encode(sample(Profile.PRESCRIPTION, revoked, TODAY), revoked);
            assertRefused(format, encoded, Reason.REVOKED);
        }
    }

    @Test
    void rejectsAPrescriberWhoseCertificateHasExpired() throws Exception {
        PrescriberIdentity who = new PrescriberIdentity(
                new Prescriber("Dr Rowan Elder", "GMC 7333333", PrescriberRole.GENERAL_PRACTITIONER),
                new Organisation("Y12345", "Riverside Medical Practice"));
        KeyPair keys = KeyPairs.generate(SignatureAlgorithm.RSA2048);
        Instant now = Instant.now();
        var certificate = DemoPki.prescriberCa(pki).issuePrescriber(who.subject(), keys.getPublic(),
                now.minus(Duration.ofDays(400)), now.minus(Duration.ofHours(1)));
        SigningIdentity expired = new SigningIdentity(certificate, keys.getPrivate(), SignatureAlgorithm.RSA2048);
        var withExpired = PrescriberRegistry.builder(pki.rootCertificate()).intermediate(pki.prescriberCaCertificate())
                .crl(pki.crl()).prescribers(pki.prescriberCertificates()).prescriber(certificate).build();
        var strict = new PrescriptionVerifier(withExpired, VerificationPolicy.strict(), Clock.systemUTC());

        byte[] encoded = WireFormat.DER.codec().encode(sample(Profile.PRESCRIPTION, expired, TODAY), expired);

        assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> strict.verify(WireFormat.DER, encoded))
                .satisfies(e -> assertThat(e.reason()).as(e.getMessage()).isEqualTo(Reason.EXPIRED));
    }

    @Test
    void rejectsAnExpiredPrescription() throws Exception {
        SigningIdentity signer = pki.defaultSigner(SignatureAlgorithm.RSA2048);
        byte[] encoded = WireFormat.XML.codec().encode(sample(Profile.PRESCRIPTION, signer, TODAY.minusDays(400)),
                signer);
        assertRefused(WireFormat.XML, encoded, Reason.EXPIRED);
    }

    @Test
    void rejectsAPrescriptionNotYetValid() throws Exception {
        SigningIdentity signer = pki.defaultSigner(SignatureAlgorithm.RSA2048);
        byte[] encoded = WireFormat.DER.codec().encode(sample(Profile.PRESCRIPTION, signer, TODAY.plusDays(3)), signer);
        assertRefused(WireFormat.DER, encoded, Reason.NOT_YET_VALID);
    }

    @Test
    void rejectsAPrescriptionNamingAnotherPrescriberThanItsSigner() throws Exception {
        SigningIdentity signer = pki.defaultSigner(SignatureAlgorithm.RSA2048);
        PrescriptionCertificate genuine = sample(Profile.PRESCRIPTION, signer, TODAY);
        Prescription original = (Prescription) genuine.content();
        Prescription forged = new Prescription(original.prescriptionId(), original.patient(),
                new Prescriber("Dr Chidi Okafor", "GMC 7123456", PrescriberRole.GENERAL_PRACTITIONER),
                original.organisation(), original.items(), original.type(), original.nominatedPharmacy());
        PrescriptionCertificate certificate = new PrescriptionCertificate(genuine.serialNumber(), genuine.issuer(),
                genuine.holder(), genuine.validity(), forged);
        for (WireFormat format : WireFormat.values()) {
            assertRefused(format, format.codec().encode(certificate, signer), Reason.BAD_CONTENT);
        }
    }

    @Test
    void rejectsAnAlgorithmThePolicyDoesNotAllow() throws Exception {
        var rsaOnly = new PrescriptionVerifier(registry, new VerificationPolicy(EnumSet.of(SignatureAlgorithm.RSA2048),
                false, Duration.ofMinutes(5)), Clock.systemUTC());
        SigningIdentity signer = pki.defaultSigner(SignatureAlgorithm.ED25519);
        byte[] encoded = WireFormat.DER.codec().encode(sample(Profile.SIMPLE, signer, TODAY), signer);
        assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> rsaOnly.verify(WireFormat.DER, encoded))
                .satisfies(e -> assertThat(e.reason()).isEqualTo(Reason.DISALLOWED_ALGORITHM));
    }

    @Test
    void aPharmacyRefusesAPrescriptionNominatedToAnotherPharmacyInEveryForm() throws Exception {
        var atFa123 = new PrescriptionVerifier(registry, VerificationPolicy.strict().forPharmacy("FA123"),
                Clock.systemUTC());
        SigningIdentity signer = pki.defaultSigner(SignatureAlgorithm.ECP256);
        PrescriptionCertificate elsewhere = new SampleGenerator(24_000_001, "FCK42").certificate(Profile.PRESCRIPTION,
                identity(signer), TODAY);
        PrescriptionCertificate here = new SampleGenerator(24_000_001, "FA123").certificate(Profile.PRESCRIPTION,
                identity(signer), TODAY);
        for (WireFormat format : WireFormat.values()) {
            byte[] encoded = format.codec().encode(elsewhere, signer);
            assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> atFa123.verify(format, encoded))
                    .satisfies(e -> assertThat(e.reason()).isEqualTo(Reason.WRONG_PHARMACY));
            assertThat(verifier.verify(format, encoded).certificate()).isEqualTo(elsewhere);
            assertThat(atFa123.verify(format, format.codec().encode(here, signer)).certificate()).isEqualTo(here);
        }
    }

    @Test
    void aPharmacyDoesNotCheckTheNominationOfAnExemptionOrAnAuditRecord() throws Exception {
        var atFwd07 = new PrescriptionVerifier(registry, VerificationPolicy.strict().forPharmacy("FWD07"),
                Clock.systemUTC());
        SigningIdentity signer = pki.defaultSigner(SignatureAlgorithm.ECP256);
        for (Profile profile : new Profile[] {Profile.SIMPLE, Profile.COMPLEX}) {
            PrescriptionCertificate certificate = new SampleGenerator(24_000_002, "FA123").certificate(profile,
                    identity(signer), TODAY);
            assertThat(atFwd07.verify(WireFormat.DER, WireFormat.DER.codec().encode(certificate, signer)).certificate())
                    .isEqualTo(certificate);
        }
    }

    @Test
    void refusesUnsignedUnlessTheBenchmarkPolicyAllowsIt() throws Exception {
        SigningIdentity signer = pki.defaultSigner(SignatureAlgorithm.RSA2048);
        var baseline = new PrescriptionVerifier(registry, VerificationPolicy.benchmarkAcceptingUnsigned(),
                Clock.systemUTC());
        for (WireFormat format : WireFormat.values()) {
            PrescriptionCertificate certificate = sample(Profile.COMPLEX, signer, TODAY);
            byte[] unsigned = format.codec().encodeUnsigned(certificate);
            assertRefused(format, unsigned, Reason.UNSIGNED);
            VerifiedPrescription accepted = baseline.verify(format, unsigned);
            assertThat(accepted.signer()).isEmpty();
            assertThat(accepted.certificate()).isEqualTo(certificate);
        }
    }

    private static byte[] signedDer(SigningIdentity signer) throws Exception {
        return WireFormat.DER.codec().encode(sample(Profile.PRESCRIPTION, signer, TODAY), signer);
    }

    private static PrescriptionCertificate sample(Profile profile, SigningIdentity signer, LocalDate issued) {
        return new SampleGenerator(5).certificate(profile, identity(signer), issued);
    }

    private static PrescriberIdentity identity(SigningIdentity signer) {
        return PrescriberIdentity.fromSubject(signer.subject());
    }

    private static void assertRefused(WireFormat format, byte[] encoded, Reason reason) {
        assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> verifier.verify(format, encoded))
                .satisfies(e -> assertThat(e.reason()).as(e.getMessage()).isEqualTo(reason));
    }
}
