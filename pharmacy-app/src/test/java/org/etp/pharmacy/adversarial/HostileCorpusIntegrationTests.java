package org.etp.pharmacy.adversarial;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.security.interfaces.ECPublicKey;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.pharmacy.adversarial.HostileCorpus.Hostile;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.PharmacyAppTest;
import org.etp.pharmacy.support.PharmacyDatabase;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The hostile corpus over a real socket into the real store, once with each XML engine
 * ({@code etp.verification.xml-engine}): every entry is REJECTED with its reason, nothing of it is stored, and
 * an honest client on another connection is served after each one. Honest XML of the corpus's shape goes first,
 * so that the template engine has learned it and the hostile entries of that shape meet its fast path.
 */
class HostileCorpusIntegrationTests {

    private static final AtomicLong SEEDS =
            new AtomicLong(900_000);

    @Nested
    @PharmacyAppTest(properties = "etp.verification.xml-engine=dom")
    class Dom extends OverTheSocket {
    }

    @Nested
    @PharmacyAppTest(properties = "etp.verification.xml-engine=stax")
    class Stax extends OverTheSocket {
    }

    @Nested
    @PharmacyAppTest(properties = "etp.verification.xml-engine=template")
    class Template extends OverTheSocket {
    }

    /** The suite, against the pharmacy of the subclass's engine. */
    abstract static class OverTheSocket {

        @Autowired
        IntakeServer intake;

        @AfterEach
        void honestClientStillServed() throws Exception {
            try (IntakeSocket honest = new IntakeSocket(intake.port())) {
                assertThat(honest.submit(WireFormat.DER, honest()).status()).isEqualTo(ResponseStatus.ACCEPTED);
            }
        }

        @Test
        void rejectsEveryHostileCertificateWithItsReasonAndStoresNoneOfIt() throws Exception {
            List<Hostile> corpus = new HostileCorpus(SEEDS.getAndAdd(1000)).build();
            long storedBefore = PharmacyDatabase.count("SELECT count(*) FROM prescription");
            long rejectedBefore = PharmacyDatabase.count("SELECT count(*) FROM rejected_message");
            List<String> wrong = new ArrayList<>();
            int accepted = 0;

            try (IntakeSocket attacker = new IntakeSocket(intake.port())) {
                for (int i = 0; i < 2; i++) {
                    byte[] honestXml = TestPki.signed(WireFormat.XML, Profile.SIMPLE, SignatureAlgorithm.RSA2048,
                            SEEDS.getAndIncrement());
                    assertThat(attacker.submit(WireFormat.XML, honestXml).status()).isEqualTo(ResponseStatus.ACCEPTED);
                }
                storedBefore += 2;
                for (Hostile hostile : corpus) {
                    ResponseFrame response = attacker.submit(hostile.format(), hostile.payload());
                    if (response.status() == ResponseStatus.ACCEPTED || response.status() == ResponseStatus.DUPLICATE) {
                        accepted++;
                    }
                    if (response.status() != ResponseStatus.REJECTED || !response.reason().equals(Optional.of(hostile.reason()))) {
                        wrong.add(hostile.name() + ": " + response.status() + " " + response.reason().orElse(null)
                                + " (expected REJECTED " + hostile.reason() + ")");
                    }
                }
            }

            System.out.printf("hostile corpus, %s engine: %d certificates tried, %d accepted, %d answered otherwise"
                    + " than expected%n",
                    getClass().getSimpleName().toLowerCase(Locale.ROOT), corpus.size(), accepted, wrong.size());
            assertThat(wrong).isEmpty();
            assertThat(accepted).isZero();
            assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription")).isEqualTo(storedBefore);
            // refusals are recorded by the store's writer in the background
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (PharmacyDatabase.count("SELECT count(*) FROM rejected_message") - rejectedBefore < corpus.size()
                    && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            assertThat(PharmacyDatabase.count("SELECT count(*) FROM rejected_message") - rejectedBefore)
                    .isGreaterThanOrEqualTo(corpus.size());
        }

        @ParameterizedTest
        @EnumSource(WireFormat.class)
        void neverStoresAMalleatedEcdsaSignatureAsANewPrescription(WireFormat format) throws Exception {
            SigningIdentity signer = TestPki.signer("hart-ecp256");
            byte[] original = TestPki.sign(format, TestPki.sample(Profile.PRESCRIPTION, signer, SEEDS.getAndIncrement()),
                    signer);
            BigInteger n = ((ECPublicKey) signer.certificate().getPublicKey()).getParams().getOrder();
            byte[] malleated = EcdsaMalleation.negateS(format, original, n);
            assertThat(malleated).isNotEqualTo(original);

            try (IntakeSocket socket = new IntakeSocket(intake.port())) {
                ResponseFrame first = socket.submit(format, original);
                ResponseFrame second = socket.submit(format, malleated);

                assertThat(first.status()).isEqualTo(ResponseStatus.ACCEPTED);
                // s and n - s both verify; the prescription ID is what the store goes by
                assertThat(second.status()).isIn(ResponseStatus.DUPLICATE, ResponseStatus.REJECTED);
                assertThat(second.status()).isNotEqualTo(ResponseStatus.ACCEPTED);
                assertThat(PharmacyDatabase.prescriptions(first.prescriptionId().orElseThrow().value())).isEqualTo(1);
            }
        }

        @Test
        void closesAConnectionWithABadMagicOrAnUnknownVersionAndAnswersOtherHeaderFaultsAsBadFrame() throws Exception {
            byte[] frame = new Frames().encode(RequestFrame.submit(WireFormat.DER, true, false, 9, honest()));
            for (int[] patch : new int[][] {{0, 'X'}, {4, 2}, {4, 0}}) {
                byte[] bad = frame.clone();
                bad[patch[0]] = (byte) patch[1];
                try (IntakeSocket attacker = new IntakeSocket(intake.port())) {
                    attacker.sendRaw(bad);
                    assertThat(attacker.closedByPeerWithin(5_000)).as("byte %d = %d", patch[0], patch[1]).isTrue();
                }
            }
            long storedBefore = PharmacyDatabase.count("SELECT count(*) FROM prescription");
            try (IntakeSocket attacker = new IntakeSocket(intake.port())) {
                // unknown message kind, unknown form, unknown flag bits, a length of 0: the boundary holds
                for (int[] patch : new int[][] {{5, 0x7F}, {6, 4}, {6, 0}, {7, 0x81}}) {
                    byte[] bad = frame.clone();
                    bad[patch[0]] = (byte) patch[1];
                    attacker.sendRaw(bad);
                    assertThat(attacker.read().reason()).as("byte %d = %d", patch[0], patch[1])
                            .contains(Reason.BAD_FRAME);
                }
                byte[] empty = Arrays.copyOf(frame, Frames.HEADER_LENGTH);
                ByteBuffer.wrap(empty).putInt(Frames.LENGTH_FIELD_OFFSET, 0);
                attacker.sendRaw(empty);
                assertThat(attacker.read().reason()).contains(Reason.BAD_FRAME);
                byte[] negative = Arrays.copyOf(frame, Frames.HEADER_LENGTH);
                ByteBuffer.wrap(negative).putInt(Frames.LENGTH_FIELD_OFFSET, -1);
                attacker.sendRaw(negative);
                assertThat(attacker.closedByPeerWithin(5_000)).isTrue();
            }
            assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription")).isEqualTo(storedBefore);
        }

        private static byte[] honest() {
            return TestPki.signed(WireFormat.DER, Profile.SIMPLE, SignatureAlgorithm.ECP256, SEEDS.getAndIncrement());
        }
    }
}
