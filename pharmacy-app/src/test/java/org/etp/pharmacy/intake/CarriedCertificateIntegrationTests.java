package org.etp.pharmacy.intake;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.security.KeyPair;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Date;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1EncodableVector;
import org.bouncycastle.asn1.ASN1Encoding;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.DEROctetString;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.DERTaggedObject;
import org.bouncycastle.asn1.x509.CRLReason;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.bouncycastle.cert.ocsp.CertificateStatus;
import org.bouncycastle.cert.ocsp.OCSPRespBuilder;
import org.bouncycastle.cert.ocsp.RevokedStatus;
import org.bouncycastle.cert.ocsp.UnknownStatus;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.CertificateAuthority;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.pki.KeyPairs;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Prescriber;
import org.etp.ac.prescription.PrescriberRole;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.OcspAnswersForTests;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.wire.Attachment;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.RequestFrame;
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

/**
 * Prescribers the pharmacy was never told of, whose certificates the demo CAs issued after the pharmacy started:
 * their certificate travels in the frame and is validated to the pharmacy's anchor, with no operator action. Every
 * hostile shape of what travels is refused over the socket with nothing stored, and the connection goes on serving
 * a registered prescriber.
 */
@PharmacyAppTest
class CarriedCertificateIntegrationTests {

    private static final AtomicLong SEEDS = new AtomicLong(71_000);
    private static final AtomicLong GMC = new AtomicLong(7_700_000);

    @Autowired
    IntakeServer intake;

    private IntakeSocket socket;

    @BeforeEach
    void connect() throws Exception {
        socket = new IntakeSocket(intake.port());
    }

    @AfterEach
    void stillServesARegisteredPrescriberOnTheSameConnection() throws Exception {
        byte[] honest = TestPki.signed(WireFormat.DER, Profile.PRESCRIPTION, SignatureAlgorithm.ECP256,
                SEEDS.getAndIncrement());
        assertThat(socket.submit(WireFormat.DER, honest).status()).isEqualTo(ResponseStatus.ACCEPTED);
        socket.close();
    }

    @Test
    void aPrescriberUnknownToThePharmacyIsAcceptedInEveryFormWithItsCertificateAttached() throws Exception {
        SigningIdentity newcomer = newcomer(DemoPki.prescriberCa(TestPki.get()));
        Attachment chain = chain(newcomer.certificate(), DemoPki.prescriberCa(TestPki.get()).certificate());

        for (WireFormat format : WireFormat.values()) {
            PrescriptionCertificate certificate = TestPki.sample(Profile.PRESCRIPTION, newcomer,
                    SEEDS.getAndIncrement());
            byte[] encoded = TestPki.sign(format, certificate, newcomer);

            ResponseFrame alone = socket.submit(RequestFrame.submit(format, true, false, 1, encoded));
            assertRefused(alone, Reason.UNKNOWN_PRESCRIBER);
            ResponseFrame attached = socket.submit(RequestFrame.submit(format, true, false, 2, encoded)
                    .withAttachment(chain));

            assertThat(attached.status()).as(format + ": " + attached).isEqualTo(ResponseStatus.ACCEPTED);
            assertThat(PharmacyDatabase.prescriptions(attached.prescriptionId().orElseThrow().value())).isOne();
        }
    }

    @Test
    void refusesACertificateChainingToNoAnchorOrOfTheWrongUseOrThroughAnExpiredIntermediate() throws Exception {
        CertificateAuthority stranger = CertificateAuthority.selfSigned(new X500Principal(
                "CN=ETP Demo Prescriber CA, O=Elsewhere, C=GB"), KeyPairs.generate(SignatureAlgorithm.ECP256),
                Instant.now().minus(Duration.ofDays(1)), Instant.now().plus(Duration.ofDays(30)), 0);
        SigningIdentity unanchored = newcomer(stranger);
        assertRefusedAndNothingStored(unanchored, chain(unanchored.certificate(), stranger.certificate()),
                Reason.UNKNOWN_PRESCRIBER);

        CertificateAuthority prescriberCa = DemoPki.prescriberCa(TestPki.get());
        PrescriberIdentity who = identity();
        KeyPair keys = KeyPairs.generate(SignatureAlgorithm.ECP256);
        X509Certificate receiptSigner = prescriberCa.issueServiceSigner(who.subject(), keys.getPublic(),
                Instant.now().minus(Duration.ofDays(1)), Instant.now().plus(Duration.ofDays(30)),
                KeyPurposeId.getInstance(new ASN1ObjectIdentifier(PkiLayout.PHARMACY_SIGNING_PURPOSE)));
        SigningIdentity asReceiptSigner = new SigningIdentity(receiptSigner, keys.getPrivate(),
                SignatureAlgorithm.ECP256);
        assertRefusedAndNothingStored(asReceiptSigner, chain(receiptSigner, prescriberCa.certificate()),
                Reason.UNKNOWN_PRESCRIBER);
        X509Certificate tls = prescriberCa.issueTlsClient(who.subject(), keys.getPublic(),
                Instant.now().minus(Duration.ofDays(1)), Instant.now().plus(Duration.ofDays(30)));
        assertRefusedAndNothingStored(new SigningIdentity(tls, keys.getPrivate(), SignatureAlgorithm.ECP256),
                chain(tls, prescriberCa.certificate()), Reason.UNKNOWN_PRESCRIBER);

        CertificateAuthority lapsed = DemoPki.rootCa(TestPki.get()).issueAuthority(new X500Principal(
                "CN=ETP Demo Lapsed CA, O=ETP Demo, C=GB"), KeyPairs.generate(SignatureAlgorithm.ECP256),
                Instant.now().minus(Duration.ofDays(30)), Instant.now().minus(Duration.ofDays(1)), 0);
        KeyPair lapsedKeys = KeyPairs.generate(SignatureAlgorithm.ECP256);
        X509Certificate underLapsed = lapsed.issuePrescriber(who.subject(), lapsedKeys.getPublic(),
                Instant.now().minus(Duration.ofDays(20)), Instant.now().plus(Duration.ofDays(30)));
        assertRefusedAndNothingStored(new SigningIdentity(underLapsed, lapsedKeys.getPrivate(),
                SignatureAlgorithm.ECP256), chain(underLapsed, lapsed.certificate()), Reason.UNKNOWN_PRESCRIBER);
    }

