package org.etp.ac.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.rejection.Reason;
import org.etp.ac.wire.Attachment;
import org.etp.ac.wire.AttachmentFixtures;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.StageTimings;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@link IntakeClient} against a {@link TestIntake} that answers as each test stages it. */
class IntakeClientIntegrationTests {

    private static final byte[] CERTIFICATE = "<certificate/>".getBytes(StandardCharsets.US_ASCII);

    private TestIntake intake;
    private IntakeClient client;

    @BeforeEach
    void start() throws Exception {
        intake = TestIntake.plain();
    }

    @AfterEach
    void stop() throws Exception {
        if (client != null) {
            client.close();
        }
        intake.close();
    }

    @Test
    void sendsTheCertificateInASubmitFrame() throws Exception {
        client = IntakeClient.connect(intake.settings());
        client.submit(WireFormat.XML, false, CERTIFICATE);

        RequestFrame request = intake.nextRequest();

        assertThat(request.format()).isEqualTo(WireFormat.XML);
        assertThat(request.signed()).isFalse();
        assertThat(request.gzip()).isFalse();
        assertThat(request.payload()).isEqualTo(CERTIFICATE);
    }

    @Test
    void sendsAnAttachmentInFrontOfTheCertificateAndRefusesOneThatCannotBeFramed() throws Exception {
        client = IntakeClient.connect(intake.settings());
        Attachment attachment = AttachmentFixtures.attachment(2, true);
        client.submit(WireFormat.DER, true, CERTIFICATE, attachment);

        RequestFrame request = intake.nextRequest();

        assertThat(request.attachment()).contains(attachment);
        assertThat(request.payload()).isEqualTo(CERTIFICATE);
        assertThatThrownBy(() -> client.submit(WireFormat.DER, true, CERTIFICATE,
                new Attachment(List.of(new byte[] {0x05, 0x00}), Optional.empty())))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not an X.509 Certificate");
        assertThat(client.inFlight()).isEqualTo(1);
    }

    @Test
    void completesEachRequestWithTheResponseThatEchoesItsIdInWhateverOrderTheyCome() throws Exception {
        client = IntakeClient.connect(intake.settings());
        List<CompletableFuture<ResponseFrame>> responses = new ArrayList<>();
        List<RequestFrame> requests = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            responses.add(client.submit(WireFormat.DER, true, CERTIFICATE));
            requests.add(intake.nextRequest());
        }
        assertThat(requests).extracting(RequestFrame::requestId).doesNotHaveDuplicates();

        intake.answer(ResponseFrame.rejected(requests.get(2).requestId(), Reason.BAD_SIGNATURE, Optional.empty(),
                StageTimings.NONE));
        intake.accept(requests.get(0));
        intake.answer(ResponseFrame.duplicate(requests.get(1).requestId(), TestIntake.PRESCRIPTION,
                StageTimings.NONE));

