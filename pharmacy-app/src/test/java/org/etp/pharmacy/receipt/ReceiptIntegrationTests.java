package org.etp.pharmacy.receipt;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.Cancellation;
import org.etp.ac.prescription.CancellationReason;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.prescription.Profile;
import org.etp.ac.receipt.EncodedReceipt;
import org.etp.ac.receipt.PharmacyReceipts;
import org.etp.ac.receipt.ReceiptTexts;
import org.etp.ac.receipt.ReceiptVerifier;
import org.etp.ac.receipt.StatusAnswer;
import org.etp.ac.receipt.StatusEntry;
import org.etp.ac.receipt.StatusRequest;
import org.etp.ac.receipt.VerifiedReceipt;
import org.etp.ac.rejection.Reason;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PharmacySigners;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.MessageKind;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.db.testing.TestDatabase;
import org.etp.pharmacy.counter.dispensing.ActionResult;
import org.etp.pharmacy.counter.dispensing.CounterActions;
import org.etp.pharmacy.counter.dispensing.ItemSupply;
import org.etp.pharmacy.prescription.NotDispensedReason;
import org.etp.pharmacy.prescription.PrescribedItem;
import org.etp.pharmacy.prescription.Prescriptions;
import org.etp.pharmacy.prescription.ReturnReason;
import org.etp.pharmacy.support.Arrivals;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.PharmacyNode;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.authority.AuthorityUtils;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Receipts over the real intake socket and PostgreSQL: the counter's outcome commits with a receipt signed by
 * the pharmacy's key, and a prescriber's signed STATUS request gets the latest receipts of its own
 * prescriptions only. One pharmacy node on a database of its own, so that it can be stopped and started
 * again. Seeds 26_000_200 onwards.
 */
class ReceiptIntegrationTests {

    private static TestDatabase database;
    private static PharmacyNode node;

    private final SigningIdentity hart = TestPki.signer(DemoPki.defaultSignerId(SignatureAlgorithm.RSA2048));
    private final SigningIdentity okafor = TestPki.signer("okafor-rsa2048");

    @BeforeAll
    static void startThePharmacy() {
        database = TestDatabase.create("etp_receipts_h1a");
        node = PharmacyNode.start("receipts:1", database);
    }

    @AfterAll
    static void stopThePharmacy() {
        node.close();
    }

    @BeforeEach
    void signInAPharmacist() {
        SecurityContextHolder.getContext().setAuthentication(UsernamePasswordAuthenticationToken.authenticated(
                "shah", null, AuthorityUtils.createAuthorityList("ROLE_PHARMACIST")));
    }

    @AfterEach
    void signOut() {
        SecurityContextHolder.clearContext();
    }

