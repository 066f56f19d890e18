package org.etp.pharmacy.intake;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.PharmacyAppTest;
import org.etp.pharmacy.support.PharmacyDatabase;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * One prescription ID, two different certificates (the same prescription in DER and in XML): the first
 * committed is kept, the other is REJECTED {@code CONFLICT} — never a second row, never an overwrite — and a
 * resend of the very bytes stored stays DUPLICATE.
 */
@PharmacyAppTest
class ConflictIntegrationTests {

    private static final int RACES = 40;

    @Autowired
    IntakeServer intake;

    private final ExecutorService senders = Executors.newFixedThreadPool(2);

    @AfterEach
    void stopSenders() {
        senders.shutdownNow();
    }

    @Test
    void refusesTheSameIdWithOtherBytesAndKeepsTheFirst() throws Exception {
        byte[] der = TestPki.signed(WireFormat.DER, Profile.PRESCRIPTION, SignatureAlgorithm.RSA2048, 7_000);
        byte[] xml = TestPki.signed(WireFormat.XML, Profile.PRESCRIPTION, SignatureAlgorithm.RSA2048, 7_000);
        try (IntakeSocket socket = new IntakeSocket(intake.port())) {
            ResponseFrame first = socket.submit(WireFormat.DER, der);
            ResponseFrame other = socket.submit(WireFormat.XML, xml);
            ResponseFrame resend = socket.submit(WireFormat.DER, der);

            assertThat(first.status()).isEqualTo(ResponseStatus.ACCEPTED);
            assertThat(other.status()).isEqualTo(ResponseStatus.REJECTED);
            assertThat(other.reason()).contains(Reason.CONFLICT);
            assertThat(other.prescriptionId()).isEqualTo(first.prescriptionId());
            assertThat(resend.status()).isEqualTo(ResponseStatus.DUPLICATE);
            String id = first.prescriptionId().orElseThrow().value();
            assertThat(PharmacyDatabase.prescriptions(id)).isOne();
            assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription WHERE prescription_id = ? AND raw = ?"
                    + " AND format = 'DER'", id, der)).isOne();
        }
    }

    @Test
    void storesOneAndRefusesTheOtherWhenBothArriveAtOnce() throws Exception {
        for (int race = 0; race < RACES; race++) {
            long seed = 7_100 + race;
            byte[] der = TestPki.signed(WireFormat.DER, Profile.PRESCRIPTION, SignatureAlgorithm.ED25519, seed);
            byte[] xml = TestPki.signed(WireFormat.XML, Profile.PRESCRIPTION, SignatureAlgorithm.ED25519, seed);
            CountDownLatch start = new CountDownLatch(1);
            Future<ResponseFrame> viaDer = senders.submit(sendAfter(start, WireFormat.DER, der));
            Future<ResponseFrame> viaXml = senders.submit(sendAfter(start, WireFormat.XML, xml));
            start.countDown();
            List<ResponseFrame> answers = new ArrayList<>(List.of(viaDer.get(), viaXml.get()));

            assertThat(answers).extracting(ResponseFrame::status).as("race %d", race)
                    .containsExactlyInAnyOrder(ResponseStatus.ACCEPTED, ResponseStatus.REJECTED);
            ResponseFrame refused = answers.stream().filter(a -> a.status() == ResponseStatus.REJECTED).findFirst()
                    .orElseThrow();
            assertThat(refused.reason()).contains(Reason.CONFLICT);
            String id = answers.get(0).prescriptionId().orElseThrow().value();
            assertThat(PharmacyDatabase.prescriptions(id)).as("rows for race %d", race).isOne();
            byte[] kept = answers.get(0).status() == ResponseStatus.ACCEPTED ? der : xml;
            assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription WHERE prescription_id = ? AND raw = ?",
                    id, kept)).as("the accepted certificate is the one stored, race %d", race).isOne();
        }
    }

    private Callable<ResponseFrame> sendAfter(CountDownLatch start, WireFormat format, byte[] certificate) {
        return () -> {
            try (IntakeSocket socket = new IntakeSocket(intake.port())) {
                start.await();
                return socket.submit(format, certificate);
            }
        };
    }
}