    @Test
    void takesNoKeyFromACertificateOfAnotherSubjectOrAnotherKeyThanTheOneThatSigned() throws Exception {
        CertificateAuthority prescriberCa = DemoPki.prescriberCa(TestPki.get());
        SigningIdentity signer = newcomer(prescriberCa);
        SigningIdentity someoneElse = newcomer(prescriberCa);
        assertRefusedAndNothingStored(signer, chain(someoneElse.certificate(), prescriberCa.certificate()),
                Reason.UNKNOWN_PRESCRIBER);

        KeyPair otherKeys = KeyPairs.generate(SignatureAlgorithm.ECP256);
        X509Certificate sameNameOtherKey = prescriberCa.issuePrescriber(signer.subject(), otherKeys.getPublic(),
                Instant.now().minus(Duration.ofDays(1)), Instant.now().plus(Duration.ofDays(30)));
        // the message names its signer's certificate (baseCertificateID): another certificate is refused by name
        assertRefusedAndNothingStored(signer, chain(sameNameOtherKey, prescriberCa.certificate()),
                Reason.UNKNOWN_PRESCRIBER);
    }

    @Test
    void refusesAStapleThatDoesNotCheckOutAndTakesOneThatDoes() throws Exception {
        CertificateAuthority prescriberCa = DemoPki.prescriberCa(TestPki.get());
        SigningIdentity signer = newcomer(prescriberCa);
        SigningIdentity other = newcomer(prescriberCa);
        X509Certificate ca = prescriberCa.certificate();
        Instant now = Instant.now();
        CertificateAuthority unauthorised = DemoPki.serviceCa(TestPki.get());

        List<byte[]> refused = List.of(
                OcspAnswersForTests.answer(unauthorised, ca, signer.certificate(), CertificateStatus.GOOD, now),
                OcspAnswersForTests.answer(prescriberCa, ca, other.certificate(), CertificateStatus.GOOD, now),
                OcspAnswersForTests.answer(prescriberCa, ca, signer.certificate(), CertificateStatus.GOOD,
                        now.minus(Duration.ofHours(2))),
                OcspAnswersForTests.answer(prescriberCa, ca, signer.certificate(), new UnknownStatus(), now));
        for (byte[] staple : refused) {
            assertRefusedAndNothingStored(signer, staple(signer, ca, staple), Reason.REVOCATION_UNKNOWN);
        }
        byte[] revoked = OcspAnswersForTests.answer(prescriberCa, ca, other.certificate(),
                new RevokedStatus(Date.from(now.minus(Duration.ofMinutes(5))), CRLReason.keyCompromise), now);
        assertRefusedAndNothingStored(other, staple(other, ca, revoked), Reason.REVOKED);

        byte[] good = OcspAnswersForTests.answer(prescriberCa, ca, signer.certificate(), CertificateStatus.GOOD, now);
        byte[] encoded = TestPki.sign(WireFormat.OER, TestPki.sample(Profile.PRESCRIPTION, signer,
                SEEDS.getAndIncrement()), signer);
        ResponseFrame accepted = socket.submit(RequestFrame.submit(WireFormat.OER, true, false, 3, encoded)
                .withAttachment(staple(signer, ca, good)));
        assertThat(accepted.status()).as(accepted.toString()).isEqualTo(ResponseStatus.ACCEPTED);
    }

