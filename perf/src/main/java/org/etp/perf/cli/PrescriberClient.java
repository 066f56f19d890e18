package org.etp.perf.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import org.etp.ac.client.IntakeClient;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.TokenOpener;
import org.etp.ac.trust.TrustException;
import org.etp.ac.wire.ResponseFrame;

/**
 * What {@code etp status} and {@code etp cancel} share: acting for one prescriber of the PKI at a pharmacy
 * intake — the prescriber's signing identity, and one signed request sent over a connection of its own, with the
 * one error line when no response comes.
 */
final class PrescriberClient {

    private final IntakeOptions intake;
    private final String signer;
    private final TokenOpener tokens;

    /**
     * {@code signer} is the prescriber id in {@code intake}'s PKI, e.g. {@code hart-rsa2048}; {@code tokens} opens the
     * PKCS#11 token that holds its key, when one does.
     */
    PrescriberClient(IntakeOptions intake, String signer, TokenOpener tokens) {
        this.intake = intake;
        this.signer = signer;
        this.tokens = tokens;
    }

    /** The prescriber's key and certificate, from the PKI (or the token that holds the key). */
    SigningIdentity identity() throws TrustException {
        return intake.pki().signingIdentity(signer, tokens);
    }

    /**
     * Connects to the intake, sends the request and waits for its response. When none comes, prints
     * {@code error: WHAT: no response: CAUSE} on {@code err} and answers empty.
     */
    Optional<Answer> send(String what, Request request, PrintWriter err)
            throws IOException, InterruptedException, TrustException {
        try (IntakeClient client = IntakeClient.connect(intake.settings(1))) {
            long start = System.nanoTime();
            ResponseFrame response = request.send(client).get();
            return Optional.of(new Answer(response, System.nanoTime() - start));
        } catch (ExecutionException e) {
            err.printf("error: %s: no response: %s%n", what, e.getCause().getMessage());
            return Optional.empty();
        }
    }

    /** One request on a connected client. */
    @FunctionalInterface
    interface Request {
        CompletableFuture<ResponseFrame> send(IntakeClient client) throws InterruptedException;
    }

    /** A response, and the nanoseconds from sending the request to receiving it. */
    record Answer(ResponseFrame response, long nanos) {
    }
}
