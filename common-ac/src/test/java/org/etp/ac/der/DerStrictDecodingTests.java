package org.etp.ac.der;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.ac.der.DerCertificateCodecTests.assertRejected;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.bouncycastle.asn1.ASN1Boolean;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.ASN1Primitive;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.DERBitString;
import org.bouncycastle.asn1.DERNull;
import org.bouncycastle.asn1.DEROctetString;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.DERSet;
import org.bouncycastle.asn1.x509.AlgorithmIdentifier;
import org.bouncycastle.asn1.x509.Extension;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.TestCredentials;
import org.junit.jupiter.api.Test;

/** Decoding refuses every encoding but the one DER encoding of the one structure ETP writes. */
class DerStrictDecodingTests {

    private static final ASN1ObjectIdentifier PRIVATE_EXTENSION = new ASN1ObjectIdentifier("1.3.6.1.4.1.99999.7");

    private final DerCertificateCodec codec = DerCertificateCodec.instance();
    private final SigningIdentity rsa = TestCredentials.identity(SignatureAlgorithm.RSA2048);

    private byte[] valid(Profile profile) throws Exception {
        return codec.encode(TestCredentials.sample(profile, 21), rsa);
    }

    @Test
    void rejectsBerIndefiniteLengthReencoding() throws Exception {
        byte[] der = valid(Profile.COMPLEX);
        byte[] ber = DerSurgery.berIndefinite(der);

        assertThat(ber).isNotEqualTo(der);
        assertThat(ASN1Primitive.fromByteArray(ber)).isEqualTo(ASN1Primitive.fromByteArray(der));
        assertRejected(() -> codec.decode(ber), Reason.NON_CANONICAL);
    }

    @Test
    void rejectsAnIndefiniteLengthInsideTheSignedPart() throws Exception {
        byte[] der = valid(Profile.PRESCRIPTION);
        // 30 82 hi lo of the info becomes 30 80 ... 00 00, which keeps the outer length as it is
        int infoLength = CanonicalDer.contentLength(der, 4);
        byte[] ber = DerSurgery.concat(Arrays.copyOfRange(der, 0, 4), new byte[] {0x30, (byte) 0x80},
                Arrays.copyOfRange(der, 8, 8 + infoLength), new byte[] {0, 0}, Arrays.copyOfRange(der, 8 + infoLength,
                        der.length));

        assertThat(ASN1Primitive.fromByteArray(ber)).isEqualTo(ASN1Primitive.fromByteArray(der));
        assertRejected(() -> codec.decode(ber), Reason.NON_CANONICAL);
    }

    @Test
    void rejectsNonMinimalLengthReencoding() throws Exception {
        byte[] der = valid(Profile.SIMPLE);
        byte[] longOuter = DerSurgery.rewrite(der, 0, DerSurgery::longerLength);
        byte[] longVersion = DerSurgery.rewrite(der, 8, DerSurgery::longerLength);

        assertThat(longOuter).hasSize(der.length + 1);
        assertThat(ASN1Primitive.fromByteArray(longOuter)).isEqualTo(ASN1Primitive.fromByteArray(der));
        assertThat(ASN1Primitive.fromByteArray(longVersion)).isEqualTo(ASN1Primitive.fromByteArray(der));
        assertRejected(() -> codec.decode(longOuter), Reason.NON_CANONICAL);
        assertRejected(() -> codec.decode(longVersion), Reason.NON_CANONICAL);
    }

    @Test
    void rejectsTrailingBytes() throws Exception {
        byte[] der = valid(Profile.SIMPLE);

        assertRejected(() -> codec.decode(DerSurgery.concat(der, new byte[] {0})), Reason.MALFORMED);
        assertRejected(() -> codec.decode(DerSurgery.concat(der, der)), Reason.MALFORMED);
    }

    @Test
    void rejectsNonDerValueEncodings() throws Exception {
        byte[] der = valid(Profile.COMPLEX);
        int booleanTrue = DerSurgery.indexOf(der, new byte[] {0x01, 0x01, (byte) 0xFF});
        byte[] looseTrue = der.clone();
        looseTrue[booleanTrue + 2] = 0x01;
        byte[] paddedVersion = DerSurgery.rewrite(der, 8, version -> new byte[] {0x02, 0x02, 0x00, 0x01});
        int printable = DerSurgery.indexOf(der, new byte[] {0x13, 0x14});
        byte[] constructedString = DerSurgery.rewrite(der, printable, id -> DerSurgery.concat(
                new byte[] {0x33, 0x18, 0x13, 0x0A}, Arrays.copyOfRange(id, 2, 12), new byte[] {0x13, 0x0A},
                Arrays.copyOfRange(id, 12, 22)));

        assertRejected(() -> codec.decode(looseTrue), Reason.NON_CANONICAL);
        assertRejected(() -> codec.decode(paddedVersion), Reason.NON_CANONICAL);
        assertRejected(() -> codec.decode(constructedString), Reason.NON_CANONICAL);
    }

