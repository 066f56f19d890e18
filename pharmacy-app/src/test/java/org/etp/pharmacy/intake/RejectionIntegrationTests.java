package org.etp.pharmacy.intake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.pki.KeyPairs;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Prescriber;
import org.etp.ac.prescription.PrescriberRole;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.PharmacyAppTest;
import org.etp.pharmacy.support.PharmacyDatabase;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** Every reason a verifier or the store can give reaches the client, on a connection that goes on serving. */
@PharmacyAppTest
class RejectionIntegrationTests {

    @Autowired
    IntakeServer intake;

    private IntakeSocket socket;
    private static final AtomicLong SEEDS = new AtomicLong(50_000);

    @BeforeEach
    void connect() throws Exception {
        socket = new IntakeSocket(intake.port());
    }

    @AfterEach
    void stillServesTheSameConnectionAndClose() throws Exception {
        byte[] honest = TestPki.signed(WireFormat.DER, Profile.PRESCRIPTION, SignatureAlgorithm.ECP256, SEEDS.getAndIncrement());
        assertThat(socket.submit(WireFormat.DER, honest).status()).isEqualTo(ResponseStatus.ACCEPTED);
        socket.close();
    }

    @Test
    void rejectsAFrameWithAnUnknownFormatAsBadFrame() throws Exception {
        byte[] frame = ByteBuffer.allocate(Frames.HEADER_LENGTH + 3).putInt(Frames.MAGIC).put((byte) 1).put((byte) 1)
                .put((byte) 9).put((byte) 1).putInt(77).putInt(3).put("abc".getBytes(StandardCharsets.US_ASCII))
                .array();
        socket.sendRaw(frame);

        ResponseFrame response = socket.read();

        assertRejected(response, Reason.BAD_FRAME);
        assertThat(response.requestId()).isEqualTo(77);
    }

    @Test
    void rejectsANonMinimalLengthAsNonCanonical() throws Exception {
        byte[] der = signed(WireFormat.DER, "hart-rsa2048");
        // The outer SEQUENCE's two-byte length, re-encoded in three bytes: valid BER, not DER.
        assertThat(der[1]).isEqualTo((byte) 0x82);
        byte[] ber = new byte[der.length + 1];
        ber[0] = der[0];
        ber[1] = (byte) 0x83;
        ber[2] = 0;
        System.arraycopy(der, 2, ber, 3, der.length - 2);

        assertRejected(socket.submit(WireFormat.DER, ber), Reason.NON_CANONICAL);
    }

    @Test
    void rejectsXmlThatIsNotACertificateAsMalformed() throws Exception {
        byte[] xml = "<?xml version=\"1.0\"?><shopping-list/>".getBytes(StandardCharsets.UTF_8);

        assertRejected(socket.submit(WireFormat.XML, xml), Reason.MALFORMED);
    }

    @Test
    void rejectsATamperedSignatureAsBadSignature() throws Exception {
        byte[] der = signed(WireFormat.DER, "hart-rsa2048");
        der[der.length - 1] ^= 0x01;

        assertRejected(socket.submit(WireFormat.DER, der), Reason.BAD_SIGNATURE);
    }

    @Test
    void rejectsAPrescriberTheRegistryDoesNotKnow() throws Exception {
        PrescriberIdentity stranger = new PrescriberIdentity(new Prescriber("Dr Nobody Known", "GMC 7999999",
                PrescriberRole.GENERAL_PRACTITIONER), new Organisation("Y12345", "Riverside Medical Practice"));
        KeyPair keys = KeyPairs.generate(SignatureAlgorithm.ECP256);
        Instant now = Instant.now();
        // Issued by the real prescriber CA, so only its absence from the registry can refuse it.
        var certificate = DemoPki.prescriberCa(TestPki.get()).issuePrescriber(stranger.subject(), keys.getPublic(),
                now.minus(1, ChronoUnit.DAYS), now.plus(365, ChronoUnit.DAYS));
        SigningIdentity signer = new SigningIdentity(certificate, keys.getPrivate(), SignatureAlgorithm.ECP256);
        PrescriptionCertificate prescription = new SampleGenerator(SEEDS.getAndIncrement()).certificate(Profile.PRESCRIPTION, stranger,
                LocalDate.now(ZoneOffset.UTC));

        assertRejected(socket.submit(WireFormat.XML, TestPki.sign(WireFormat.XML, prescription, signer)),
                Reason.UNKNOWN_PRESCRIBER);
    }

    @Test
    void rejectsARevokedPrescriber() throws Exception {
        assertRejected(socket.submit(WireFormat.DER, signed(WireFormat.DER, "vane-rsa2048")), Reason.REVOKED);
    }

