package org.etp.ac.receipt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.TestCredentials;
import org.etp.ac.trust.PharmacySigningKey;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.TrustException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ReceiptVerifierTests {

    @TempDir
    static Path dir;

    static PkiDirectory pki;
    static SigningIdentity pharmacy;
    static SigningIdentity otherPharmacy;
    static ReceiptVerifier verifier;

    @BeforeAll
    static void pkis() throws Exception {
        pki = DemoPki.init(dir.resolve("pki"));
        pharmacy = PharmacySigningKey.read(pki, Instant.now());
        otherPharmacy = PharmacySigningKey.read(DemoPki.init(dir.resolve("other")), Instant.now());
        verifier = ReceiptVerifier.fromPki(pki, Instant.now());
    }

    @ParameterizedTest
    @EnumSource(WireFormat.class)
    void acceptsTheTrustedPharmacysReceiptOfOnesOwnCertificate(WireFormat format) throws Exception {
        ReceiptFixtures fixture = ReceiptFixtures.partlyDispensed(26_000_001, format);
        EncodedReceipt receipt = new ReceiptIssuer(pharmacy).issue(fixture.facts(), ReceiptFixtures.serial(), format);

        VerifiedReceipt verified = verifier.verify(receipt, fixture.prescription().prescriptionId(), fixture.stored());

        assertThat(verified.digestChecked()).isTrue();
        assertThat(verified.prescriptionId()).isEqualTo(fixture.prescription().prescriptionId());
        assertThat(verified.latest().status()).isEqualTo(PrescriptionStatus.PARTIALLY_DISPENSED);
        assertThat(verified.record().dispenseHistory()).singleElement()
                .satisfies(event -> assertThat(event.supplied().value()).isEqualByComparingTo("1"));
        assertThat(verified.pharmacy()).isEqualTo(DemoPki.PHARMACY_SIGNING_NAME);
        assertThat(verified.pharmacyName()).isEqualTo("Riverside Pharmacy (FA123)");
        assertThat(verified.record().verificationResults().get(0).detail())
                .isEqualTo(ReceiptIssuer.sha256Hex(fixture.stored()));
    }

    @Test
    void refusesAReceiptSignedWithASecondPkisPharmacyKey() throws Exception {
        ReceiptFixtures fixture = ReceiptFixtures.partlyDispensed(26_000_002, WireFormat.DER);
        EncodedReceipt forged = new ReceiptIssuer(otherPharmacy).issue(fixture.facts(), ReceiptFixtures.serial(),
                WireFormat.DER);

        assertRefused(forged, fixture, Reason.BAD_SIGNATURE);
    }

    @Test
    void refusesAReceiptIssuedByAPrescriber() throws Exception {
        ReceiptFixtures fixture = ReceiptFixtures.partlyDispensed(26_000_003, WireFormat.DER);
        SigningIdentity prescriber = pki.defaultSigner(SignatureAlgorithm.RSA2048);
        EncodedReceipt forged = new ReceiptIssuer(prescriber).issue(fixture.facts(), ReceiptFixtures.serial(),
                WireFormat.DER);

        assertRefused(forged, fixture, Reason.UNKNOWN_PHARMACY);
    }

    @Test
    void refusesAReceiptThatBindsAnotherCertificateWithTheSameId() throws Exception {
        ReceiptFixtures fixture = ReceiptFixtures.partlyDispensed(26_000_004, WireFormat.DER);
        EncodedReceipt receipt = new ReceiptIssuer(pharmacy).issue(fixture.facts(), ReceiptFixtures.serial(),
                WireFormat.DER);
        byte[] otherBytes = WireFormat.XML.codec().encode(fixture.prescription(),
                TestCredentials.identity(SignatureAlgorithm.RSA2048));

        assertThatExceptionOfType(VerificationException.class)
                .isThrownBy(() -> verifier.verify(receipt, fixture.prescription().prescriptionId(), otherBytes))
                .satisfies(e -> assertThat(e.reason()).isEqualTo(Reason.RECEIPT_MISMATCH))
                .withMessageContaining("another certificate");
    }

    @Test
    void refusesAReceiptAboutAnotherPrescription() throws Exception {
        ReceiptFixtures mine = ReceiptFixtures.partlyDispensed(26_000_005, WireFormat.DER);
        ReceiptFixtures other = ReceiptFixtures.partlyDispensed(26_000_006, WireFormat.DER);
        EncodedReceipt receipt = new ReceiptIssuer(pharmacy).issue(other.facts(), ReceiptFixtures.serial(),
                WireFormat.DER);

        assertThatExceptionOfType(VerificationException.class)
                .isThrownBy(() -> verifier.verify(receipt, mine.prescription().prescriptionId(), mine.stored()))
                .satisfies(e -> assertThat(e.reason()).isEqualTo(Reason.RECEIPT_MISMATCH))
                .withMessageContaining("is about");
    }

    @ParameterizedTest
    @EnumSource(value = WireFormat.class, names = {"DER", "XML"})
    void refusesAReceiptWhoseOutcomeWasTampered(WireFormat format) throws Exception {
        ReceiptFixtures fixture = ReceiptFixtures.partlyDispensed(26_000_007, format);
        byte[] bytes = new ReceiptIssuer(pharmacy).issue(fixture.facts(), ReceiptFixtures.serial(), format).bytes();
        byte[] tampered = replace(bytes, ReceiptFixtures.PHARMACIST, "pharmacist-b");

        assertRefused(new EncodedReceipt(format, tampered), fixture, Reason.BAD_SIGNATURE);
    }

    @Test
    void refusesAnUnsignedReceipt() throws Exception {
        ReceiptFixtures fixture = ReceiptFixtures.partlyDispensed(26_000_008, WireFormat.DER);
        byte[] unsigned = WireFormat.DER.codec().encodeUnsigned(new ReceiptIssuer(pharmacy)
                .certificate(fixture.facts(), ReceiptFixtures.serial()));

        assertRefused(new EncodedReceipt(WireFormat.DER, unsigned), fixture, Reason.UNSIGNED);
    }

    @Test
    void refusesBytesThatAreNoReceipt() throws Exception {
        ReceiptFixtures fixture = ReceiptFixtures.partlyDispensed(26_000_009, WireFormat.DER);

        assertRefused(new EncodedReceipt(WireFormat.DER, new byte[] {0x30, 0x03, 0x02, 0x01}), fixture,
                Reason.MALFORMED);
        // a prescription signed by its prescriber is no receipt, whoever signed it
        assertRefused(new EncodedReceipt(WireFormat.DER, fixture.stored()), fixture, Reason.UNKNOWN_PHARMACY);
    }

    @Test
    void takesThePharmacyCertificateOnlyIfItChainsForSigning() throws Exception {
        PkiDirectory broken = DemoPki.init(dir.resolve("broken"));
        Files.copy(broken.path().resolve(PkiLayout.PHARMACY_TLS), broken.path().resolve(PkiLayout.PHARMACY_SIGNING),
                StandardCopyOption.REPLACE_EXISTING);

        assertThatExceptionOfType(TrustException.class)
                .isThrownBy(() -> ReceiptVerifier.fromPki(broken, Instant.now()))
                .withMessageContaining("pharmacy signing certificate");
    }

    @Test
    void checksAllButTheDigestForACallerWithoutTheCertificate() throws Exception {
        ReceiptFixtures fixture = ReceiptFixtures.partlyDispensed(26_000_010, WireFormat.OER);
        EncodedReceipt receipt = new ReceiptIssuer(pharmacy).issue(fixture.facts(), ReceiptFixtures.serial(),
                WireFormat.OER);

        VerifiedReceipt verified = verifier.verifyWithoutCertificate(receipt, fixture.prescription().prescriptionId());

        assertThat(verified.digestChecked()).isFalse();
        assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> verifier.verifyWithoutCertificate(
                receipt, PrescriptionId.of(0x123456, "Y12345", 0x42)))
                .satisfies(e -> assertThat(e.reason()).isEqualTo(Reason.RECEIPT_MISMATCH));
    }

    private static void assertRefused(EncodedReceipt receipt, ReceiptFixtures fixture, Reason reason) {
        assertThatExceptionOfType(VerificationException.class)
                .isThrownBy(() -> verifier.verify(receipt, fixture.prescription().prescriptionId(), fixture.stored()))
                .satisfies(e -> assertThat(e.reason()).isEqualTo(reason));
    }

    private static byte[] replace(byte[] bytes, String from, String to) {
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        assertThat(text).contains(from);
        return text.replace(from, to).getBytes(StandardCharsets.ISO_8859_1);
    }
}