        assertThat(responses.get(0).get(5, TimeUnit.SECONDS).status().name()).isEqualTo("ACCEPTED");
        assertThat(responses.get(1).get(5, TimeUnit.SECONDS).status().name()).isEqualTo("DUPLICATE");
        assertThat(responses.get(2).get(5, TimeUnit.SECONDS).reason()).contains(Reason.BAD_SIGNATURE);
        for (int i = 0; i < 3; i++) {
            assertThat(responses.get(i).get().requestId()).isEqualTo(requests.get(i).requestId());
        }
        assertThat(client.inFlight()).isZero();
    }

    @Test
    void failsEveryRequestInFlightWhenThePharmacyClosesTheConnection() throws Exception {
        client = IntakeClient.connect(intake.settings());
        var first = client.submit(WireFormat.DER, true, CERTIFICATE);
        var second = client.submit(WireFormat.DER, true, CERTIFICATE);
        intake.nextRequest();
        intake.nextRequest();

        intake.dropConnection();

        for (var response : List.of(first, second)) {
            assertThat(failureOf(response)).isInstanceOf(IntakeConnectionException.class)
                    .hasMessageContaining(intake.address().toString()).hasMessageContaining("closed the connection");
        }
        assertThat(client.isOpen()).isFalse();
        assertThat(failureOf(client.submit(WireFormat.DER, true, CERTIFICATE)))
                .isInstanceOf(IntakeConnectionException.class).hasMessageContaining("closed the connection");
    }

    @Test
    void givesUpTheConnectionWhenAResponseDoesNotComeInTime() throws Exception {
        client = IntakeClient.connect(intake.settings().withResponseTimeout(Duration.ofMillis(300)));
        var silent = client.submit(WireFormat.DER, true, CERTIFICATE);

        assertThat(failureOf(silent)).isInstanceOf(ResponseTimeoutException.class)
                .hasMessageContaining("no response").hasMessageContaining("300 ms");
        assertThat(client.isOpen()).isFalse();
        assertThat(client.closedBecause()).hasValueSatisfying(why -> assertThat(why).contains("300 ms"));
    }

    @Test
    void closesTheConnectionOnAResponseToARequestNotInFlight() throws Exception {
        client = IntakeClient.connect(intake.settings());
        var waiting = client.submit(WireFormat.DER, true, CERTIFICATE);
        RequestFrame request = intake.nextRequest();

        intake.answer(ResponseFrame.accepted(request.requestId() + 1000, TestIntake.PRESCRIPTION, StageTimings.NONE));

        assertThat(failureOf(waiting)).isInstanceOf(IntakeConnectionException.class)
                .hasMessageContaining("request id " + (request.requestId() + 1000))
                .hasMessageContaining("not in flight");
        assertThat(client.isOpen()).isFalse();
    }

    @Test
    void closesTheConnectionOnAMalformedResponse() throws Exception {
        client = IntakeClient.connect(intake.settings());
        var waiting = client.submit(WireFormat.DER, true, CERTIFICATE);
        intake.nextRequest();

        intake.write("HTTP/1.1 400 Bad Request\r\n\r\n".getBytes(StandardCharsets.US_ASCII));

        assertThat(failureOf(waiting)).isInstanceOf(IntakeConnectionException.class)
                .hasMessageContaining("malformed response").hasMessageContaining("bad magic");
        assertThat(client.isOpen()).isFalse();
    }

    @Test
    void submitWaitsForAFreeSlotWhenTheInFlightBoundIsReached() throws Exception {
        client = IntakeClient.connect(intake.settings().withMaxInFlight(2));
        client.submit(WireFormat.DER, true, CERTIFICATE);
        client.submit(WireFormat.DER, true, CERTIFICATE);
        RequestFrame first = intake.nextRequest();
        intake.nextRequest();

        var third = CompletableFuture.supplyAsync(this::submitOne);
        assertThat(intake.receivesWithin(300)).as("a third request while two are in flight").isFalse();
        assertThat(third).isNotDone();

        intake.accept(first);
        assertThat(intake.nextRequest()).isNotNull();
        assertThat(third.get(5, TimeUnit.SECONDS)).isNotDone();
    }

    @Test
    void wakesASubmitWaitingForASlotWhenTheConnectionFails() throws Exception {
        client = IntakeClient.connect(intake.settings().withMaxInFlight(1));
        client.submit(WireFormat.DER, true, CERTIFICATE);
        intake.nextRequest();
        var waiting = CompletableFuture.supplyAsync(this::submitOne);

        intake.dropConnection();

        assertThat(failureOf(waiting.get(5, TimeUnit.SECONDS))).isInstanceOf(IntakeConnectionException.class);
    }

    @Test
    void closeFailsTheRequestsInFlightAndMayBeRepeated() throws Exception {
        client = IntakeClient.connect(intake.settings());
        var waiting = client.submit(WireFormat.DER, true, CERTIFICATE);
        intake.nextRequest();

        client.close();
        client.close();

        assertThat(failureOf(waiting)).isInstanceOf(IntakeConnectionException.class)
                .hasMessageContaining("closed by the client");
        assertThat(Thread.getAllStackTraces().keySet()).extracting(Thread::getName)
                .noneMatch(name -> name.startsWith("etp-intake-reader-" + intake.address() + "-"));
    }

    @Test
    void refusesToSubmitFromACallbackOnTheReaderThread() throws Exception {
        client = IntakeClient.connect(intake.settings());
        var chained = client.submit(WireFormat.DER, true, CERTIFICATE).thenCompose(response -> {
            try {
                return client.submit(WireFormat.DER, true, CERTIFICATE);
            } catch (InterruptedException e) {
                throw new CompletionException(e);
            }
        });
        intake.accept(intake.nextRequest());

        assertThat(failureOf(chained)).isInstanceOf(IllegalStateException.class).hasMessageContaining("reader thread");
    }

    @Test
    void refusesEmptyAndOversizedCertificatesBeforeSendingAnything() throws Exception {
        client = IntakeClient.connect(intake.settings());

        assertThatThrownBy(() -> client.submit(WireFormat.DER, true, new byte[0]))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> client.submit(WireFormat.DER, true, new byte[(1 << 20) + 1]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1048577 bytes");
        assertThat(intake.receivesWithin(100)).isFalse();
        assertThat(client.isOpen()).isTrue();
    }

    @Test
    void saysWhereItCouldNotConnect() throws Exception {
        int port;
        try (var closed = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = closed.getLocalPort();
        }
        var nowhere = ClientSettings.of(new IntakeAddress("127.0.0.1", port));

        assertThatThrownBy(() -> IntakeClient.connect(nowhere)).isInstanceOf(IntakeConnectionException.class)
                .hasMessageStartingWith("could not connect to 127.0.0.1:" + port + ": ");
    }

    @Test
    void saysWhenTheHostIsUnknown() {
        var unknown = ClientSettings.of(new IntakeAddress("no-such-host.invalid", 7400));

        assertThatThrownBy(() -> IntakeClient.connect(unknown)).isInstanceOf(IntakeConnectionException.class)
                .hasMessageContaining("unknown host no-such-host.invalid");
    }

    private CompletableFuture<ResponseFrame> submitOne() {
        try {
            return client.submit(WireFormat.DER, true, CERTIFICATE);
        } catch (InterruptedException e) {
            throw new CompletionException(e);
        }
    }

    private static Throwable failureOf(CompletableFuture<?> future) throws Exception {
        try {
            future.get(5, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            return e.getCause();
        }
        throw new AssertionError("the future completed normally: " + future.get());
    }
}
