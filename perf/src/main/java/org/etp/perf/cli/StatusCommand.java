package org.etp.perf.cli;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.StatusChange;
import org.etp.ac.receipt.ReceiptVerifier;
import org.etp.ac.receipt.StatusAnswer;
import org.etp.ac.receipt.StatusEntry;
import org.etp.ac.receipt.StatusRequest;
import org.etp.ac.receipt.VerifiedReceipt;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code etp status}: asks a pharmacy for the latest receipts of prescription IDs with a STATUS request signed by
 * a prescriber's key from the PKI, and checks each receipt with the pharmacy signing certificate of the same PKI
 * (signature, issuer, prescription ID; the digest binding needs the prescriber's stored certificate, which the
 * command line does not hold). It also asks which of them the pharmacy holds with no outcome yet, and asks again
 * for receipts only when a pharmacy of an older version refuses that question. Prints one line per ID; exit 0
 * when every ID was answered with a receipt that verified, 1 otherwise (received with no outcome yet, no
 * receipt, a receipt refused, or the request refused), 3 when the connection failed.
 */
@Command(name = "status", mixinStandardHelpOptions = true,
        description = "Fetch and verify the pharmacy's receipts of prescription IDs: exit 0 when all were answered.")
public final class StatusCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    IntakeOptions intake;

    @Option(names = "--signer", required = true, paramLabel = "NAME",
            description = "The prescriber id in the PKI who signed the prescriptions, e.g. hart-rsa2048.")
    String signer;

    @Parameters(arity = "1..100", paramLabel = "ID", description = "Prescription IDs to ask about (1 to 100).")
    List<String> ids;

    @Mixin
    TokenPin pin;

    @Override
    public Integer call() throws Exception {
        List<PrescriptionId> asked = ids.stream().map(PrescriptionId::new).distinct().toList();
        PrescriberClient prescriber = new PrescriberClient(intake, signer, pin.opener());
        SigningIdentity identity = prescriber.identity();
        ReceiptVerifier verifier = ReceiptVerifier.fromPki(intake.pki(), Instant.now());
        Optional<PrescriberClient.Answer> answered = ask(prescriber, identity,
                StatusRequest.by(identity, Instant.now(), asked).alsoAskingReceived());
        if (answered.isPresent() && refusedAsMalformed(answered.get().response())) {
            spec.commandLine().getErr().println("status: the pharmacy does not know the question \"received, no"
                    + " outcome yet\" (an older version); asking for receipts only");
            answered = ask(prescriber, identity, StatusRequest.by(identity, Instant.now(), asked));
        }
        if (answered.isEmpty()) {
            return ExitCode.FAILURE;
        }
        ResponseFrame response = answered.get().response();
        if (response.status() != ResponseStatus.ACCEPTED) {
            spec.commandLine().getOut().println("status: " + response.status()
                    + response.reason().map(r -> " " + ResponseText.reason(r) + ": " + r.sentence()).orElse(""));
            return SendCommand.NOT_ALL_ACCEPTED;
        }
        StatusAnswer answer;
        try {
            answer = StatusAnswer.decode(response.payload(), Frames.DEFAULT_MAX_PAYLOAD_LENGTH);
        } catch (VerificationException e) {
            spec.commandLine().getOut().println("status: the answer is unreadable: " + e.getMessage());
            return SendCommand.NOT_ALL_ACCEPTED;
        }
        boolean all = true;
        for (PrescriptionId id : asked) {
            StatusEntry entry = answer.entry(id).orElse(StatusEntry.nothing(id));
            all &= print(verifier, entry);
        }
        return all ? 0 : SendCommand.NOT_ALL_ACCEPTED;
    }

    private Optional<PrescriberClient.Answer> ask(PrescriberClient prescriber, SigningIdentity identity,
            StatusRequest request) throws Exception {
        byte[] signed = request.sign(identity);
        return prescriber.send("status", client -> client.status(signed), spec.commandLine().getErr());
    }

    private static boolean refusedAsMalformed(ResponseFrame response) {
        return response.status() == ResponseStatus.REJECTED && response.reason().orElse(null) == Reason.MALFORMED;
    }

    /** One ID's line; whether it was answered with a receipt that verified. */
    private boolean print(ReceiptVerifier verifier, StatusEntry entry) {
        String id = entry.prescriptionId().value();
        if (entry.receivedAt().isPresent()) {
            spec.commandLine().getOut().println(id + ": received, no outcome yet (received at "
                    + entry.receivedAt().get() + "; no receipt until the pharmacy records an outcome)");
            return false;
        }
        if (entry.receipt().isEmpty()) {
            spec.commandLine().getOut().println(id + ": no receipt (not known here, or not yours)");
            return false;
        }
        try {
            VerifiedReceipt receipt = verifier.verifyWithoutCertificate(entry.receipt().get(), entry.prescriptionId());
            StatusChange latest = receipt.latest();
            spec.commandLine().getOut().println(id + ": " + latest.status() + " at " + latest.at() + " by "
                    + latest.by() + " (" + latest.reason() + "); " + receipt.pharmacyName()
                    + "; receipt verified (" + entry.receipt().get().format().id()
                    + "; the digest binding is checked by the prescriber app, which holds the certificate)");
            return true;
        } catch (VerificationException e) {
            spec.commandLine().getOut().println(id + ": receipt NOT verified: " + ResponseText.reason(e.reason())
                    + " " + e.getMessage());
            return false;
        }
    }
}
