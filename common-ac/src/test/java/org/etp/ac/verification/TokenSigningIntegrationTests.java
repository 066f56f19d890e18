package org.etp.ac.verification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Optional;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.SoftHsm;
import org.etp.ac.token.Pkcs11Token;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.trust.PrescriberRegistry;
import org.etp.ac.trust.TokenKeys;
import org.etp.ac.trust.TokenOpener;
import org.etp.ac.trust.TrustException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every form signed with a key that a PKCS#11 token (SoftHSM2) made and holds, RSA-2048 and ECDSA P-256, each pinned
 * to the token's provider (Bouncy Castle and Santuario would otherwise pick a software provider and fail), and the
 * pharmacy's verifier accepting each; Ed25519 stays in software.
 */
class TokenSigningIntegrationTests {

    private static final LocalDate TODAY = LocalDate.now(ZoneOffset.UTC);

    @TempDir
    static Path dir;

    static Pkcs11Token token;
    static TokenOpener tokens;
    static PkiDirectory pki;
    static PrescriptionVerifier verifier;

    @BeforeAll
    static void demoPkiWithItsKeysInTheToken() throws Exception {
        token = SoftHsm.open(SoftHsm.SIGNING);
        tokens = (label, library) -> token;
        pki = DemoPki.init(dir.resolve("pki"), false, PkiLayout.DEMO_PASSWORD.toCharArray(), Optional.empty(), token);
        verifier = new PrescriptionVerifier(PrescriberRegistry.load(pki), VerificationPolicy.strict(),
                Clock.systemUTC());
    }

    @ParameterizedTest
    @EnumSource(value = SignatureAlgorithm.class, names = {"RSA2048", "ECP256"})
    void signsEveryFormInTheTokenAndThePharmacyVerifiesIt(SignatureAlgorithm algorithm) throws Exception {
        SigningIdentity signer = pki.defaultSigner(algorithm, tokens);
        assertThat(signer.inToken()).isTrue();
        assertThat(signer.privateKey().getEncoded()).isNull();
        for (WireFormat format : WireFormat.values()) {
            for (Profile profile : Profile.values()) {
                PrescriptionCertificate certificate = new SampleGenerator(27).certificate(profile,
                        PrescriberIdentity.fromSubject(signer.subject()), TODAY);
                byte[] encoded = format.codec().encode(certificate, signer);

                VerifiedPrescription verified = verifier.verify(format, encoded);

                assertThat(verified.certificate()).as("%s %s", format, profile).isEqualTo(certificate);
                assertThat(verified.algorithm()).contains(algorithm);
                assertThat(verified.signer().orElseThrow().subject()).isEqualTo(signer.subject());
            }
        }
    }

    @Test
    void keepsEd25519InSoftwareBesideATokensKeys() throws Exception {
        SigningIdentity ed25519 = pki.defaultSigner(SignatureAlgorithm.ED25519);

        assertThat(ed25519.inToken()).isFalse();
        assertThat(pki.tokenKeys().labelOf("hart-ed25519")).isEmpty();
        byte[] encoded = WireFormat.DER.codec().encode(new SampleGenerator(3).certificate(Profile.PRESCRIPTION,
                PrescriberIdentity.fromSubject(ed25519.subject()), TODAY), ed25519);
        assertThat(verifier.verify(WireFormat.DER, encoded).algorithm()).contains(SignatureAlgorithm.ED25519);
    }

    @Test
    void refusesATokenKeyWithoutItsTokenAndAnEd25519KeySaidToBeInOne() throws Exception {
        assertThatExceptionOfType(TrustException.class).isThrownBy(() -> pki.signingIdentity("hart-rsa2048"))
                .withMessageContaining("in the PKCS#11 token '" + SoftHsm.SIGNING + "'");

        TokenKeys claimed = pki.tokenKeys().with("hart-ed25519", token.label(), token.library());
        Files.writeString(pki.path().resolve(PkiLayout.TOKEN_KEYS), claimed.text());
        PkiDirectory edited = pki.reopen();
        assertThatExceptionOfType(TrustException.class).isThrownBy(() -> edited.signingIdentity("hart-ed25519",
                tokens)).withMessageContaining("cannot be held in a PKCS#11 token")
                .withMessageContaining("has no Ed25519");
        Files.writeString(pki.path().resolve(PkiLayout.TOKEN_KEYS), pki.tokenKeys().text());
    }
}
