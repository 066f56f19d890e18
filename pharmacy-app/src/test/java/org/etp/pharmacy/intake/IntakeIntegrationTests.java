package org.etp.pharmacy.intake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.stream.Stream;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.PharmacyAppTest;
import org.etp.pharmacy.support.PharmacyDatabase;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.beans.factory.annotation.Autowired;

@PharmacyAppTest
class IntakeIntegrationTests {

    @Autowired
    IntakeServer intake;

    static Stream<Arguments> everyProfileFormAndAlgorithm() {
        List<Arguments> cases = new ArrayList<>();
        long seed = 1_000;
        // a cancellation is no submission: CancellationIntegrationTests sends it as CANCEL
        for (Profile profile : EnumSet.complementOf(EnumSet.of(Profile.CANCELLATION))) {
            for (WireFormat format : WireFormat.values()) {
                for (SignatureAlgorithm algorithm : SignatureAlgorithm.values()) {
                    cases.add(Arguments.of(profile, format, algorithm, seed++));
                }
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("everyProfileFormAndAlgorithm")
    void acceptsAndStoresEveryProfileFormAndAlgorithm(Profile profile, WireFormat format, SignatureAlgorithm algorithm,
            long seed) throws Exception {
        byte[] certificate = TestPki.signed(format, profile, algorithm, seed);
        try (IntakeSocket socket = new IntakeSocket(intake.port())) {
            ResponseFrame response = socket.submit(format, certificate);

            assertThat(response.status()).isEqualTo(ResponseStatus.ACCEPTED);
            String id = response.prescriptionId().orElseThrow().value();
            // ACCEPTED means committed: the row is there the moment the response is.
            assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription WHERE prescription_id = ?"
                    + " AND format = ? AND profile = ? AND algorithm = ? AND raw = ?", id, format.name(), profile.id(),
                    algorithm.id(), certificate)).isOne();
            assertThat(PharmacyDatabase.count("SELECT count(*) FROM verification_outcome v JOIN prescription p"
                    + " ON p.id = v.prescription WHERE p.prescription_id = ? AND v.signer_subject IS NOT NULL"
                    + " AND cardinality(v.chain) = 3 AND v.chain[1] = p.issuer AND v.signer_subject = p.issuer", id))
                    .isOne();
            if (profile != Profile.SIMPLE) {
                assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription_item i JOIN prescription p"
                        + " ON p.id = i.prescription WHERE p.prescription_id = ?", id)).isBetween(1L, 4L);
            }
            assertThat(response.timings().verifyMicros()).isPositive();
            assertThat(response.timings().storeMicros()).isPositive();
            assertThat(response.timings().totalMicros()).isGreaterThanOrEqualTo(response.timings().verifyMicros()
                    + response.timings().storeMicros());
            await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(PharmacyDatabase.count(
                    "SELECT count(*) FROM message_metrics m JOIN prescription p ON p.id = m.prescription"
                            + " WHERE p.prescription_id = ? AND m.total_micros > 0 AND m.store_micros > 0"
                            + " AND m.cpu_micros > 0 AND m.allocated_bytes > 0 AND m.rss_bytes > 0", id)).isOne());
            // DER and OER by their codec; XML by the template engine, the default: learned, served or left to DOM
            String path = format == WireFormat.XML ? "^(template|template-learned|dom-fallback:[a-z-]+)$" : "^codec$";
            assertThat(PharmacyDatabase.count("SELECT count(*) FROM message_metrics m JOIN prescription p"
                    + " ON p.id = m.prescription WHERE p.prescription_id = ? AND m.served_by ~ ?", id, path)).isOne();
        }
    }

    @Test
    void answersDuplicateToAResendAndStoresItOnce() throws Exception {
        byte[] certificate = TestPki.signed(WireFormat.DER, Profile.PRESCRIPTION, SignatureAlgorithm.ECP256, 2_000);
        try (IntakeSocket socket = new IntakeSocket(intake.port())) {
            ResponseFrame first = socket.submit(WireFormat.DER, certificate);
            ResponseFrame second = socket.submit(WireFormat.DER, certificate);

            assertThat(first.status()).isEqualTo(ResponseStatus.ACCEPTED);
            assertThat(second.status()).isEqualTo(ResponseStatus.DUPLICATE);
            assertThat(second.prescriptionId()).isEqualTo(first.prescriptionId());
            assertThat(PharmacyDatabase.prescriptions(first.prescriptionId().orElseThrow().value())).isOne();
        }
    }

    @Test
    void answersEveryRequestPipelinedOnOneConnection() throws Exception {
        int count = 50;
        try (IntakeSocket socket = new IntakeSocket(intake.port())) {
            for (int i = 0; i < count; i++) {
                socket.send(RequestFrame.submit(WireFormat.XML, true, i % 2 == 0, i,
                        TestPki.signed(WireFormat.XML, Profile.SIMPLE, SignatureAlgorithm.ED25519, 3_000 + i)));
            }
            List<Long> answered = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                ResponseFrame response = socket.read();
                assertThat(response.status()).isEqualTo(ResponseStatus.ACCEPTED);
                answered.add(response.requestId());
            }
            assertThat(answered).containsExactlyInAnyOrderElementsOf(
                    Stream.iterate(0L, i -> i + 1).limit(count).toList());
        }
    }
}
