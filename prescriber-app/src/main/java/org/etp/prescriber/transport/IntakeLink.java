package org.etp.prescriber.transport;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.wire.Attachment;
import org.etp.ac.wire.ResponseFrame;

/** One persistent connection to a pharmacy's intake, carrying any number of signed certificates and status requests. */
public interface IntakeLink extends AutoCloseable {

    /**
     * Sends a signed certificate, with {@code attachment} (its signer's chain and OCSP answer) when given; completes
     * with the pharmacy's answer, or exceptionally when none comes.
     */
    CompletableFuture<ResponseFrame> submit(WireFormat format, byte[] certificate, Optional<Attachment> attachment);

    /** Sends a signed cancellation as CANCEL; completes with the pharmacy's answer, or exceptionally. */
    CompletableFuture<ResponseFrame> cancel(WireFormat format, byte[] cancellation);

    /**
     * Sends a signed status request ({@code org.etp.ac.receipt.StatusRequest}) as STATUS; completes with the
     * pharmacy's answer (ACCEPTED carries a {@code StatusAnswer} as payload), or exceptionally.
     */
    CompletableFuture<ResponseFrame> status(byte[] signedStatusRequest);

    boolean isOpen();

    @Override
    void close();
}
