package org.etp.ac.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.etp.ac.wire.AttachmentFixtures.attachment;
import static org.etp.ac.wire.AttachmentFixtures.certificate;
import static org.etp.ac.wire.AttachmentFixtures.certificates;
import static org.etp.ac.wire.AttachmentFixtures.ocspAnswer;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1EncodableVector;
import org.bouncycastle.asn1.ASN1Encoding;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.ASN1Primitive;
import org.bouncycastle.asn1.DERNull;
import org.bouncycastle.asn1.DEROctetString;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.DERTaggedObject;
import org.bouncycastle.asn1.ocsp.OCSPObjectIdentifiers;
import org.bouncycastle.asn1.ocsp.OCSPResponse;
import org.bouncycastle.asn1.ocsp.OCSPResponseStatus;
import org.bouncycastle.asn1.ocsp.ResponseBytes;
import org.etp.ac.codec.WireFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/** The flag "certificates attached" and its block: round trips, the layout, and hostile blocks refused. */
class AttachmentFramesTests {

    private static final byte[] MESSAGE = "0\u0082\u0001\u0000 a certificate".getBytes(StandardCharsets.ISO_8859_1);
    private static final long ID = 77;

    private final Frames frames = new Frames();

    @ParameterizedTest
    @EnumSource(MessageKind.class)
    void roundTripsEachKindWithAChainAndAStaple(MessageKind kind) throws Exception {
        RequestFrame request = new RequestFrame(kind, WireFormat.DER, true, false, ID, MESSAGE)
                .withAttachment(attachment(4, true));

        RequestFrame decoded = frames.decodeRequest(frames.encode(request));

        assertThat(decoded).isEqualTo(request);
        assertThat(decoded.payload()).isEqualTo(MESSAGE);
        assertThat(decoded.attachment().orElseThrow().certificates()).containsExactlyElementsOf(certificates(4));
        assertThat(decoded.attachment().orElseThrow().ocspResponse()).contains(ocspAnswer());
    }

    @Test
    void roundTripsAChainWithoutAStapleThroughAStream() throws Exception {
        RequestFrame request = RequestFrame.submit(WireFormat.XML, true, false, ID, MESSAGE)
                .withAttachment(attachment(1, false));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        frames.write(request, out);

        RequestFrame read = frames.readRequest(new ByteArrayInputStream(out.toByteArray())).orElseThrow();

        assertThat(read).isEqualTo(request);
        assertThat(read.attachment().orElseThrow().ocspResponse()).isEmpty();
    }

    @Test
    void roundTripsAnAttachmentInsideAGzipPayload() throws Exception {
        for (boolean stapled : new boolean[] {false, true}) {
            RequestFrame request = RequestFrame.submit(WireFormat.OER, true, true, ID, MESSAGE)
                    .withAttachment(attachment(2, stapled));
            byte[] encoded = frames.encode(request);

            assertThat(encoded[7]).as("flags").isEqualTo((byte) 0x07);
            assertThat(frames.decodeRequest(encoded)).isEqualTo(request);
        }
    }

    @Test
    void writesTheBlockInDerBeforeTheMessageAndCountsBothInTheLength() throws Exception {
        Attachment attachment = attachment(2, true);
        byte[] block = der(new DERSequence(new ASN1Encodable[] {
            new DERSequence(new ASN1Encodable[] {parse(certificate(0)), parse(certificate(1))}),
            new DERTaggedObject(true, 0, new DEROctetString(ocspAnswer()))}));

        byte[] encoded = frames.encode(RequestFrame.submit(WireFormat.DER, true, false, ID, MESSAGE)
                .withAttachment(attachment));

        assertThat(encoded[7]).as("flags: signed, certificates attached").isEqualTo((byte) 0x05);
        assertThat(ByteBuffer.wrap(encoded).getInt(Frames.LENGTH_FIELD_OFFSET)).isEqualTo(block.length + MESSAGE.length);
        assertThat(Arrays.copyOfRange(encoded, Frames.HEADER_LENGTH, Frames.HEADER_LENGTH + block.length))
                .isEqualTo(block);
        assertThat(Arrays.copyOfRange(encoded, Frames.HEADER_LENGTH + block.length, encoded.length)).isEqualTo(MESSAGE);
    }

