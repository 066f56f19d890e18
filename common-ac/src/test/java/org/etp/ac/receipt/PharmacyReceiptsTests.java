package org.etp.ac.receipt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.CertificateKind;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.PharmacySigningCertificates;
import org.etp.ac.testing.PharmacySigningCertificates.SecondPharmacy;
import org.etp.ac.trust.PharmacySigners;
import org.etp.ac.trust.PharmacySigningKey;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Receipts of a pharmacy the prescriber's PKI directory never held, checked with the certificate they came with. */
class PharmacyReceiptsTests {

    private static final Duration YEAR = Duration.ofDays(365);

    @TempDir
    static Path dir;

    static SecondPharmacy fb456;
    static PharmacyReceipts receipts;

    @BeforeAll
    static void pki() throws Exception {
        fb456 = SecondPharmacy.under(dir.resolve("pki"), "FB456");
        receipts = new PharmacyReceipts(PharmacySigners.fromPki(fb456.pki(), List.of(), false, Instant.now()));
    }

    @Test
    void acceptsTheReceiptOfASecondPharmacyWithItsChain() throws Exception {
        ReceiptFixtures fixture = ReceiptFixtures.partlyDispensed(26_000_201, WireFormat.DER);
        EncodedReceipt receipt = new ReceiptIssuer(fb456.signer()).issue(fixture.facts(), ReceiptFixtures.serial(),
                WireFormat.DER);

        VerifiedReceipt verified = receipts.verify("FB456", receipt, Optional.of(new SignerChain(fb456.chain())), fixture.prescription()
                .prescriptionId(), fixture.stored(), Instant.now());

        assertThat(verified.pharmacyName()).isEqualTo("Hill Street Pharmacy (FB456)");
        assertThat(verified.digestChecked()).isTrue();
    }

    @Test
    void refusesAReceiptWhoseIssuerIsNotTheSubjectOfTheCertificateThatCame() throws Exception {
        ReceiptFixtures fixture = ReceiptFixtures.partlyDispensed(26_000_202, WireFormat.DER);
        SigningIdentity pinned = PharmacySigningKey.read(fb456.pki(), Instant.now());
        EncodedReceipt byPinned = new ReceiptIssuer(pinned).issue(fixture.facts(), ReceiptFixtures.serial(),
                WireFormat.DER);

        assertRefused(() -> receipts.verify("FB456", byPinned, chainOf(fb456.signer()), fixture.prescription()
                .prescriptionId(), fixture.stored(), Instant.now()), Reason.UNKNOWN_PHARMACY);
        assertRefused(() -> receipts.verify("FB456", byPinned, Optional.empty(), fixture.prescription()
                .prescriptionId(), fixture.stored(), Instant.now()), Reason.UNKNOWN_PHARMACY);
    }

    @Test
    void refusesAReceiptIssuedBeforeItsCertificateWasValid() throws Exception {
        ReceiptFixtures fixture = ReceiptFixtures.partlyDispensed(26_000_203, WireFormat.DER);
        Instant issued = fixture.facts().issuedAt();
        SigningIdentity later = PharmacySigningCertificates.issue(fb456.serviceCa(), PharmacySigningCertificates.subject(
                PharmacySigningCertificates.NAME, "FB456"), CertificateKind.PHARMACY, issued.plusSeconds(60), issued.plus(YEAR));
        EncodedReceipt receipt = new ReceiptIssuer(later).issue(fixture.facts(), ReceiptFixtures.serial(),
                WireFormat.DER);

        assertRefused(() -> receipts.verify("FB456", receipt, chainOf(later), fixture.prescription().prescriptionId(),
                fixture.stored(), Instant.now()), Reason.NOT_YET_VALID);
    }

    private static Optional<SignerChain> chainOf(SigningIdentity pharmacy) throws Exception {
        return Optional.of(new SignerChain(List.of(pharmacy.certificate().getEncoded(),
                fb456.serviceCa().certificate().getEncoded())));
    }

    private static void assertRefused(org.assertj.core.api.ThrowableAssert.ThrowingCallable call, Reason reason) {
        assertThatExceptionOfType(VerificationException.class).isThrownBy(call)
                .satisfies(e -> assertThat(e.reason()).isEqualTo(reason));
    }
}
