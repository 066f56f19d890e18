package org.etp.perf.cli;

import java.io.PrintWriter;
import java.math.BigInteger;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Cancellation;
import org.etp.ac.prescription.CancellationReason;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code etp cancel}: signs a cancellation of one prescription ID with a prescriber's key from the PKI and
 * sends it as CANCEL. Prints the answer; exit 0 when the prescription stands cancelled — ACCEPTED, or DUPLICATE:
 * cancelled before (a resend after a lost answer, or a second cancellation), said as "already cancelled"; the
 * first reason and time are kept — 1 when refused, 3 when the connection failed.
 */
@Command(name = "cancel", mixinStandardHelpOptions = true,
        description = "Cancel a prescription at a pharmacy with a signed cancellation: exit 0 when it stands cancelled"
                + " (ACCEPTED, or DUPLICATE: already cancelled).")
public final class CancelCommand implements Callable<Integer> {

    private static final SecureRandom SERIALS = new SecureRandom();

    @Spec
    CommandSpec spec;

    @Mixin
    IntakeOptions intake;

    @Option(names = "--signer", required = true, paramLabel = "NAME",
            description = "The prescriber id in the PKI who signed the prescription, e.g. hart-rsa2048.")
    String signer;

    @Option(names = "--reason", required = true, paramLabel = "CODE",
            description = "EPS cancellation reason: 0001 prescribing error, 0002 clinical contra-indication, 0003 "
                    + "change to medication treatment regime, 0004 clinical grounds, 0005 at the patient's request, "
                    + "0006 at the pharmacist's request, 0007 notification of death, 0008 patient deceased.")
    String reason;

    @Option(names = "--format", converter = Converters.Format.class, defaultValue = "der", paramLabel = "der|xml|oer",
            description = "The cancellation's form (default: der).")
    WireFormat format;

    @Parameters(paramLabel = "ID", description = "The prescription ID to cancel.")
    String id;

    @Mixin
    TokenPin pin;

    @Override
    public Integer call() throws Exception {
        Cancellation cancellation = new Cancellation(new PrescriptionId(id), CancellationReason.fromCode(reason));
        PrescriberClient prescriber = new PrescriberClient(intake, signer, pin.opener());
        SigningIdentity identity = prescriber.identity();
        PrescriptionCertificate certificate = cancellation.certificate(new BigInteger(63, SERIALS).setBit(62),
                identity.subject(), Cancellation.PATIENT_NOT_STATED, Instant.now());
        byte[] encoded = format.codec().encode(certificate, identity);
        Optional<PrescriberClient.Answer> answered = prescriber.send("cancel " + id,
                client -> client.cancel(format, encoded), spec.commandLine().getErr());
        if (answered.isEmpty()) {
            return ExitCode.FAILURE;
        }
        ResponseFrame response = answered.get().response();
        PrintWriter out = spec.commandLine().getOut();
        out.println(ResponseText.line("cancel " + id + " (" + cancellation.reason().code() + " "
                + cancellation.reason().label() + ")", response, answered.get().nanos()));
        if (response.status() == ResponseStatus.DUPLICATE) {
            out.println(id + " was already cancelled: the cancellation stands, with its first reason and time.");
        }
        return response.status() == ResponseStatus.ACCEPTED || response.status() == ResponseStatus.DUPLICATE
                ? 0 : SendCommand.NOT_ALL_ACCEPTED;
    }
}