    @Test
    void rejectsAGeneralizedTimeThatNamesNoRealInstant() throws Exception {
        byte[] der = valid(Profile.PRESCRIPTION);
        int notBefore = DerSurgery.indexOf(der, new byte[] {0x18, 0x0F});
        for (String impossible : new String[] {"20261301000000Z", "20260230000000Z", "20260101240000Z",
                "20260101006000Z", "20260101000060Z", "20260100000000Z"}) {
            byte[] mutated = der.clone();
            byte[] digits = impossible.getBytes(StandardCharsets.US_ASCII);
            System.arraycopy(digits, 0, mutated, notBefore + 2, digits.length);
            assertRejected(() -> codec.decode(mutated), Reason.MALFORMED);
        }
        byte[] leapDay = der.clone();
        byte[] digits = "20280229000000Z".getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(digits, 0, leapDay, notBefore + 2, digits.length);
        assertThat(codec.decode(leapDay)).isNotNull();
    }

    @Test
    void rejectsASetOfOutOfOrder() throws Exception {
        byte[] der = valid(Profile.SIMPLE);
        byte[] type = DerSurgery.der(EtpOids.CHARGE_EXEMPTION);
        int values = DerSurgery.indexOf(der, type) + type.length;
        byte[] value = DerSurgery.der(DerSurgery.at(DerSurgery.info(der), 6, 0, 1, 0));
        byte[] descending = DerSurgery.rewrite(der, values, set -> setOf(value, new byte[] {0x05, 0x00}));
        byte[] ascending = DerSurgery.rewrite(der, values, set -> setOf(new byte[] {0x05, 0x00}, value));

        assertRejected(() -> codec.decode(descending), Reason.NON_CANONICAL);
        assertRejected(() -> codec.decode(ascending), Reason.MALFORMED);
    }

    @Test
    void rejectsAProperlySignedUnknownCriticalExtension() throws Exception {
        ASN1Sequence info = DerSurgery.info(valid(Profile.PRESCRIPTION));
        byte[] critical = DerSurgery.sign(withExtension(info, true), "SHA256withRSA", rsa.privateKey());

        assertRejected(() -> codec.decode(critical), Reason.MALFORMED);
    }

    @Test
    void ignoresAnUnknownNonCriticalExtension() throws Exception {
        byte[] original = valid(Profile.PRESCRIPTION);
        byte[] nonCritical = DerSurgery.sign(withExtension(DerSurgery.info(original), false), "SHA256withRSA",
                rsa.privateKey());

        var decoded = codec.decode(nonCritical);
        decoded.verifySignature(rsa.certificate().getPublicKey());
        assertThat(decoded.parse()).isEqualTo(codec.decode(original).parse());
    }

    @Test
    void rejectsAnExplicitNonCriticalFlag() throws Exception {
        ASN1Sequence info = DerSurgery.info(valid(Profile.SIMPLE));
        var extension = new DERSequence(new ASN1Encodable[] {PRIVATE_EXTENSION,
            ASN1Boolean.FALSE, new DEROctetString(new byte[] {5, 0})});
        byte[] der = DerSurgery.sign(DerSurgery.append(info, new DERSequence(extension)), "SHA256withRSA",
                rsa.privateKey());

        assertRejected(() -> codec.decode(der), Reason.NON_CANONICAL);
    }

    @Test
    void rejectsAnIssuerUniqueId() throws Exception {
        ASN1Sequence info = DerSurgery.info(valid(Profile.SIMPLE));
        byte[] der = DerSurgery.sign(DerSurgery.append(info, new DERBitString(new byte[] {1, 2})), "SHA256withRSA",
                rsa.privateKey());

        assertRejected(() -> codec.decode(der), Reason.MALFORMED);
    }

    @Test
    void rejectsAnInnerAlgorithmOtherThanTheOuter() throws Exception {
        byte[] der = valid(Profile.SIMPLE);
        ASN1Sequence certificate = DerSurgery.parse(der);
        var ecdsa = AlgorithmIdentifiers.of(SignatureAlgorithm.ECP256);
        byte[] mismatched = DerSurgery.der(DerSurgery.replace(certificate, ecdsa, 1));

        assertRejected(() -> codec.decode(mismatched), Reason.MALFORMED);
    }

    @Test
    void rejectsADisallowedAlgorithm() throws Exception {
        ASN1Sequence info = DerSurgery.info(valid(Profile.SIMPLE));
        var sha1WithRsa = new AlgorithmIdentifier(new ASN1ObjectIdentifier("1.2.840.113549.1.1.5"), DERNull.INSTANCE);
        byte[] der = DerSurgery.sign(DerSurgery.replace(info, sha1WithRsa, 3), "SHA1withRSA", rsa.privateKey());

        assertRejected(() -> codec.decode(der), Reason.DISALLOWED_ALGORITHM);
    }