    @Test
    void answersStatusWithAVerifyingReceiptOfAPartialDispenseItemByItem() throws Exception {
        byte[] sent = TestPki.signed(WireFormat.XML, Profile.PRESCRIPTION, SignatureAlgorithm.RSA2048, 26_000_201);
        PrescriptionId id = submit(WireFormat.XML, sent);
        List<PrescribedItem> items = node.bean(Prescriptions.class)
                .items(node.bean(Prescriptions.class).state(id.value()).orElseThrow().id());
        BigDecimal first = items.get(0).quantity().subtract(BigDecimal.ONE);
        List<ItemSupply> supplies = items.stream().map(item -> item.number() == 1
                ? new ItemSupply(1, first, Optional.of(NotDispensedReason.OWING)) : new ItemSupply(item.number(), item.quantity(),
                Optional.empty())).toList();

        ActionResult done = node.bean(CounterActions.class).dispensePartly(id.value(), supplies, "shah");
        StatusAnswer answer = status(hart, Instant.now(), id);

        assertThat(done.done()).isTrue();
        EncodedReceipt receipt = answer.entry(id).orElseThrow().receipt().orElseThrow();
        assertThat(receipt.format()).isEqualTo(WireFormat.XML);
        VerifiedReceipt verified = verifier().verify(receipt, id, sent);
        assertThat(verified.latest().status()).isEqualTo(PrescriptionStatus.PARTIALLY_DISPENSED);
        assertThat(verified.latest().by()).isEqualTo("shah");
        assertThat(verified.record().statusHistory()).extracting(c -> c.status())
                .containsExactly(PrescriptionStatus.RECEIVED, PrescriptionStatus.PARTIALLY_DISPENSED);
        assertThat(verified.record().dispenseHistory()).hasSize(items.size()).first()
                .satisfies(event -> assertThat(event.supplied().value()).isEqualByComparingTo(first))
                .satisfies(event -> assertThat(event.note()).startsWith("owing 1 "));
        assertThat(verified.latest().reason()).startsWith("owing: item 1 1 of " + items.get(0).quantity()
                .toPlainString() + " ");
        assertThat(ReceiptTexts.owing(verified.latest())).isTrue();

        List<ItemSupply> rest = List.of(new ItemSupply(1, BigDecimal.ONE, Optional.empty()));
        assertThat(node.bean(CounterActions.class).supplyOwing(id.value(), rest, "shah").done()).isTrue();
        VerifiedReceipt completed = verifier().verify(status(hart, Instant.now(), id).entry(id).orElseThrow()
                .receipt().orElseThrow(), id, sent);
        assertThat(completed.record().statusHistory()).extracting(c -> c.status()).containsExactly(
                PrescriptionStatus.RECEIVED, PrescriptionStatus.PARTIALLY_DISPENSED, PrescriptionStatus.DISPENSED);
        assertThat(completed.record().dispenseHistory()).hasSize(items.size() + 1);
        assertThat(verified.record().verificationResults()).extracting(r -> r.check())
                .contains("certificate-sha256", "signature", "certificate-path", "canonical-encoding");
        assertThat(verified.record().verificationResults()).filteredOn(r -> r.check().equals("certificate-path"))
                .singleElement().satisfies(r -> assertThat(r.detail())
                        .matches("3 certificates to the trust anchor, CRL current until \\d{4}-\\d\\d-\\d\\dT.*Z"));
        assertThat(verified.pharmacy()).isEqualTo(DemoPki.PHARMACY_SIGNING_NAME);
    }

    @Test
    void tellsAnotherPrescriberNothingAboutThoseIdsAndChangesNothing() throws Exception {
        PrescriptionId id = submit(WireFormat.DER,
                TestPki.signed(WireFormat.DER, Profile.PRESCRIPTION, SignatureAlgorithm.RSA2048, 26_000_202));
        assertThat(node.bean(CounterActions.class).dispense(id.value(), "shah").done()).isTrue();
        PrescriptionId unknown = PrescriptionId.of(0x260203, "Y12345", 3);
        long receipts = count("SELECT count(*) FROM receipt");

        StatusAnswer answer = status(okafor, Instant.now(), id, unknown);

        assertThat(answer.entries()).hasSize(2).allSatisfy(entry -> assertThat(entry.receipt()).isEmpty());
        assertThat(status(hart, Instant.now(), id, unknown).entry(id).orElseThrow().receipt()).isPresent();
        assertThat(count("SELECT count(*) FROM receipt")).isEqualTo(receipts);
    }

    @Test
    void refusesAForgedStaleOrUnreadableStatusRequestWithItsReason() throws Exception {
        PrescriptionId id = submit(WireFormat.DER,
                TestPki.signed(WireFormat.DER, Profile.PRESCRIPTION, SignatureAlgorithm.RSA2048, 26_000_203));
        assertThat(node.bean(CounterActions.class).dispense(id.value(), "shah").done()).isTrue();
        SigningIdentity forger = new SigningIdentity(hart.certificate(), okafor.privateKey(), SignatureAlgorithm.RSA2048);
        byte[] forged = StatusRequest.by(hart, Instant.now(), List.of(id)).sign(forger);
        byte[] stale = StatusRequest.by(hart, Instant.now().minusSeconds(600), List.of(id)).sign(hart);

        assertRefused(forged, Reason.BAD_SIGNATURE);
        assertRefused(stale, Reason.STALE_REQUEST);
        assertRefused(new byte[] {0x30, 0x00}, Reason.MALFORMED);
        assertRefused(TestPki.signed(WireFormat.DER, Profile.PRESCRIPTION, SignatureAlgorithm.RSA2048, 26_000_204),
                Reason.MALFORMED);
    }

