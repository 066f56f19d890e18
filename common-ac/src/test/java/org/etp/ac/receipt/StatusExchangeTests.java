package org.etp.ac.receipt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.IntStream;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1EncodableVector;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.DERNull;
import org.bouncycastle.asn1.DEROctetString;
import org.bouncycastle.asn1.DERPrintableString;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.DERTaggedObject;
import org.bouncycastle.asn1.x500.X500Name;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.Mutator;
import org.etp.ac.testing.TestCredentials;
import org.junit.jupiter.api.Test;

class StatusExchangeTests {

    private static final SigningIdentity SIGNER = TestCredentials.identity(SignatureAlgorithm.ECP256);
    private static final Instant NOW = Instant.parse("2026-11-23T03:00:00Z");

    @Test
    void readsBackASignedRequestThatVerifiesWithTheSignersKey() throws Exception {
        StatusRequest request = StatusRequest.by(SIGNER, NOW, ids(3));

        SignedStatusRequest decoded = SignedStatusRequest.decode(request.sign(SIGNER));

        assertThat(decoded.request()).isEqualTo(request);
        decoded.verifySignature(SIGNER.certificate().getPublicKey());
    }

    @Test
    void fitsAHundredIdsByAnRsaSignerWithinTheBound() throws Exception {
        SigningIdentity rsa = TestCredentials.identity(SignatureAlgorithm.RSA2048);
        byte[] signed = StatusRequest.by(rsa, NOW, ids(StatusRequest.MAX_IDS)).sign(rsa);

        assertThat(signed.length).isLessThan(SignedStatusRequest.MAX_LENGTH);
        SignedStatusRequest.decode(signed).verifySignature(rsa.certificate().getPublicKey());
    }

    @Test
    void refusesARequestWhoseIdsWereChangedAfterSigning() throws Exception {
        byte[] signed = StatusRequest.by(SIGNER, NOW, ids(2)).sign(SIGNER);
        String first = ids(2).get(0).value();
        String other = PrescriptionId.of(0xABCDEF, "Y12345", 7).value();
        byte[] tampered = new String(signed, java.nio.charset.StandardCharsets.ISO_8859_1).replace(first, other)
                .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);

        SignedStatusRequest decoded = SignedStatusRequest.decode(tampered);

