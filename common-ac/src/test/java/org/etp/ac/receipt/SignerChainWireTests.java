package org.etp.ac.receipt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.math.BigInteger;
import java.security.KeyPair;
import java.time.Instant;
import java.util.Arrays;
import java.util.Date;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1EncodableVector;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.DERNull;
import org.bouncycastle.asn1.DEROctetString;
import org.bouncycastle.asn1.DERPrintableString;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.DERTaggedObject;
import org.bouncycastle.asn1.x509.Certificate;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.TestCredentials;
import org.junit.jupiter.api.Test;

/**
 * The STATUS exchange's question for the signer ({@code askSigner}, {@code [1] IMPLICIT NULL}) and the chain a
 * receipt then carries ({@code signer [0] IMPLICIT SEQUENCE SIZE (1..4) OF Certificate}): round trips, the old shapes
 * unchanged when nothing is asked, and strict refusal of everything else.
 */
class SignerChainWireTests {

    private static final SigningIdentity SIGNER = TestCredentials.identity(SignatureAlgorithm.ECP256);
    private static final Instant NOW = Instant.parse("2026-11-23T03:00:00Z");
    private static final EncodedReceipt RECEIPT = new EncodedReceipt(WireFormat.DER, new byte[] {1, 2, 3});

    @Test
    void carriesTheQuestionForTheSignerSignedAndLastAfterTheQuestionReceived() throws Exception {
        StatusRequest both = StatusRequest.by(SIGNER, NOW, ids(2)).alsoAskingReceived().alsoAskingSigner();
        StatusRequest signerOnly = StatusRequest.by(SIGNER, NOW, ids(2)).alsoAskingSigner();

        SignedStatusRequest decoded = SignedStatusRequest.decode(both.sign(SIGNER));

        assertThat(decoded.request()).isEqualTo(both);
        assertThat(decoded.request().askSigner()).isTrue();
        assertThat(decoded.request().askReceived()).isTrue();
        decoded.verifySignature(SIGNER.certificate().getPublicKey());
        assertThat(SignedStatusRequest.decode(signerOnly.sign(SIGNER)).request()).isEqualTo(signerOnly);
        assertThat(signerOnly.withoutAskingSigner()).isEqualTo(StatusRequest.by(SIGNER, NOW, ids(2)));
        byte[] content = StrictDer.der(both.content());
        assertThat(Arrays.copyOfRange(content, content.length - 4, content.length))
                .containsExactly(0x80, 0x00, 0x81, 0x00);
        byte[] plain = StrictDer.der(StatusRequest.by(SIGNER, NOW, ids(2)).content());
        assertThat(StrictDer.der(signerOnly.content())).hasSize(plain.length + 2);
    }

    @Test
    void refusesQuestionsTwiceOutOfOrderOrTooMany() {
        ASN1Encodable received = new DERTaggedObject(false, 0, DERNull.INSTANCE);
        ASN1Encodable signer = new DERTaggedObject(false, 1, DERNull.INSTANCE);
        for (ASN1Encodable[] optional : List.of(new ASN1Encodable[] {signer, received},
                new ASN1Encodable[] {received, received}, new ASN1Encodable[] {signer, signer},
                new ASN1Encodable[] {received, signer, signer},
                new ASN1Encodable[] {new DERTaggedObject(false, 1, new DEROctetString(new byte[] {0}))})) {
            assertRefused(() -> SignedStatusRequest.decode(request(optional)), Reason.MALFORMED);
        }
    }

    @Test
    void givesAReceiptItsSignerChainAndReadsItBack() throws Exception {
        List<PrescriptionId> ids = ids(2);
        SignerChain chain = new SignerChain(List.of(der(SIGNER), der(TestCredentials.identity(SignatureAlgorithm.RSA2048))));
        StatusAnswer answer = new StatusAnswer(List.of(
                new StatusEntry(ids.get(0), Optional.of(RECEIPT)).withSigner(chain),
                StatusEntry.nothing(ids.get(1)).withSigner(chain)));

        StatusAnswer decoded = StatusAnswer.decode(answer.encode(), 1 << 20);

        assertThat(decoded).isEqualTo(answer);
        assertThat(decoded.entries().get(0).signer()).contains(chain);
        assertThat(decoded.entries().get(0).signer().orElseThrow().certificates().get(0)).isEqualTo(der(SIGNER));
        assertThat(decoded.entries().get(1).signer()).as("no receipt, no chain").isEmpty();
    }