    @Test
    void rejectsAnExpiredPrescription() throws Exception {
        assertRejected(socket.submit(WireFormat.XML, issuedOn(LocalDate.now(ZoneOffset.UTC).minusYears(1))),
                Reason.EXPIRED);
    }

    @Test
    void rejectsAPrescriptionNotValidYet() throws Exception {
        assertRejected(socket.submit(WireFormat.XML, issuedOn(LocalDate.now(ZoneOffset.UTC).plusDays(30))),
                Reason.NOT_YET_VALID);
    }

    @Test
    void rejectsAPrescriptionNamingAnotherPrescriberThanItsSigner() throws Exception {
        SigningIdentity hart = TestPki.signer("hart-rsa2048");
        PrescriberIdentity okafor = TestPki.identity(TestPki.signer("okafor-rsa2048"));
        PrescriptionCertificate theirs = new SampleGenerator(SEEDS.getAndIncrement()).certificate(Profile.PRESCRIPTION, okafor,
                LocalDate.now(ZoneOffset.UTC));
        // Okafor's prescription, issued and signed under Hart's name.
        PrescriptionCertificate forged = new PrescriptionCertificate(theirs.serialNumber(),
                hart.certificate().getSubjectX500Principal(), theirs.holder(), theirs.validity(), theirs.content());

        assertRejected(socket.submit(WireFormat.DER, TestPki.sign(WireFormat.DER, forged, hart)), Reason.BAD_CONTENT);
    }

    @Test
    void rejectsASecondPrescriptionUnderAnAlreadyUsedSerialAndStoresNothingOfIt() throws Exception {
        SigningIdentity hart = TestPki.signer("hart-ecp256");
        PrescriptionCertificate first = TestPki.sample(Profile.PRESCRIPTION, hart, SEEDS.getAndIncrement());
        PrescriptionCertificate replay = TestPki.withSerial(TestPki.sample(Profile.PRESCRIPTION, hart, SEEDS.getAndIncrement()),
                first.serialNumber());
        assertThat(socket.submit(WireFormat.DER, TestPki.sign(WireFormat.DER, first, hart)).status())
                .isEqualTo(ResponseStatus.ACCEPTED);

        ResponseFrame response = socket.submit(WireFormat.XML, TestPki.sign(WireFormat.XML, replay, hart));

        assertRejected(response, Reason.BAD_CONTENT);
        assertThat(PharmacyDatabase.prescriptions(replay.prescriptionId().value())).isZero();
    }

    @Test
    void rejectsAnUnsignedCertificate() throws Exception {
        SigningIdentity hart = TestPki.signer("hart-rsa2048");
        byte[] unsigned = WireFormat.DER.codec().encodeUnsigned(TestPki.sample(Profile.SIMPLE, hart, SEEDS.getAndIncrement()));

        assertRejected(socket.submit(WireFormat.DER, unsigned), Reason.UNSIGNED);
    }

    @Test
    void logsARejectionWithReasonPeerAndSizeButNoMoreThanAPrefixOfThePayload() throws Exception {
        byte[] der = signed(WireFormat.DER, "vane-rsa2048");

        assertRejected(socket.submit(WireFormat.DER, der), Reason.REVOKED);

        // This connection's own rejection, however many other tests' rejections are still being written.
        await().untilAsserted(() -> assertThat(PharmacyDatabase.count(
                "SELECT count(*) FROM rejected_message WHERE reason = 'REVOKED' AND reason_code = 6 AND size = ?"
                        + " AND peer = ? AND octet_length(payload_prefix) <= 32",
                der.length + Frames.HEADER_LENGTH, "127.0.0.1:" + socket.localPort())).isOne());
    }

    private byte[] signed(WireFormat format, String prescriberId) {
        SigningIdentity signer = TestPki.signer(prescriberId);
        return TestPki.sign(format, TestPki.sample(Profile.PRESCRIPTION, signer, SEEDS.getAndIncrement()), signer);
    }

    private byte[] issuedOn(LocalDate day) {
        SigningIdentity hart = TestPki.signer("hart-ed25519");
        PrescriptionCertificate certificate = new SampleGenerator(SEEDS.getAndIncrement()).certificate(Profile.PRESCRIPTION,
                TestPki.identity(hart), day);
        return TestPki.sign(WireFormat.XML, certificate, hart);
    }

    private static void assertRejected(ResponseFrame response, Reason reason) {
        assertThat(response.status()).isEqualTo(ResponseStatus.REJECTED);
        assertThat(response.reason()).contains(reason);
        assertThat(Arrays.asList(Reason.values())).contains(reason);
    }
}
