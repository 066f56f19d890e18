package org.etp.pharmacy.receipt;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.receipt.EncodedReceipt;
import org.etp.ac.receipt.SignedStatusRequest;
import org.etp.ac.receipt.StatusAnswer;
import org.etp.ac.receipt.StatusEntry;
import org.etp.ac.receipt.StatusRequest;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.trust.Names;
import org.etp.ac.trust.TrustedPrescriber;
import org.etp.ac.wire.Attachment;
import org.etp.ac.wire.Frames;
import org.etp.pharmacy.identity.PharmacyKey;
import org.etp.pharmacy.prescription.ReceiptReads;
import org.etp.pharmacy.verification.CurrentTrust;
import org.springframework.stereotype.Service;

/**
 * Answers STATUS requests. The request's signature is checked with the key the prescriber registry holds
 * for the signer it names — never a key from the message — and its time must be within
 * {@link #WINDOW} of the pharmacy's clock. Receipts go only to the prescriber whose name the store holds as
 * the prescription's issuer, and so does the time a prescription was received when it has no outcome yet, to a
 * request that asks for it; every other requested ID gets the same "nothing", whether it is unknown, another
 * prescriber's or (unasked) without an outcome. To a request that asks for the signer ({@code askSigner}), each
 * receipt goes with the chain of the pharmacy's signing certificate ({@link PharmacyKey#signerChain()}), so that a
 * prescriber that was never given this pharmacy's certificate can validate it to its trust anchors. Reads only: a
 * STATUS request changes nothing.
 */
@Service
public class StatusDesk {

    /** How far a request's time may be from the pharmacy's clock, either way. */
    public static final Duration WINDOW = Duration.ofMinutes(5);

    private final CurrentTrust trust;
    private final ReceiptReads receipts;
    private final PharmacyKey key;
    private final Clock clock;

    StatusDesk(CurrentTrust trust, ReceiptReads receipts, PharmacyKey key, Clock clock) {
        this.trust = trust;
        this.receipts = receipts;
        this.key = key;
        this.clock = clock;
    }

    /** A verified request and the answer it gets. */
    public record Answered(StatusRequest request, int receipts, byte[] answer) {
    }

    /**
     * Verifies {@code payload} as a signed status request and answers it: signed by the registered certificate of the
     * prescriber it names, or by the one its frame carried ({@code attachment}), validated to an anchor.
     *
     * @throws VerificationException with the reason the request is refused; nothing is answered then
     */
    public Answered answer(WireFormat format, byte[] payload, Optional<Attachment> attachment)
            throws VerificationException {
        if (format != WireFormat.DER) {
            throw new VerificationException(Reason.MALFORMED, "a status request is DER, not " + format);
        }
        Instant now = clock.instant();
        SignedStatusRequest signed = SignedStatusRequest.decode(payload);
        StatusRequest request = signed.request();
        TrustedPrescriber signer = trust.registry().signer(request.signer(), request.algorithm(), Optional.empty(),
                attachment.map(Attachment::certificates).orElse(List.of()),
                attachment.flatMap(Attachment::ocspResponse), now);
        signed.verifySignature(signer.publicKey());
        if (Duration.between(request.requestedAt(), now).abs().compareTo(WINDOW) > 0) {
            throw new VerificationException(Reason.STALE_REQUEST, "the request was made at " + request.requestedAt()
                    + ", more than " + WINDOW.toMinutes() + " minutes from the pharmacy's clock (" + now + ")");
        }
        List<PrescriptionId> ids = request.prescriptionIds();
        String issuer = Names.readable(signer.subject());
        Map<PrescriptionId, EncodedReceipt> found = receipts.latestReceipts(ids, issuer);
        Map<PrescriptionId, Instant> received = request.askReceived()
                ? receipts.receivedWithoutOutcome(ids, issuer) : Map.of();
        List<StatusEntry> entries = ids.stream().map(id -> new StatusEntry(id, Optional.ofNullable(found.get(id)),
                Optional.ofNullable(found.containsKey(id) ? null : received.get(id))))
                .map(entry -> request.askSigner() ? entry.withSigner(key.signerChain()) : entry).toList();
        byte[] answer = new StatusAnswer(entries).encode();
        if (answer.length > Frames.DEFAULT_MAX_PAYLOAD_LENGTH) {
            throw new VerificationException(Reason.BAD_CONTENT, "the answer of " + answer.length + " bytes passes the"
                    + " frame bound: ask about fewer prescriptions at a time");
        }
        return new Answered(request, found.size(), answer);
    }
}
