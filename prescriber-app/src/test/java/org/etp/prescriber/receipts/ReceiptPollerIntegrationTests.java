package org.etp.prescriber.receipts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.etp.prescriber.support.PrescriptionRequests.nominating;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.CertificateKind;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.DispenseEvent;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.prescription.Quantity;
import org.etp.ac.prescription.StatusChange;
import org.etp.ac.prescription.VerificationResult;
import org.etp.ac.receipt.EncodedReceipt;
import org.etp.ac.receipt.ReceiptFacts;
import org.etp.ac.receipt.ReceiptIssuer;
import org.etp.ac.receipt.SignerChain;
import org.etp.ac.receipt.StatusAnswer;
import org.etp.ac.receipt.StatusEntry;
import org.etp.ac.receipt.StatusRequest;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.PharmacySigningCertificates;
import org.etp.ac.trust.PharmacySigningKey;
import org.etp.ac.trust.PkiDirectory;
import org.etp.prescriber.outbox.AwaitingReceipt;
import org.etp.prescriber.outbox.DeliveredPrescriptions;
import org.etp.prescriber.signing.Signer;
import org.etp.prescriber.support.FakeIntake;
import org.etp.prescriber.support.PrescriberIntegrationTest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The background poller against an in-memory intake that answers STATUS with receipts made and signed as a
 * pharmacy would: a receipt that verifies is stored with its outcome; one that does not verify stores nothing. A
 * second pharmacy, whose receipt-signing certificate the demo service CA issued for its signing request but the
 * prescriber's PKI directory never held, is trusted through the chain it sends with its receipts.
 */
class ReceiptPollerIntegrationTests extends PrescriberIntegrationTest {

    private static final Duration PATIENCE = Duration.ofSeconds(20);

    @Autowired
    FakeIntake intake;

    @Autowired
    ReceiptRepository receipts;

    @Autowired
    DeliveredPrescriptions delivered;

    @Autowired
    PkiDirectory pki;

    @Autowired
    Signer signer;

    @AfterEach
    void resetIntake() {
        intake.reset();
    }

    @Test
    void fetchesVerifiesAndStoresAPartialDispenseSignedByThePharmacy() throws Exception {
        String id = accepted();
        byte[] stored = payload(id);
        answerFor(id, () -> issue(pharmacyKey(), stored, stored));

        await().atMost(PATIENCE).until(() -> receipts.receipt("hart", id).isPresent());

        ReceiptOutcome outcome = receipts.receipt("hart", id).orElseThrow().outcome();
        assertThat(outcome.status()).isEqualTo(PrescriptionStatus.PARTIALLY_DISPENSED);
        assertThat(outcome.pharmacyName()).as("the signer certificate's CN and OU")
                .isEqualTo("Riverside Pharmacy (FA123)");
        assertThat(outcome.items()).first().satisfies(item -> {
            assertThat(item.supplied()).isEqualByComparingTo(BigDecimal.ONE);
            assertThat(item.complete()).isFalse();
        });
        assertThat(receipts.raw("hart", id).orElseThrow().bytes()).isNotEmpty();
        assertThat(intake.statusRequests()).anySatisfy(request -> {
            assertThat(request.prescriptionIds()).extracting(Object::toString).contains(id);
            assertThat(request.signer()).isEqualTo(signer.identity("hart-rsa2048").subject());
        });
        assertThat(delivered.awaitingReceipt("FA123", 0, 100)).extracting(AwaitingReceipt::prescriptionId).doesNotContain(id);
    }

    @Test
    void storesNothingForAReceiptThatNamesAnotherCertificate() throws Exception {
        String id = accepted();
        byte[] stored = payload(id);
        byte[] other = stored.clone();
        other[other.length - 1] ^= 1;
        answerFor(id, () -> issue(pharmacyKey(), stored, other));

        awaitTwoAnswers(id);

        assertThat(receipts.receipt("hart", id)).isEmpty();
        // all of them: the earlier test classes leave any number awaiting a receipt before this one
        assertThat(delivered.awaitingReceipt("FA123", 0, Integer.MAX_VALUE)).extracting(AwaitingReceipt::prescriptionId)
                .contains(id);
    }

    @Test
    void storesNothingForAReceiptNotSignedByThePharmacy() throws Exception {
        String id = accepted();
        byte[] stored = payload(id);
        answerFor(id, () -> issue(signer.identity("okafor-rsa2048"), stored, stored));

        awaitTwoAnswers(id);

        assertThat(receipts.receipt("hart", id)).isEmpty();
    }

    @Test
    void storesTheReceiptOfASecondPharmacyWhoseCertificateCameWithIt() throws Exception {
        String id = answeredByASecondPharmacy("FCK42", true);

        await().atMost(PATIENCE).until(() -> receipts.receipt("hart", id).isPresent());

        assertThat(receipts.receipt("hart", id).orElseThrow().outcome().pharmacyName())
                .isEqualTo("Market Street Chemist (FCK42)");
        assertThat(intake.statusRequests()).filteredOn(request -> request.prescriptionIds().stream()
                .anyMatch(p -> p.value().equals(id))).allMatch(StatusRequest::askSigner);
    }

    @Test
    void storesNothingFromASecondPharmacyThatSendsNoChain() throws Exception {
        String id = answeredByASecondPharmacy("FCK42", false);

        awaitTwoAnswers(id);

        assertThat(receipts.receipt("hart", id)).as("the pinned certificate is another pharmacy's").isEmpty();
    }

    @Test
    void storesNothingFromACertificateThatNamesAnotherPharmacyThanTheOneAsked() throws Exception {
        String id = answeredByASecondPharmacy("FB456", true);

        awaitTwoAnswers(id);

        assertThat(receipts.receipt("hart", id)).isEmpty();
    }