    @Test
    void rejectsAnAllowedAlgorithmSpelledWithOtherParameters() throws Exception {
        ASN1Sequence info = DerSurgery.info(valid(Profile.SIMPLE));
        var withoutNull = new AlgorithmIdentifier(new ASN1ObjectIdentifier(SignatureAlgorithm.RSA2048.oid()));
        byte[] der = DerSurgery.sign(DerSurgery.replace(info, withoutNull, 3), "SHA256withRSA", rsa.privateKey());

        assertRejected(() -> codec.decode(der), Reason.DISALLOWED_ALGORITHM);
    }

    @Test
    void rejectsAStructureOtherThanEtps() throws Exception {
        ASN1Sequence info = DerSurgery.info(valid(Profile.SIMPLE));
        ASN1Sequence attribute = (ASN1Sequence) DerSurgery.at(info, 6, 0);
        ASN1Encodable value = DerSurgery.at(attribute, 1, 0);

        assertMalformedWhenSigned(DerSurgery.replace(info, new ASN1Integer(0), 0));
        assertMalformedWhenSigned(DerSurgery.replace(info, new ASN1Integer(-5), 4));
        assertMalformedWhenSigned(DerSurgery.replace(info, new ASN1Integer(0), 4));
        assertMalformedWhenSigned(DerSurgery.replace(info, new ASN1ObjectIdentifier("1.2.3.4"), 6, 0, 0));
        assertMalformedWhenSigned(DerSurgery.replace(info, new DERSet(new ASN1Encodable[] {value, DERNull.INSTANCE}),
                6, 0, 1));
        assertMalformedWhenSigned(DerSurgery.replace(info, new DERSequence(new ASN1Encodable[] {attribute, attribute}),
                6));
        assertMalformedWhenSigned(DerSurgery.replace(info, DerSurgery.at(info, 2), 1));
    }

    @Test
    void rejectsAnUnsignedCertificateThatCarriesASignatureValue() throws Exception {
        byte[] unsigned = codec.encodeUnsigned(TestCredentials.sample(Profile.SIMPLE, 3));
        byte[] withValue = DerSurgery.der(DerSurgery.replace(DerSurgery.parse(unsigned),
                new DERBitString(new byte[] {1, 2, 3}), 2));

        assertRejected(() -> codec.decode(withValue), Reason.MALFORMED);
    }

    @Test
    void rejectsDeepNestingWithoutOverflowingTheStack() {
        assertRejected(() -> codec.decode(nested(CanonicalDer.MAX_DEPTH + 2)), Reason.MALFORMED);
        assertRejected(() -> codec.decode(nested(200_000)), Reason.MALFORMED);
    }

    @Test
    void rejectsEmptyAndMissingInput() {
        assertRejected(() -> codec.decode(new byte[0]), Reason.MALFORMED);
        assertRejected(() -> codec.decode(null), Reason.MALFORMED);
        assertRejected(() -> codec.decode(new byte[] {0x30, 0x00}), Reason.MALFORMED);
    }

    @Test
    void copiesTheReceivedBytes() throws Exception {
        byte[] der = valid(Profile.SIMPLE);
        var decoded = codec.decode(der);
        Arrays.fill(der, (byte) 0);

        decoded.verifySignature(rsa.certificate().getPublicKey());
        assertThat(decoded.parse().prescriptionId()).isEqualTo(TestCredentials.sample(Profile.SIMPLE, 21)
                .prescriptionId());
    }

    private void assertMalformedWhenSigned(ASN1Sequence info) throws Exception {
        byte[] der = DerSurgery.sign(info, "SHA256withRSA", rsa.privateKey());
        assertRejected(() -> codec.decode(der), Reason.MALFORMED);
    }

    private static ASN1Sequence withExtension(ASN1Sequence info, boolean critical) throws Exception {
        var extension = new Extension(PRIVATE_EXTENSION, critical, new DEROctetString(DERNull.INSTANCE));
        return DerSurgery.append(info, new DERSequence(extension));
    }

    private static byte[] setOf(byte[] first, byte[] second) {
        return DerSurgery.concat(new byte[] {0x31}, DerSurgery.length(first.length + second.length), first, second);
    }

    /** {@code depth} SEQUENCEs, each holding the next, with definite lengths. */
    private static byte[] nested(int depth) {
        byte[][] headers = new byte[depth][];
        int length = 0;
        for (int i = depth - 1; i >= 0; i--) {
            headers[i] = DerSurgery.concat(new byte[] {0x30}, DerSurgery.length(length));
            length += headers[i].length;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(length);
        for (byte[] header : headers) {
            out.writeBytes(header);
        }
        return out.toByteArray();
    }
}