    @Test
    void refusesAGarbageOrOneMegabyteStapleAsABadFrameAndAResponderErrorAsUnknown() throws Exception {
        CertificateAuthority prescriberCa = DemoPki.prescriberCa(TestPki.get());
        SigningIdentity signer = newcomer(prescriberCa);
        PrescriptionCertificate certificate = TestPki.sample(Profile.PRESCRIPTION, signer, SEEDS.getAndIncrement());
        byte[] encoded = TestPki.sign(WireFormat.DER, certificate, signer);
        byte[] oneMegabyte = new byte[1_000_000];
        Arrays.fill(oneMegabyte, (byte) 0x30);

        for (byte[] staple : List.of(new byte[] {0x30, 0x03, 1, 2, 3}, oneMegabyte)) {
            socket.sendRaw(frameWithStaple(encoded, List.of(signer.certificate(), prescriberCa.certificate()), staple));
            assertRefused(socket.read(), Reason.BAD_FRAME);
        }
        byte[] tryLater = new OCSPRespBuilder().build(OCSPRespBuilder.TRY_LATER, null).getEncoded();
        assertRefusedAndNothingStored(signer, staple(signer, prescriberCa.certificate(), tryLater),
                Reason.REVOCATION_UNKNOWN);
        assertThat(PharmacyDatabase.prescriptions(certificate.prescription().orElseThrow().prescriptionId().value()))
                .isZero();
    }

    /** A SUBMIT frame as a hostile peer writes it: the attachment block with {@code staple} as its OCSP answer. */
    private static byte[] frameWithStaple(byte[] message, List<X509Certificate> chain, byte[] staple)
            throws Exception {
        ASN1EncodableVector certificates = new ASN1EncodableVector();
        for (X509Certificate each : chain) {
            certificates.add(org.bouncycastle.asn1.x509.Certificate.getInstance(each.getEncoded()));
        }
        byte[] block = new DERSequence(new ASN1Encodable[] {new DERSequence(certificates),
            new DERTaggedObject(true, 0, new DEROctetString(staple))}).getEncoded(ASN1Encoding.DER);
        int length = block.length + message.length;
        return ByteBuffer.allocate(Frames.HEADER_LENGTH + length).putInt(Frames.MAGIC).put((byte) Frames.VERSION)
                .put((byte) 1).put((byte) WireFormat.DER.code()).put((byte) 0x05).putInt(6).putInt(length).put(block)
                .put(message).array();
    }

    private void assertRefusedAndNothingStored(SigningIdentity signer, Attachment attachment, Reason... reasons)
            throws Exception {
        PrescriptionCertificate certificate = TestPki.sample(Profile.PRESCRIPTION, signer, SEEDS.getAndIncrement());
        for (WireFormat format : WireFormat.values()) {
            byte[] encoded = TestPki.sign(format, certificate, signer);
            ResponseFrame response = socket.submit(RequestFrame.submit(format, true, false, 5, encoded)
                    .withAttachment(attachment));
            assertThat(response.status()).as(format + ": " + response).isEqualTo(ResponseStatus.REJECTED);
            assertThat(response.reason().orElseThrow()).as(format + ": " + response).isIn((Object[]) reasons);
        }
        assertThat(PharmacyDatabase.prescriptions(certificate.prescription().orElseThrow().prescriptionId().value()))
                .as("nothing stored").isZero();
    }

    private static void assertRefused(ResponseFrame response, Reason reason) {
        assertThat(response.status()).as(response.toString()).isEqualTo(ResponseStatus.REJECTED);
        assertThat(response.reason()).as(response.toString()).contains(reason);
    }

    /** A prescriber certified by {@code ca} now: unknown to the pharmacy, whose registry was built before. */
    private static SigningIdentity newcomer(CertificateAuthority ca) throws Exception {
        KeyPair keys = KeyPairs.generate(SignatureAlgorithm.ECP256);
        X509Certificate certificate = ca.issuePrescriber(identity().subject(), keys.getPublic(),
                Instant.now().minus(Duration.ofDays(1)), Instant.now().plus(Duration.ofDays(30)));
        return new SigningIdentity(certificate, keys.getPrivate(), SignatureAlgorithm.ECP256);
    }

    private static PrescriberIdentity identity() {
        return new PrescriberIdentity(new Prescriber("Dr Ola Newcomer", "GMC " + GMC.getAndIncrement(),
                PrescriberRole.GENERAL_PRACTITIONER), new Organisation("Y56789", "Harbour Surgery"));
    }

    private static Attachment chain(X509Certificate signer, X509Certificate ca) throws Exception {
        return new Attachment(List.of(signer.getEncoded(), ca.getEncoded()), Optional.empty());
    }

    private static Attachment staple(SigningIdentity signer, X509Certificate ca, byte[] answer) throws Exception {
        return new Attachment(List.of(signer.certificate().getEncoded(), ca.getEncoded()), Optional.of(answer));
    }
}