    @Test
    void asksAgainWithoutTheSignerQuestionAndUsesThePinnedCertificateWhenThePharmacyIsOlder() throws Exception {
        intake.withoutSignerQuestion();
        String id = accepted("FA123");
        byte[] stored = payload(id);
        answerFor(id, () -> issue(pharmacyKey(), stored, stored));

        await().atMost(PATIENCE).until(() -> receipts.receipt("hart", id).isPresent());

        assertThat(intake.statusRequests()).filteredOn(request -> request.prescriptionIds().stream()
                .anyMatch(p -> p.value().equals(id))).extracting(StatusRequest::askSigner).contains(true, false);
    }

    /**
     * A prescription nominating FCK42, accepted; the intake answers it with a receipt signed by the key of a pharmacy
     * with ODS code {@code ods}, and with that pharmacy's chain when {@code withChain} and the request asks for it.
     */
    private String answeredByASecondPharmacy(String ods, boolean withChain) throws Exception {
        String id = accepted("FCK42");
        byte[] stored = payload(id);
        SigningIdentity pharmacy = secondPharmacy(ods);
        answerFor(id, () -> issue(pharmacy, stored, stored), withChain ? chainOf(pharmacy) : null);
        return id;
    }

    /** The pharmacy {@code ods}'s key, its certificate issued by the demo service CA for its signing request. */
    private SigningIdentity secondPharmacy(String ods) throws Exception {
        Instant now = Instant.now();
        return PharmacySigningCertificates.issue(DemoPki.serviceCa(pki), PharmacySigningCertificates.subject(
                "Market Street Chemist", ods), CertificateKind.PHARMACY, now.minusSeconds(3600), now.plusSeconds(86_400));
    }

    private SignerChain chainOf(SigningIdentity pharmacy) throws Exception {
        return new SignerChain(List.of(pharmacy.certificate().getEncoded(),
                DemoPki.serviceCa(pki).certificate().getEncoded()));
    }

    /** Two requests about {@code id} answered: the first answer was wholly handled before the second was asked. */
    private void awaitTwoAnswers(String id) {
        await().atMost(PATIENCE).until(() -> intake.statusRequests().stream()
                .filter(request -> request.prescriptionIds().stream().anyMatch(p -> p.value().equals(id))).count() >= 2);
    }

    private void answerFor(String id, ReceiptSource receipt) throws Exception {
        answerFor(id, receipt, null);
    }

    /** Answers {@code id} with the receipt, and with {@code chain} (when not null) to a request that asks for it. */
    private void answerFor(String id, ReceiptSource receipt, SignerChain chain) throws Exception {
        EncodedReceipt made = receipt.make();
        Function<StatusRequest, StatusAnswer> answer = request -> new StatusAnswer(
                request.prescriptionIds().stream().map(p -> p.value().equals(id)
                        ? signed(new StatusEntry(p, Optional.of(made)), request, chain) : StatusEntry.nothing(p))
                        .toList());
        intake.answerStatus(answer);
    }

    private static StatusEntry signed(StatusEntry entry, StatusRequest request, SignerChain chain) {
        return chain != null && request.askSigner() ? entry.withSigner(chain) : entry;
    }

    private SigningIdentity pharmacyKey() throws Exception {
        return PharmacySigningKey.read(pki, Instant.now());
    }

    /** A partial dispense of one unit of the first item, binding {@code boundBytes}, signed by {@code key}. */
    private static EncodedReceipt issue(SigningIdentity key, byte[] stored, byte[] boundBytes)
            throws CodecException, VerificationException {
        PrescriptionCertificate prescription = WireFormat.DER.codec().decode(stored).parse();
        Instant received = Instant.now().truncatedTo(ChronoUnit.SECONDS).minusSeconds(600);
        Instant dispensed = received.plusSeconds(300);
        String unit = prescription.prescription().orElseThrow().items().get(0).quantity().unit();
        ReceiptFacts facts = new ReceiptFacts(prescription, boundBytes,
                List.of(new VerificationResult("signature", true, received, "rsa2048, registered key")),
                List.of(new DispenseEvent(1, Quantity.of("1", unit), dispensed, "shah", "owing")),
                List.of(new StatusChange(PrescriptionStatus.RECEIVED, received, "intake", "verified"),
                        new StatusChange(PrescriptionStatus.PARTIALLY_DISPENSED, dispensed, "shah", "stock")),
                dispensed);
        return new ReceiptIssuer(key).issue(facts, BigInteger.valueOf(26_500_001), WireFormat.DER);
    }

    private byte[] payload(String id) {
        return jdbc.queryForObject("SELECT payload FROM outbox WHERE kind = 'SUBMIT' AND prescription_id = ?",
                byte[].class, id);
    }

    private String accepted() throws Exception {
        return accepted("FA123");
    }

    /** A prescription by hart nominating the pharmacy {@code ods}, sent and accepted. */
    private String accepted(String ods) throws Exception {
        mvc.perform(nominating(mvc, "hart", ods)).andExpect(status().isFound());
        String id = jdbc.queryForObject("SELECT prescription_id FROM outbox WHERE username = 'hart' AND kind = 'SUBMIT'"
                + " ORDER BY id DESC LIMIT 1", String.class);
        await().atMost(PATIENCE).until(() -> "ACCEPTED".equals(jdbc.queryForObject(
                "SELECT status FROM outbox WHERE kind = 'SUBMIT' AND prescription_id = ?", String.class, id)));
        return id;
    }

    @FunctionalInterface
    private interface ReceiptSource {
        EncodedReceipt make() throws Exception;
    }
}