        assertThat(decoded.request().prescriptionIds()).contains(new PrescriptionId(other));
        assertRefused(() -> decoded.verifySignature(SIGNER.certificate().getPublicKey()), Reason.BAD_SIGNATURE);
    }

    @Test
    void refusesARequestCheckedWithAnotherKey() throws Exception {
        SignedStatusRequest decoded = SignedStatusRequest.decode(StatusRequest.by(SIGNER, NOW, ids(1)).sign(SIGNER));
        SigningIdentity other = TestCredentials.create(SignatureAlgorithm.ECP256, TestCredentials.PRESCRIBER);

        assertRefused(() -> decoded.verifySignature(other.certificate().getPublicKey()), Reason.BAD_SIGNATURE);
    }

    @Test
    void refusesHostileRequestBytesWithAReasonAndNeverARuntimeException() throws Exception {
        byte[] good = StatusRequest.by(SIGNER, NOW, ids(5)).sign(SIGNER);
        assertRefused(() -> SignedStatusRequest.decode(new byte[0]), Reason.MALFORMED);
        assertRefused(() -> SignedStatusRequest.decode(Arrays.copyOf(good, good.length - 1)), Reason.MALFORMED);
        assertRefused(() -> SignedStatusRequest.decode(Arrays.copyOf(good, good.length + 1)), Reason.MALFORMED);
        assertRefused(() -> SignedStatusRequest.decode(new byte[SignedStatusRequest.MAX_LENGTH + 1]), Reason.MALFORMED);
        assertRefused(() -> SignedStatusRequest.decode(Mutator.indefiniteLength(good)), Reason.NON_CANONICAL);
        Random random = new Random(26_000_100);
        for (int i = 0; i < 2000; i++) {
            byte[] mutated = good.clone();
            for (int flips = 1 + random.nextInt(3); flips > 0; flips--) {
                mutated[random.nextInt(mutated.length)] = (byte) random.nextInt(256);
            }
            try {
                SignedStatusRequest.decode(mutated).verifySignature(SIGNER.certificate().getPublicKey());
            } catch (VerificationException e) {
                assertThat(e.reason()).isNotNull();
            }
        }
    }

    @Test
    void refusesRequestsOutsideTheShape() throws Exception {
        byte[] signature = new byte[] {1, 2, 3};
        assertRefused(() -> SignedStatusRequest.decode(request(SignatureAlgorithm.ECP256.oid(), ids(101), signature)),
                Reason.MALFORMED);
        assertRefused(() -> SignedStatusRequest.decode(request(SignatureAlgorithm.ECP256.oid(),
                List.of(ids(1).get(0), ids(1).get(0)), signature)), Reason.MALFORMED);
        assertRefused(() -> SignedStatusRequest.decode(request("1.2.840.113549.1.1.5", ids(1), signature)),
                Reason.DISALLOWED_ALGORITHM);
        DERSequence badId = new DERSequence(new ASN1Encodable[] {new DERSequence(new ASN1Encodable[] {
            X500Name.getInstance(SIGNER.subject().getEncoded()), new ASN1ObjectIdentifier(SignatureAlgorithm.ECP256.oid()),
            StrictDer.time(NOW), new DERSequence(new DERPrintableString("A1B2C3-Y12345-0F00A0"))}),
            new DEROctetString(signature)});
        assertRefused(() -> SignedStatusRequest.decode(StrictDer.der(badId)), Reason.MALFORMED);
        assertThatIllegalArgumentException().isThrownBy(() -> StatusRequest.by(SIGNER, NOW, List.of()));
        assertThatIllegalArgumentException().isThrownBy(() -> StatusRequest.by(SIGNER, NOW, ids(101)));
    }

    @Test
    void answersEachIdWithAReceiptOrNothingInTheRequestsOrder() throws Exception {
        List<PrescriptionId> ids = ids(3);
        StatusAnswer answer = new StatusAnswer(List.of(StatusEntry.nothing(ids.get(0)),
                new StatusEntry(ids.get(1), Optional.of(new EncodedReceipt(WireFormat.XML, new byte[] {'<', 'a'}))),
                StatusEntry.nothing(ids.get(2))));

        StatusAnswer decoded = StatusAnswer.decode(answer.encode(), 1 << 20);

        assertThat(decoded).isEqualTo(answer);
        assertThat(decoded.entry(ids.get(1)).orElseThrow().receipt()).map(EncodedReceipt::format)
                .contains(WireFormat.XML);
    }

    @Test
    void carriesTheQuestionReceivedNoOutcomeYetSignedAndEndsInATaggedNull() throws Exception {
        StatusRequest asking = StatusRequest.by(SIGNER, NOW, ids(2)).alsoAskingReceived();
        byte[] signed = asking.sign(SIGNER);

        SignedStatusRequest decoded = SignedStatusRequest.decode(signed);

        assertThat(decoded.request()).isEqualTo(asking);
        assertThat(decoded.request().askReceived()).isTrue();
        assertThat(SignedStatusRequest.decode(StatusRequest.by(SIGNER, NOW, ids(2)).sign(SIGNER)).request()
                .askReceived()).isFalse();
        decoded.verifySignature(SIGNER.certificate().getPublicKey());
        // the question is the last field of the signed content: [0] IMPLICIT NULL
        byte[] content = StrictDer.der(asking.content());
        assertThat(Arrays.copyOfRange(content, content.length - 2, content.length)).containsExactly(0x80, 0x00);
    }

    @Test
    void refusesAFifthRequestFieldThatIsNotAQuestion() throws Exception {
        byte[] signature = new byte[] {1, 2, 3};
        for (ASN1Encodable fifth : List.of(new DERTaggedObject(false, 2, DERNull.INSTANCE),
                new DERTaggedObject(true, 1, DERNull.INSTANCE),
                new DERTaggedObject(true, 0, DERNull.INSTANCE), new DERTaggedObject(false, 0, new DEROctetString(
                        new byte[] {1})), DERNull.INSTANCE)) {
            assertRefused(() -> SignedStatusRequest.decode(request(SignatureAlgorithm.ECP256.oid(), ids(1), signature,
                    fifth)), Reason.MALFORMED);
        }
    }

    @Test
    void answersReceivedWithNoOutcomeYetWithTheTimeAndNeverBesideAReceipt() throws Exception {
        List<PrescriptionId> ids = ids(3);
        Instant at = Instant.parse("2026-11-27T10:15:30Z");
        StatusAnswer answer = new StatusAnswer(List.of(StatusEntry.received(ids.get(0), at),
                new StatusEntry(ids.get(1), Optional.of(new EncodedReceipt(WireFormat.DER, new byte[] {1}))),
                StatusEntry.nothing(ids.get(2))));

        StatusAnswer decoded = StatusAnswer.decode(answer.encode(), 1 << 20);

        assertThat(decoded).isEqualTo(answer);
        assertThat(decoded.entry(ids.get(0)).orElseThrow().receivedAt()).contains(at);
        assertThat(decoded.entry(ids.get(2)).orElseThrow().receivedAt()).isEmpty();
        assertThatIllegalArgumentException().isThrownBy(() -> new StatusEntry(ids.get(0),
                Optional.of(new EncodedReceipt(WireFormat.DER, new byte[] {1})), Optional.of(at)));
        byte[] otherTag = StrictDer.der(new DERSequence(new DERSequence(new ASN1Encodable[] {
            new DERPrintableString(ids.get(0).value()), new DERTaggedObject(false, 1, StrictDer.time(at))})));
        assertRefused(() -> StatusAnswer.decode(otherTag, 1 << 20), Reason.MALFORMED);
        byte[] notATime = StrictDer.der(new DERSequence(new DERSequence(new ASN1Encodable[] {
            new DERPrintableString(ids.get(0).value()), new DERTaggedObject(false, 0, new DEROctetString(
                    "yesterday".getBytes(java.nio.charset.StandardCharsets.US_ASCII)))})));
        assertRefused(() -> StatusAnswer.decode(notATime, 1 << 20), Reason.MALFORMED);
    }

    @Test
    void refusesHostileAnswerBytes() throws Exception {
        byte[] good = new StatusAnswer(List.of(new StatusEntry(ids(1).get(0),
                Optional.of(new EncodedReceipt(WireFormat.DER, new byte[] {1}))))).encode();
        byte[] unknownFormat = good.clone();
        // ... 30 03 02 01 01 04 01 01: the format INTEGER's one content byte
        unknownFormat[unknownFormat.length - 4] = 9;
        assertRefused(() -> StatusAnswer.decode(unknownFormat, 1 << 20), Reason.MALFORMED);
        assertRefused(() -> StatusAnswer.decode(good, good.length - 1), Reason.MALFORMED);
        assertRefused(() -> StatusAnswer.decode(new byte[] {0x30, 0x00}, 100), Reason.MALFORMED);
        Random random = new Random(26_000_101);
        for (int i = 0; i < 2000; i++) {
            byte[] mutated = good.clone();
            mutated[random.nextInt(mutated.length)] = (byte) random.nextInt(256);
            try {
                StatusAnswer.decode(mutated, 1 << 20);
            } catch (VerificationException e) {
                assertThat(e.reason()).isIn(Reason.MALFORMED, Reason.NON_CANONICAL);
            }
        }
    }

    private static List<PrescriptionId> ids(int count) {
        return IntStream.range(0, count).mapToObj(i -> PrescriptionId.of(0x260000 + i, "Y12345", i)).toList();
    }

    private static byte[] request(String oid, List<PrescriptionId> ids, byte[] signature, ASN1Encodable... more) {
        ASN1Encodable[] printable = ids.stream().map(id -> new DERPrintableString(id.value()))
                .toArray(ASN1Encodable[]::new);
        ASN1EncodableVector content = new ASN1EncodableVector();
        content.addAll(new ASN1Encodable[] {X500Name.getInstance(SIGNER.subject().getEncoded()),
            new ASN1ObjectIdentifier(oid), StrictDer.time(NOW), new DERSequence(printable)});
        content.addAll(more);
        return StrictDer.der(new DERSequence(new ASN1Encodable[] {new DERSequence(content),
            new DEROctetString(signature)}));
    }

    private static void assertRefused(org.assertj.core.api.ThrowableAssert.ThrowingCallable call, Reason reason) {
        assertThatExceptionOfType(VerificationException.class).isThrownBy(call)
                .satisfies(e -> assertThat(e.reason()).isEqualTo(reason));
    }
}
