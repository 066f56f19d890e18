package org.etp.ac.trust;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.pki.CertificateAuthority;
import org.etp.ac.pki.CertificateKind;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.pki.KeyPairs;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.PharmacySigningCertificates;
import org.etp.ac.testing.PharmacySigningCertificates.SecondPharmacy;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A prescriber takes a receipt key from any pharmacy whose certificate came with its receipts and validates to the
 * PKI directory's anchors for pharmacy signing, naming the ODS code asked; from nothing else.
 */
class PharmacySignersTests {

    private static final Instant NOW = Instant.now();
    private static final Duration YEAR = Duration.ofDays(365);

    @TempDir
    static Path dir;

    static CertificateAuthority serviceCa;
    static SigningIdentity second;
    static PharmacySigners signers;

    @BeforeAll
    static void pki() throws Exception {
        SecondPharmacy fb456 = SecondPharmacy.under(dir.resolve("pki"), "FB456");
        serviceCa = fb456.serviceCa();
        second = fb456.signer();
        signers = PharmacySigners.fromPki(fb456.pki(), List.of(), false, NOW);
    }

    @Test
    void trustsASecondPharmacyWhoseCertificateTheServiceCaIssued() throws Exception {
        X509Certificate carried = second.certificate();

        assertThat(signers.signerFor("FB456", chain(carried, serviceCa.certificate()), NOW)).isEqualTo(carried);
        assertThat(signers.signerFor("FB456", chain(carried), NOW)).as("the service CA from the directory")
                .isEqualTo(carried);
        assertThat(signers.size()).as("remembered once, by its SHA-256").isEqualTo(1);
    }

    @Test
    void refusesACertificateOfAnotherPharmacyThanTheOneAsked() {
        assertRefused(() -> signers.signerFor("FA123", chain(second.certificate()), NOW), Reason.UNKNOWN_PHARMACY);
        assertRefused(() -> signers.signerFor("FB456", List.of(), NOW), Reason.UNKNOWN_PHARMACY);
    }

    @Test
    void fallsBackToThePinnedCertificateWhenNoChainCame() throws Exception {
        assertThat(signers.signerFor("FA123", List.of(), NOW)).isEqualTo(signers.pinned());
        assertThat(signers.signerFor("FA123", chain(signers.pinned()), NOW)).isEqualTo(signers.pinned());
    }

    @Test
    void refusesCertificatesForTlsOrPrescribing() throws Exception {
        for (CertificateKind kind : List.of(CertificateKind.TLS, CertificateKind.PRESCRIBER)) {
            SigningIdentity other = issue(serviceCa, "FB456", kind, NOW.minus(YEAR), NOW.plus(YEAR));
            assertRefused(() -> signers.signerFor("FB456", chain(other.certificate()), NOW), Reason.UNKNOWN_PHARMACY);
        }
    }

    @Test
    void refusesAChainToAForeignRoot() throws Exception {
        PkiDirectory foreign = DemoPki.init(dir.resolve("foreign"));
        CertificateAuthority foreignCa = DemoPki.serviceCa(foreign);
        SigningIdentity impostor = issue(foreignCa, "FB456", CertificateKind.PHARMACY, NOW.minus(YEAR), NOW.plus(YEAR));

        assertRefused(() -> signers.signerFor("FB456", chain(impostor.certificate(), foreignCa.certificate(),
                foreign.rootCertificate()), NOW), Reason.UNKNOWN_PHARMACY);
    }

    @Test
    void anchorsOnTheConfiguredAnchorsInPlaceOfTheDirectorysRoot() throws Exception {
        CertificateAuthority acme = CertificateAuthority.selfSigned(
                new X500Principal("CN=Acme Health Root CA, O=Acme Health, C=GB"),
                KeyPairs.generate(SignatureAlgorithm.ECP256), NOW.minus(YEAR), NOW.plus(YEAR), 0);
        SigningIdentity underAcme = issue(acme, "FB456", CertificateKind.PHARMACY, NOW.minus(YEAR), NOW.plus(YEAR));
        // soft fail: Acme publishes no CRL here, and this is about the anchors
        PharmacySigners anchoredOnAcme = PharmacySigners.fromPki(
                SecondPharmacy.under(dir.resolve("anchored-on-acme"), "FB456").pki(),
                List.of(acme.certificate()), List.of(), true, NOW);

        assertThat(anchoredOnAcme.signerFor("FB456", chain(underAcme.certificate()), NOW))
                .isEqualTo(underAcme.certificate());
        assertRefused(() -> anchoredOnAcme.signerFor("FB456", chain(second.certificate(), serviceCa.certificate()),
                NOW), Reason.UNKNOWN_PHARMACY);
    }

    @Test
    void refusesAnExpiredOrNotYetValidCertificate() throws Exception {
        SigningIdentity expired = issue(serviceCa, "FB456", CertificateKind.PHARMACY, NOW.minus(YEAR.multipliedBy(2)),
                NOW.minus(YEAR));
        SigningIdentity early = issue(serviceCa, "FB456", CertificateKind.PHARMACY, NOW.plus(YEAR),
                NOW.plus(YEAR.multipliedBy(2)));

        assertRefused(() -> signers.signerFor("FB456", chain(expired.certificate()), NOW), Reason.EXPIRED);
        assertRefused(() -> signers.signerFor("FB456", chain(early.certificate()), NOW), Reason.NOT_YET_VALID);
        assertRefused(() -> signers.signerFor("FB456", chain(second.certificate()), NOW.plus(YEAR.multipliedBy(2))),
                Reason.EXPIRED);
    }

    @Test
    void refusesBytesThatAreNoCertificate() {
        assertRefused(() -> signers.signerFor("FB456", List.of(new byte[] {0x30, 0x03, 0x02, 0x01, 0x01}), NOW),
                Reason.UNKNOWN_PHARMACY);
    }

    static SigningIdentity issue(CertificateAuthority ca, String ods, CertificateKind kind, Instant notBefore,
            Instant notAfter) throws TrustException {
        return PharmacySigningCertificates.issue(ca, PharmacySigningCertificates.subject(PharmacySigningCertificates.NAME, ods),
                kind, notBefore, notAfter);
    }

    private static List<byte[]> chain(X509Certificate... certificates) throws Exception {
        List<byte[]> encoded = new java.util.ArrayList<>();
        for (X509Certificate certificate : certificates) {
            encoded.add(certificate.getEncoded());
        }
        return encoded;
    }

    private static void assertRefused(org.assertj.core.api.ThrowableAssert.ThrowingCallable call, Reason reason) {
        assertThatExceptionOfType(VerificationException.class).isThrownBy(call)
                .satisfies(e -> assertThat(e.reason()).isEqualTo(reason));
    }
}