    @Test
    void leavesAFrameWithoutAnAttachmentByteForByteAsBefore() throws Exception {
        byte[] before = ByteBuffer.allocate(Frames.HEADER_LENGTH + MESSAGE.length).putInt(Frames.MAGIC).put((byte) 1)
                .put((byte) 2).put((byte) 1).put((byte) 0x01).putInt((int) ID).putInt(MESSAGE.length).put(MESSAGE)
                .array();
        RequestFrame cancel = RequestFrame.cancel(WireFormat.DER, ID, MESSAGE);

        assertThat(frames.encode(cancel)).isEqualTo(before);
        assertThat(frames.decodeRequest(before)).isEqualTo(cancel);
        assertThat(frames.decodeRequest(before).attachment()).isEmpty();
    }

    @Test
    void countsTheBlockTowardThePayloadBound() throws Exception {
        RequestFrame attached = RequestFrame.submit(WireFormat.DER, true, false, ID, MESSAGE)
                .withAttachment(attachment(1, false));
        int bound = frames.encode(attached).length - Frames.HEADER_LENGTH;

        assertThat(new Frames(bound).decodeRequest(new Frames(bound).encode(attached))).isEqualTo(attached);
        assertThatThrownBy(() -> new Frames(bound - 1).encode(attached)).isInstanceOf(FrameException.class)
                .hasMessageContaining("exceeds the bound of " + (bound - 1));
    }

