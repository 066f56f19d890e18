package org.etp.ac.signing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.security.SignatureException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.testing.TestCredentials;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The bound on a token's sessions: a caller who finds every session taken waits for one and then signs, in every
 * form; it never fails for want of a session. A software key stands behind the bound here (Bouncy Castle as the
 * "token's" provider), so that the waiting is shown without a token; the SoftHSM2 test signs through a real one.
 */
class TokenProviderTests {

    private final ExecutorService threads = Executors.newCachedThreadPool();

    @AfterEach
    void stopThreads() {
        threads.shutdownNow();
    }

    @ParameterizedTest
    @EnumSource(WireFormat.class)
    void aCallerWaitsWhileEverySessionIsTakenAndSignsOnceOneIsFree(WireFormat format) throws Exception {
        TokenProvider token = new TokenProvider(Providers.bouncyCastle(), 1);
        SigningIdentity signer = behind(token, SignatureAlgorithm.ECP256);
        PrescriptionCertificate certificate = TestCredentials.sample(Profile.PRESCRIPTION, 1);

        token.acquire();
        Future<byte[]> signed = threads.submit(() -> format.codec().encode(certificate, signer));
        awaitWaiting(token, 1);

        assertThat(signed).isNotDone();
        token.release();
        assertThat(signed.get(1, TimeUnit.MINUTES)).isNotEmpty();
        assertThat(token.availableSessions()).isEqualTo(1);
        assertThat(token.waitingCallers()).isZero();
    }

    @Test
    void eightPrescribersOnTwoSessionsAllSignAndGiveEverySessionBack() throws Exception {
        TokenProvider token = new TokenProvider(Providers.bouncyCastle(), 2);
        List<SigningIdentity> prescribers = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            prescribers.add(behind(token, i % 2 == 0 ? SignatureAlgorithm.RSA2048 : SignatureAlgorithm.ECP256));
        }
        token.acquire();
        token.acquire();
        List<Future<byte[]>> signed = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            SigningIdentity prescriber = prescribers.get(i % prescribers.size());
            byte[] data = {(byte) i};
            signed.add(threads.submit(() -> DetachedSignatures.sign(prescriber, data)));
        }
        awaitWaiting(token, 8);
        assertThat(signed).noneMatch(Future::isDone);

        token.release();
        token.release();
        for (Future<byte[]> each : signed) {
            assertThat(each.get(1, TimeUnit.MINUTES)).isNotEmpty();
        }
        assertThat(token.availableSessions()).isEqualTo(2);
    }

    @Test
    void aWaiterWhoIsInterruptedFailsWithASignatureExceptionAndKeepsItsInterrupt() throws Exception {
        TokenProvider token = new TokenProvider(Providers.bouncyCastle(), 1);
        SigningIdentity signer = behind(token, SignatureAlgorithm.RSA2048);
        token.acquire();
        Future<Boolean> interrupted = threads.submit(() -> {
            Thread.currentThread().interrupt();
            assertThatExceptionOfType(SignatureException.class)
                    .isThrownBy(() -> DetachedSignatures.sign(signer, new byte[] {1}))
                    .withMessageContaining("interrupted while waiting for a session");
            return Thread.currentThread().isInterrupted();
        });

        assertThat(interrupted.get(1, TimeUnit.MINUTES)).isTrue();
        token.release();
        assertThat(token.availableSessions()).isEqualTo(1);
    }

    /** A software key of {@code algorithm} that signs only through {@code token}, as a token's key does. */
    private static SigningIdentity behind(TokenProvider token, SignatureAlgorithm algorithm) {
        SigningIdentity software = TestCredentials.create(algorithm, TestCredentials.PRESCRIBER);
        return new SigningIdentity(software.certificate(), software.privateKey(), algorithm, token);
    }

    /** Waits (no bound on speed: a minute's grace for a slow machine) until {@code count} callers queue. */
    private static void awaitWaiting(TokenProvider token, int count) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (token.waitingCallers() < count) {
            assertThat(System.nanoTime()).as("callers waiting for a session").isLessThan(deadline);
            Thread.sleep(5);
        }
    }
}