    @Test
    void leavesTheReceiptOfTwoFieldsWhenNoChainIsGiven() throws Exception {
        PrescriptionId id = ids(1).get(0);
        byte[] oldShape = StrictDer.der(new DERSequence(new DERSequence(new ASN1Encodable[] {
            new DERPrintableString(id.value()), new DERSequence(new ASN1Encodable[] {new ASN1Integer(1),
                new DEROctetString(RECEIPT.bytes())})})));

        assertThat(new StatusAnswer(List.of(new StatusEntry(id, Optional.of(RECEIPT)))).encode()).isEqualTo(oldShape);
        assertThat(StatusAnswer.decode(oldShape, 1 << 20).entries().get(0).signer()).isEmpty();
    }

    @Test
    void refusesMalformedOrOversizedChainsAsMalformed() throws Exception {
        byte[] certificate = der(SIGNER);
        ASN1Encodable one = Certificate.getInstance(certificate);
        List<ASN1Encodable> bad = List.of(
                new DERTaggedObject(false, 0, new DERSequence()),
                new DERTaggedObject(false, 0, new DERSequence(IntStream.range(0, 5).mapToObj(i -> one)
                        .toArray(ASN1Encodable[]::new))),
                new DERTaggedObject(false, 0, new DERSequence(new DEROctetString(certificate))),
                new DERTaggedObject(true, 0, new DERSequence(one)),
                new DERTaggedObject(false, 1, new DERSequence(one)),
                new DERSequence(one),
                new DERTaggedObject(false, 0, new DERSequence(Certificate.getInstance(oversized()))));
        for (ASN1Encodable signer : bad) {
            assertRefused(() -> StatusAnswer.decode(answerWith(signer), 1 << 20), Reason.MALFORMED);
        }
        assertThatIllegalArgumentException().isThrownBy(() -> new SignerChain(List.of(oversized())));
        assertThatIllegalArgumentException().isThrownBy(() -> new SignerChain(List.of(new byte[] {0x30, 0})));
        assertThatIllegalArgumentException().isThrownBy(() -> new StatusEntry(ids(1).get(0), Optional.empty(),
                Optional.empty(), Optional.of(new SignerChain(List.of(certificate)))));
    }

    /** A self-signed certificate past the 16 KiB bound, for an extension of 17 000 bytes. */
    private static byte[] oversized() throws Exception {
        KeyPair keys = TestCredentials.keyPair(SignatureAlgorithm.ECP256);
        X500Principal name = new X500Principal("CN=Oversized, OU=FB456, O=ETP Test, C=GB");
        var builder = new JcaX509v3CertificateBuilder(name, BigInteger.TEN, Date.from(NOW), Date.from(NOW.plusSeconds(60)),
                name, keys.getPublic());
        builder.addExtension(new ASN1ObjectIdentifier("1.3.6.1.4.1.99999.1"), false,
                new DEROctetString(new byte[17_000]));
        byte[] encoded = builder.build(new JcaContentSignerBuilder("SHA256withECDSA").build(keys.getPrivate()))
                .getEncoded();
        assertThat(encoded.length).isGreaterThan(SignerChain.MAX_CERTIFICATE_LENGTH);
        return encoded;
    }

    private static byte[] answerWith(ASN1Encodable signer) {
        return StrictDer.der(new DERSequence(new DERSequence(new ASN1Encodable[] {
            new DERPrintableString(ids(1).get(0).value()), new DERSequence(new ASN1Encodable[] {new ASN1Integer(1),
                new DEROctetString(RECEIPT.bytes()), signer})})));
    }

    private static byte[] der(SigningIdentity identity) throws Exception {
        return identity.certificate().getEncoded();
    }

    private static byte[] request(ASN1Encodable... optional) {
        ASN1EncodableVector content = new ASN1EncodableVector();
        content.addAll(new ASN1Encodable[] {
            org.bouncycastle.asn1.x500.X500Name.getInstance(SIGNER.subject().getEncoded()),
            new ASN1ObjectIdentifier(SignatureAlgorithm.ECP256.oid()), StrictDer.time(NOW),
            new DERSequence(ids(1).stream().map(id -> new DERPrintableString(id.value())).toArray(ASN1Encodable[]::new))});
        content.addAll(optional);
        return StrictDer.der(new DERSequence(new ASN1Encodable[] {new DERSequence(content),
            new DEROctetString(new byte[] {1, 2, 3})}));
    }

    private static List<PrescriptionId> ids(int count) {
        return IntStream.range(0, count).mapToObj(i -> PrescriptionId.of(0x260100 + i, "Y12345", i)).toList();
    }

    private static void assertRefused(org.assertj.core.api.ThrowableAssert.ThrowingCallable call, Reason reason) {
        assertThatExceptionOfType(VerificationException.class).isThrownBy(call)
                .satisfies(e -> assertThat(e.reason()).isEqualTo(reason));
    }
}