    @Test
    void givesAReturnedThenCancelledPrescriptionASecondReceiptWithTheWholeHistory() throws Exception {
        byte[] sent = TestPki.signed(WireFormat.DER, Profile.PRESCRIPTION, SignatureAlgorithm.RSA2048, 26_000_206);
        PrescriptionId id = submit(WireFormat.DER, sent);
        String note = "Patient reports palpitations on sertraline; please review";
        assertThat(node.bean(CounterActions.class).giveBack(id.value(), ReturnReason.CLINICAL_CONCERN, note, "shah")
                .done()).isTrue();
        VerifiedReceipt returned = verifier().verify(
                status(hart, Instant.now(), id).entry(id).orElseThrow().receipt().orElseThrow(), id, sent);
        assertThat(returned.latest().reason()).isEqualTo("returned: Clinical concern, referred to the prescriber."
                + " Note: " + note);
        assertThat(ReceiptTexts.referred(returned.latest().status(), returned.latest().reason())).isTrue();
        byte[] cancellation = TestPki.sign(WireFormat.DER, new Cancellation(id, CancellationReason.CLINICAL_GROUNDS)
                .certificate(BigInteger.valueOf(26_000_207), hart.subject(), Cancellation.PATIENT_NOT_STATED,
                        Instant.now()), hart);

        try (IntakeSocket socket = new IntakeSocket(node.intakePort())) {
            assertThat(socket.submit(RequestFrame.cancel(WireFormat.DER, 1, cancellation)).status())
                    .isEqualTo(ResponseStatus.ACCEPTED);
        }
        VerifiedReceipt verified = verifier().verify(
                status(hart, Instant.now(), id).entry(id).orElseThrow().receipt().orElseThrow(), id, sent);

        assertThat(verified.record().statusHistory()).extracting(c -> c.status()).containsExactly(
                PrescriptionStatus.RECEIVED, PrescriptionStatus.RETURNED, PrescriptionStatus.CANCELLED);
        assertThat(verified.record().statusHistory().get(1).reason()).contains("Clinical concern", note);
        assertThat(verified.latest().by()).startsWith("CN=Dr ");
        assertThat(verified.latest().reason()).isEqualTo("cancelled by the prescriber: "
                + CancellationReason.CLINICAL_GROUNDS.label());
        assertThat(count("SELECT count(*) FROM receipt r JOIN prescription p ON p.id = r.prescription"
                + " WHERE p.prescription_id = '" + id.value() + "'")).isEqualTo(2);
    }

    @Test
    void receiptsTheMarkingAsExpiredAndTheReturnAfterIt() throws Exception {
        Instant notAfter = Instant.now().plusSeconds(2).truncatedTo(ChronoUnit.SECONDS);
        PrescriptionId id = new PrescriptionId(Arrivals.sendValidUntil(node.intakePort(), notAfter, 26_000_208));
        while (!Instant.now().isAfter(notAfter.plusMillis(200))) {
            Thread.sleep(100);
        }
        CounterActions actions = node.bean(CounterActions.class);
        assertThat(actions.dispense(id.value(), "shah").done()).isFalse();
        EncodedReceipt expired = status(hart, Instant.now(), id).entry(id).orElseThrow().receipt().orElseThrow();
        assertThat(actions.giveBack(id.value(), ReturnReason.PRESCRIPTION_EXPIRED, "", "shah").done()).isTrue();

        VerifiedReceipt first = verifier().verifyWithoutCertificate(expired, id);
        VerifiedReceipt latest = verifier().verifyWithoutCertificate(
                status(hart, Instant.now(), id).entry(id).orElseThrow().receipt().orElseThrow(), id);

        assertThat(first.latest().status()).isEqualTo(PrescriptionStatus.EXPIRED);
        assertThat(latest.record().statusHistory()).extracting(c -> c.status()).containsExactly(
                PrescriptionStatus.RECEIVED, PrescriptionStatus.EXPIRED, PrescriptionStatus.RETURNED);
    }