    @Test
    void refusesToWriteABlockPastItsBoundOrACertificateNotInDer() {
        byte[] hugeAnswer = der(new OCSPResponse(new OCSPResponseStatus(OCSPResponseStatus.SUCCESSFUL),
                new ResponseBytes(OCSPObjectIdentifiers.id_pkix_ocsp_basic, new DEROctetString(new byte[70_000]))));
        byte[] berCertificate = longFormOuterLength(certificate(0));

        assertThatThrownBy(() -> frames.encode(RequestFrame.submit(WireFormat.DER, true, false, ID, MESSAGE)
                .withAttachment(new Attachment(certificates(1), Optional.of(hugeAnswer)))))
                .isInstanceOf(FrameException.class).hasMessageContaining("exceeds the bound of 65536 bytes");
        assertThatThrownBy(() -> frames.encode(RequestFrame.submit(WireFormat.DER, true, false, ID, MESSAGE)
                .withAttachment(new Attachment(List.of(berCertificate), Optional.empty()))))
                .isInstanceOf(FrameException.class).hasMessageContaining("not in DER");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hostileFrames")
    void refusesAHostileFrameAsBadFrameAndReadsTheNextOne(String fault, byte[] hostile, String message)
            throws Exception {
        RequestFrame next = RequestFrame.submit(WireFormat.DER, true, false, ID + 1, MESSAGE)
                .withAttachment(attachment(1, true));
        InputStream in = new ByteArrayInputStream(concat(hostile, frames.encode(next)));

        assertThatThrownBy(() -> frames.readRequest(in)).isInstanceOfSatisfying(FrameException.class, e -> {
            assertThat(e.boundaryIntact()).as("boundary intact").isTrue();
            assertThat(e.requestId()).hasValue(ID);
        }).hasMessageContaining(message);
        assertThat(frames.readRequest(in)).contains(next);
        assertThatThrownBy(() -> frames.decodeRequest(hostile)).isInstanceOfSatisfying(FrameException.class,
                e -> assertThat(e.boundaryIntact()).isTrue());
    }

    static Stream<Arguments> hostileFrames() {
        byte[] sound = block(certificates(1), Optional.of(ocspAnswer()));
        ASN1Encodable oneCertificate = parse(certificate(0));
        byte[] tooLong = new byte[Frames.MAX_ATTACHMENT_LENGTH];
        tooLong[0] = 0x30;
        tooLong[1] = (byte) 0x83;
        tooLong[2] = 0x00;
        tooLong[3] = (byte) 0xFF;
        tooLong[4] = (byte) 0xFC;
        byte[] garbageInside = Arrays.copyOf(sound, sound.length + 2);
        ByteBuffer.wrap(garbageInside).putShort(2, (short) (ByteBuffer.wrap(sound).getShort(2) + 2));
        garbageInside[sound.length] = 0x05;
        return Stream.of(
                Arguments.of("flag bit 3", frame(0x09, MESSAGE), "unknown flag bits 0x08"),
                Arguments.of("block past 64 KiB", frame(0x05, concat(tooLong, new byte[5], MESSAGE)),
                        "the attachment block of 65537 bytes exceeds the bound of 65536 bytes"),
                Arguments.of("no certificates", attached(der(new DERSequence(new DERSequence()))),
                        "holds 0 certificates"),
                Arguments.of("five certificates", attached(block(certificates(5), Optional.empty())),
                        "holds 5 certificates"),
                Arguments.of("long-form length where short suffices", attached(longFormOuterLength(sound)),
                        "not in DER"),
                Arguments.of("long-form length inside", attached(nested(longFormOuterLength(certificate(0)))),
                        "not in DER"),
                Arguments.of("indefinite length", attached(concat(new byte[] {0x30, (byte) 0x80},
                        Arrays.copyOfRange(sound, 4, sound.length), new byte[] {0, 0})), "no definite length"),
                Arguments.of("garbage inside the block", attached(garbageInside), "attachment block"),
                Arguments.of("a third field", attached(der(new DERSequence(new ASN1Encodable[] {
                    new DERSequence(oneCertificate), DERNull.INSTANCE, DERNull.INSTANCE}))), "3 fields"),
                Arguments.of("OCSP answer under another tag", attached(der(new DERSequence(new ASN1Encodable[] {
                    new DERSequence(oneCertificate), new DERTaggedObject(true, 1, new DEROctetString(ocspAnswer()))}))),
                        "not of its ASN.1 type"),
                Arguments.of("OCSP answer that is not an OCSPResponse", attached(der(new DERSequence(
                    new ASN1Encodable[] {new DERSequence(oneCertificate),
                        new DERTaggedObject(true, 0, new DEROctetString(der(new ASN1ObjectIdentifier("1.2.3"))))}))),
                        "not an OCSPResponse"),
                Arguments.of("not a Certificate", attached(der(new DERSequence(new DERSequence(
                        new DERSequence(new ASN1Integer(1)))))), "not an X.509 Certificate"),
                Arguments.of("no message after the block", frame(0x05, sound), "no message follows the attachment block"),
                Arguments.of("block past the payload", frame(0x05, Arrays.copyOf(sound, sound.length - 1)),
                        "runs past the payload"),
                Arguments.of("nested thousands deep", attached(nestedSequences(5_000)), "is not ASN.1"),
                Arguments.of("no block at all", frame(0x05, new byte[] {0x04, 0x01, 0x00, 0x30}),
                        "does not begin with an attachment block"));
    }

    /** {@code depth} SEQUENCEs, each holding the next, the innermost empty. */
    private static byte[] nestedSequences(int depth) {
        byte[] inner = {0x30, 0x00};
        for (int i = 1; i < depth; i++) {
            int length = inner.length;
            byte[] head = length < 0x80 ? new byte[] {0x30, (byte) length}
                    : length < 0x100 ? new byte[] {0x30, (byte) 0x81, (byte) length}
                    : new byte[] {0x30, (byte) 0x82, (byte) (length >> 8), (byte) length};
            inner = concat(head, inner);
        }
        return inner;
    }

    private static byte[] attached(byte[] block) {
        return frame(0x05, concat(block, MESSAGE));
    }

    /** A SUBMIT frame, DER, with request id {@link #ID}, the given flags and payload. */
    private static byte[] frame(int flags, byte[] payload) {
        return ByteBuffer.allocate(Frames.HEADER_LENGTH + payload.length).putInt(Frames.MAGIC).put((byte) 1)
                .put((byte) 1).put((byte) 1).put((byte) flags).putInt((int) ID).putInt(payload.length).put(payload)
                .array();
    }

    private static byte[] block(List<byte[]> certificates, Optional<byte[]> answer) {
        ASN1EncodableVector chain = new ASN1EncodableVector();
        certificates.forEach(certificate -> chain.add(parse(certificate)));
        ASN1EncodableVector fields = new ASN1EncodableVector();
        fields.add(new DERSequence(chain));
        answer.ifPresent(bytes -> fields.add(new DERTaggedObject(true, 0, new DEROctetString(bytes))));
        return der(new DERSequence(fields));
    }

    /** A block whose one certificate is given as raw bytes, whatever they are. */
    private static byte[] nested(byte[] certificate) {
        byte[] chain = concat(new byte[] {0x30, (byte) 0x82, (byte) (certificate.length >> 8), (byte) certificate.length},
                certificate);
        return concat(new byte[] {0x30, (byte) 0x82, (byte) (chain.length >> 8), (byte) chain.length}, chain);
    }

    /** {@code der} (whose outer length takes two octets) with that length in three: BER, not DER. */
    private static byte[] longFormOuterLength(byte[] der) {
        assertThat(der[1]).isEqualTo((byte) 0x82);
        return concat(new byte[] {der[0], (byte) 0x83, 0x00}, Arrays.copyOfRange(der, 2, der.length));
    }

    private static ASN1Primitive parse(byte[] der) {
        try {
            return ASN1Primitive.fromByteArray(der);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] der(ASN1Encodable value) {
        try {
            return value.toASN1Primitive().getEncoded(ASN1Encoding.DER);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }
}
