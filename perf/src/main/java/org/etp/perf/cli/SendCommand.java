package org.etp.perf.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import org.etp.ac.client.IntakeClient;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.trust.SignerChains;
import org.etp.ac.trust.TrustException;
import org.etp.ac.wire.Attachment;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code etp send}: sends certificate files to a pharmacy intake over one pipelined connection and
 * prints each response in the order of the files. With {@code --attach} each frame carries its signer's chain
 * ({@link SignerChain}), read for every file before anything is sent. Exit 0 when every one was ACCEPTED or DUPLICATE, 1
 * when any was not (REJECTED, ERROR), 3 when the connection failed before every file was answered.
 */
@Command(name = "send", mixinStandardHelpOptions = true,
        description = "Send certificate files to a pharmacy and print each response: exit 0 when all are "
                + "ACCEPTED or DUPLICATE, 1 when any is REJECTED (or ERROR), 3 when the connection fails.")
public final class SendCommand implements Callable<Integer> {

    static final int NOT_ALL_ACCEPTED = 1;
    private static final int MAX_IN_FLIGHT = 64;

    @Spec
    CommandSpec spec;

    @Mixin
    IntakeOptions intake;

    @Option(names = "--format", converter = Converters.Format.class, paramLabel = "der|xml|oer",
            description = "der, xml or oer (default: recognised from each file's first bytes).")
    WireFormat format;

    @Option(names = "--unsigned", description = "The files are unsigned certificates: clear the frames' signed "
            + "flag (baseline measurement only).")
    boolean unsigned;

    @Option(names = "--attach", description = "Attach the signer's certificate chain (FILE.signer.pem, as "
            + "'etp sample' writes it) to each frame, and a current OCSP answer when the signer's certificate names a "
            + "responder (asked within " + SignerChain.OCSP_TIMEOUT_SECONDS + " s; its issuer from the chain, else the "
            + "PKI's anchors). A file without one is an error and "
            + "nothing is sent.")
    boolean attach;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "Certificate files, DER, XML or OER.")
    List<Path> files;

    /** A file ready to go: its bytes, form and, with --attach, its signer's chain. */
    private record Outgoing(Path file, byte[] content, WireFormat format, Optional<Attachment> attachment) {
    }

    /** A response with the client's round-trip time. */
    private record Answer(ResponseFrame response, long roundTripNanos) {
    }

    @Override
    public Integer call() throws Exception {
        List<Outgoing> outgoing = new ArrayList<>();
        for (Path file : files) {
            byte[] content = Files.readAllBytes(file);
            WireFormat form = format != null ? format : WireFormat.recognise(content).orElseThrow(
                    () -> new IllegalArgumentException(file + " is not " + WireFormat.either(
                            f -> f + " (" + f.description().firstBytes() + ")") + ": give --format"));
            outgoing.add(new Outgoing(file, content, form,
                    attach ? Optional.of(SignerChain.attachment(file, this::anchors)) : Optional.empty()));
        }
        List<CompletableFuture<Answer>> answers = new ArrayList<>();
        try (IntakeClient client = IntakeClient.connect(intake.settings(MAX_IN_FLIGHT))) {
            for (Outgoing each : outgoing) {
                long start = System.nanoTime();
                var sent = each.attachment().isPresent()
                        ? client.submit(each.format(), !unsigned, each.content(), each.attachment().get())
                        : client.submit(each.format(), !unsigned, each.content());
                answers.add(sent.thenApply(response -> new Answer(response, System.nanoTime() - start)));
            }
            return report(outgoing, answers);
        }
    }

    /** The anchors of the PKI directory, for a signer whose chain ends below one; none when there is no directory. */
    private List<X509Certificate> anchors() {
        try {
            return SignerChains.anchors(intake.pki());
        } catch (TrustException | RuntimeException e) {
            return List.of();
        }
    }

    private int report(List<Outgoing> outgoing, List<CompletableFuture<Answer>> answers) throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        int exitCode = 0;
        for (int i = 0; i < outgoing.size(); i++) {
            try {
                Answer answer = answers.get(i).get();
                out.println(ResponseText.line(outgoing.get(i).file().toString(), answer.response(),
                        answer.roundTripNanos()));
                ResponseStatus status = answer.response().status();
                if (status != ResponseStatus.ACCEPTED && status != ResponseStatus.DUPLICATE && exitCode == 0) {
                    exitCode = NOT_ALL_ACCEPTED;
                }
            } catch (ExecutionException e) {
                out.flush();
                spec.commandLine().getErr().printf("error: %s: no response: %s%n", outgoing.get(i).file(),
                        e.getCause().getMessage());
                exitCode = ExitCode.FAILURE;
            }
        }
        return exitCode;
    }
}