    @Test
    void stillAnswersTheReceiptAfterThePharmacyRestarts() throws Exception {
        byte[] sent = TestPki.signed(WireFormat.OER, Profile.PRESCRIPTION, SignatureAlgorithm.RSA2048, 26_000_205);
        PrescriptionId id = submit(WireFormat.OER, sent);
        assertThat(node.bean(CounterActions.class).dispense(id.value(), "shah").done()).isTrue();

        node.close();
        node = PharmacyNode.start("receipts:2", database);
        StatusAnswer answer = status(hart, Instant.now(), id);

        VerifiedReceipt verified = verifier().verify(answer.entry(id).orElseThrow().receipt().orElseThrow(), id, sent);
        assertThat(verified.latest().status()).isEqualTo(PrescriptionStatus.DISPENSED);
    }

    @Test
    void sendsItsSigningChainWithEachReceiptOnlyToARequestThatAsksForIt() throws Exception {
        byte[] sent = TestPki.signed(WireFormat.DER, Profile.PRESCRIPTION, SignatureAlgorithm.RSA2048, 26_000_209);
        PrescriptionId id = submit(WireFormat.DER, sent);
        assertThat(node.bean(CounterActions.class).dispense(id.value(), "shah").done()).isTrue();

        ResponseFrame asked = ask(StatusRequest.by(hart, Instant.now(), List.of(id)).alsoAskingSigner().sign(hart));
        StatusEntry entry = StatusAnswer.decode(asked.payload(), Frames.DEFAULT_MAX_PAYLOAD_LENGTH).entry(id)
                .orElseThrow();

        assertThat(entry.signer()).hasValueSatisfying(chain -> assertThat(chain.certificates()).hasSize(2));
        PharmacyReceipts receipts = new PharmacyReceipts(PharmacySigners.fromPki(TestPki.get(), List.of(), false,
                Instant.now()));
        VerifiedReceipt verified = receipts.verify("FA123", entry.receipt().orElseThrow(), entry.signer(), id, sent,
                Instant.now());
        assertThat(verified.latest().status()).isEqualTo(PrescriptionStatus.DISPENSED);
        assertThat(status(hart, Instant.now(), id).entry(id).orElseThrow().signer()).as("not asked, not sent").isEmpty();
    }

    private static PrescriptionId submit(WireFormat format, byte[] certificate) throws Exception {
        try (IntakeSocket socket = new IntakeSocket(node.intakePort())) {
            ResponseFrame response = socket.submit(format, certificate);
            assertThat(response.status()).isEqualTo(ResponseStatus.ACCEPTED);
            return response.prescriptionId().orElseThrow();
        }
    }

    private static StatusAnswer status(SigningIdentity signer, Instant at, PrescriptionId... ids) throws Exception {
        ResponseFrame response = ask(StatusRequest.by(signer, at, List.of(ids)).sign(signer));
        assertThat(response.status()).isEqualTo(ResponseStatus.ACCEPTED);
        return StatusAnswer.decode(response.payload(), Frames.DEFAULT_MAX_PAYLOAD_LENGTH);
    }

    private static ResponseFrame ask(byte[] payload) throws Exception {
        try (IntakeSocket socket = new IntakeSocket(node.intakePort())) {
            ResponseFrame response = socket.submit(RequestFrame.status(7, payload));
            assertThat(response.kind()).isEqualTo(MessageKind.STATUS);
            return response;
        }
    }

    private static void assertRefused(byte[] payload, Reason reason) throws Exception {
        ResponseFrame response = ask(payload);
        assertThat(response.status()).isEqualTo(ResponseStatus.REJECTED);
        assertThat(response.reason()).contains(reason);
        assertThat(response.payloadLength()).isZero();
    }

    private static ReceiptVerifier verifier() throws Exception {
        return ReceiptVerifier.fromPki(TestPki.get(), Instant.now());
    }

    private static long count(String sql) {
        return JdbcClient.create(node.bean(DataSource.class)).sql(sql).query(Long.class).single();
    }
}
