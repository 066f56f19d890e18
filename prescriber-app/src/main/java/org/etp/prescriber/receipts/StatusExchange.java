package org.etp.prescriber.receipts;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.receipt.StatusAnswer;
import org.etp.ac.receipt.StatusEntry;
import org.etp.ac.receipt.StatusRequest;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.TrustException;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.prescriber.outbox.AwaitingReceipt;
import org.etp.prescriber.signing.Signer;
import org.etp.prescriber.transport.IntakeLink;
import org.etp.prescriber.transport.PharmacyLinks;
import org.etp.prescriber.transport.PharmacyProperties.Pharmacy;
import org.etp.prescriber.transport.SenderProperties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * One STATUS exchange: a request signed with the key that signed the prescriptions asked about (the pharmacy
 * answers a prescriber about its own prescriptions only; a key in a token only while its prescriber holds it
 * unlocked, so their receipts wait while it is locked), sent over the pharmacy's persistent link, and each
 * receipt in the answer handed to the {@link ReceiptChecker} with the ODS code of the pharmacy asked. The request
 * asks for the chain of the pharmacy's receipt-signing certificate ({@code askSigner}); a pharmacy that does not know
 * that question refuses it {@code MALFORMED}, and is asked again without it (its receipts are then checked against
 * the PKI directory's pinned certificate). A link that fails is dropped, so the next use connects afresh; the
 * prescriptions stay outstanding and are asked about again.
 */
@Component
class StatusExchange {

    private static final Logger log = LoggerFactory.getLogger(StatusExchange.class);

    private final PharmacyLinks links;
    private final Signer signer;
    private final ReceiptChecker checker;
    private final SenderProperties sender;
    private final Clock clock;

    StatusExchange(PharmacyLinks links, Signer signer, ReceiptChecker checker, SenderProperties sender,
            Clock clock) {
        this.links = links;
        this.signer = signer;
        this.checker = checker;
        this.sender = sender;
        this.clock = clock;
    }

    /**
     * Asks {@code pharmacy} for the receipts of {@code prescriptions}, all signed by one prescriber key; returns
     * how many receipts were stored.
     */
    int ask(Pharmacy pharmacy, List<AwaitingReceipt> prescriptions) throws TrustException {
        // Verify nothing without a trusted pharmacy certificate: fail before asking.
        checker.verifier();
        String prescriberId = prescriptions.get(0).prescriberId();
        SigningIdentity identity;
        try {
            Optional<SigningIdentity> held = signer.backgroundIdentity(prescriberId);
            if (held.isEmpty()) {
                log.debug("Not asking for receipts signed as {}: the key is locked in its token", prescriberId);
                return 0;
            }
            identity = held.get();
        } catch (TrustException e) {
            log.warn("Cannot ask for receipts signed as {}: {}", prescriberId, e.getMessage());
            return 0;
        }
        StatusRequest request = StatusRequest.by(identity, clock.instant(), prescriptions.stream()
                .map(p -> new PrescriptionId(p.prescriptionId())).toList()).alsoAskingSigner();
        Optional<ResponseFrame> response = send(pharmacy, identity, request);
        if (response.isPresent() && refusedAsMalformed(response.get())) {
            log.debug("{} does not know the question for its signer's chain; asking without it", pharmacy.odsCode());
            response = send(pharmacy, identity, request.withoutAskingSigner());
        }
        return response.isEmpty() ? 0 : receive(pharmacy, prescriptions, response.get());
    }

    /** {@code request}, signed and sent to {@code pharmacy}; its response, or empty when none came. */
    private Optional<ResponseFrame> send(Pharmacy pharmacy, SigningIdentity identity, StatusRequest request) {
        byte[] signed;
        try {
            signed = request.sign(identity);
        } catch (GeneralSecurityException e) {
            log.warn("Cannot ask for receipts signed as {}: {}", identity.subject().getName(), e.getMessage());
            return Optional.empty();
        }
        IntakeLink link = null;
        try {
            link = links.open(pharmacy);
            return Optional.of(link.status(signed).get(sender.responseTimeout().toMillis() + 1000,
                    TimeUnit.MILLISECONDS));
        } catch (IOException | ExecutionException | TimeoutException e) {
            if (link != null) {
                links.drop(pharmacy, link);
            }
            log.debug("Could not ask {} for receipts: {}", pharmacy.odsCode(), e.getMessage());
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    private static boolean refusedAsMalformed(ResponseFrame response) {
        return response.status() == ResponseStatus.REJECTED && response.reason().orElse(null) == Reason.MALFORMED;
    }

    private int receive(Pharmacy pharmacy, List<AwaitingReceipt> prescriptions, ResponseFrame response)
            throws TrustException {
        if (response.status() != ResponseStatus.ACCEPTED) {
            log.warn("{} refused the status request: {} {}", pharmacy.odsCode(), response.status(),
                    response.reason().map(Enum::name).orElse(""));
            return 0;
        }
        StatusAnswer answer;
        try {
            answer = StatusAnswer.decode(response.payload(), Frames.DEFAULT_MAX_PAYLOAD_LENGTH);
        } catch (VerificationException e) {
            log.warn("{} sent an unreadable status answer: {}", pharmacy.odsCode(), e.reason());
            return 0;
        }
        Map<String, AwaitingReceipt> asked = prescriptions.stream()
                .collect(Collectors.toMap(AwaitingReceipt::prescriptionId, Function.identity()));
        int stored = 0;
        for (StatusEntry entry : answer.entries()) {
            AwaitingReceipt prescription = asked.get(entry.prescriptionId().value());
            if (prescription != null && entry.receipt().isPresent()
                    && checker.accept(pharmacy.odsCode(), prescription, entry)) {
                stored++;
            }
        }
        return stored;
    }
}
