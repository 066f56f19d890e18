package org.etp.ac.der;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.ac.der.DerCertificateCodecTests.assertRejected;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Enumerated;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.ASN1TaggedObject;
import org.bouncycastle.asn1.DERBitString;
import org.bouncycastle.asn1.DERPrintableString;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.DERTaggedObject;
import org.bouncycastle.asn1.DERUTF8String;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.testing.TestCredentials;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Parsing reads exactly the module's types and forms ({@code MALFORMED} otherwise) and hands the values to
 * the model, whose refusals are {@code BAD_CONTENT}. Unsigned certificates are enough here: parsing does
 * not depend on the signature.
 */
class DerContentTests {

    /** Paths inside the AttributeCertificateInfo. */
    private static final int[] HOLDER = {1};
    private static final int[] PRESCRIPTION = {6, 0, 1, 0};
    private static final int[] QUANTITY_VALUE = {6, 0, 1, 0, 4, 0, 2, 0};

    private final DerCertificateCodec codec = DerCertificateCodec.instance();

    @Test
    void rejectsAHolderWhoIsNotThePatient() throws Exception {
        ASN1Sequence info = info(TestCredentials.sample(Profile.PRESCRIPTION, 31));
        ASN1Sequence someoneElse = info(TestCredentials.sample(Profile.PRESCRIPTION, 32));

        assertParseRejected(DerSurgery.replace(info, DerSurgery.at(someoneElse, HOLDER), HOLDER), Reason.BAD_CONTENT);
    }

    @Test
    void rejectsAnNhsNumberWithAWrongCheckDigit() throws Exception {
        ASN1Sequence info = info(TestCredentials.sample(Profile.SIMPLE, 31));
        String nhsNumber = ((DERPrintableString) DerSurgery.at(holderName(info), 0, 0, 1)).getString();
        String wrong = nhsNumber.substring(0, 9) + (char) ('0' + (nhsNumber.charAt(9) - '0' + 1) % 10);

        assertParseRejected(replaceInHolderName(info, new DERPrintableString(wrong), 0, 0, 1), Reason.BAD_CONTENT);
    }

    @ParameterizedTest
    @CsvSource({"28.0, MALFORMED", "028, MALFORMED", "2.50, MALFORMED", "1e3, MALFORMED", "-5, MALFORMED",
        "5., MALFORMED", ".5, MALFORMED", "'5 ', MALFORMED", "0, BAD_CONTENT", "0.0001, BAD_CONTENT",
        "100001, BAD_CONTENT"})
    void rejectsADecimalThatIsNotCanonicalOrNotAQuantity(String value, Reason reason) throws Exception {
        ASN1Sequence info = info(TestCredentials.sample(Profile.PRESCRIPTION, 33));

        assertParseRejected(DerSurgery.replace(info, new DERPrintableString(value), QUANTITY_VALUE), reason);
    }

    @Test
    void acceptsADecimalWithDecimals() throws Exception {
        ASN1Sequence info = info(TestCredentials.sample(Profile.PRESCRIPTION, 33));
        var parsed = parse(DerSurgery.replace(info, new DERPrintableString("2.125"), QUANTITY_VALUE));

        assertThat(((Prescription) parsed.content()).items().get(0).quantity().value()).hasToString("2.125");
    }

    @Test
    void rejectsAFieldOfAnotherStringType() throws Exception {
        ASN1Sequence info = info(TestCredentials.sample(Profile.PRESCRIPTION, 34));
        String id = ((DERPrintableString) DerSurgery.at(info, path(PRESCRIPTION, 0))).getString();

        assertParseRejected(DerSurgery.replace(info, new DERUTF8String(id), path(PRESCRIPTION, 0)), Reason.MALFORMED);
    }

    @ParameterizedTest
    @ValueSource(strings = {"20261122000000.5Z", "202611220000Z", "20261122000000+0100", "20261122000000",
        "2026112200000aZ", "20261131000000Z", "20261122240000Z"})
    void rejectsATimeThatIsNotARealTimeInWholeSecondsUtc(String time) throws Exception {
        PrescriptionCertificate certificate = TestCredentials.sample(Profile.SIMPLE, 35);
        byte[] der = codec.encodeUnsigned(certificate);
        byte[] notBefore = Values.TIME.format(certificate.validity().notBefore()).getBytes(StandardCharsets.US_ASCII);
        int at = DerSurgery.indexOf(der, DerSurgery.concat(new byte[] {0x18, 0x0F}, notBefore));
        // written as bytes: Bouncy Castle would tidy some of these times up when encoding them in DER
        byte[] edited = DerSurgery.rewrite(der, at, element -> DerSurgery.concat(
                new byte[] {0x18, (byte) time.length()}, time.getBytes(StandardCharsets.US_ASCII)));

        assertRejected(() -> codec.decode(edited).parse(), Reason.MALFORMED);
    }

    @Test
    void rejectsStringsOutsideTheirCharacterSet() throws Exception {
        PrescriptionCertificate certificate = TestCredentials.sample(Profile.PRESCRIPTION, 38);
        byte[] der = codec.encodeUnsigned(certificate);
        byte[] name = certificate.holder().name().getBytes(StandardCharsets.UTF_8);
        int commonName = DerSurgery.indexOf(der, DerSurgery.concat(new byte[] {0x0C, (byte) name.length}, name));
        byte[] id = certificate.prescriptionId().value().getBytes(StandardCharsets.US_ASCII);
        int prescriptionId = DerSurgery.indexOf(der, DerSurgery.concat(new byte[] {0x13, 0x14}, id));
        byte[] overlongUtf8 = DerSurgery.rewrite(der, commonName, e -> new byte[] {0x0C, 0x02, (byte) 0xC0,
            (byte) 0x80});
        byte[] asterisk = der.clone();
        asterisk[prescriptionId + 2] = '*';

        assertRejected(() -> codec.decode(overlongUtf8).parse(), Reason.MALFORMED);
        assertRejected(() -> codec.decode(asterisk).parse(), Reason.MALFORMED);
    }

    @Test
    void rejectsAnEnumeratedValueOutsideTheModule() throws Exception {
        ASN1Sequence info = info(TestCredentials.sample(Profile.PRESCRIPTION, 36));

        assertParseRejected(DerSurgery.replace(info, new ASN1Enumerated(2), path(PRESCRIPTION, 5)), Reason.MALFORMED);
    }

    @Test
    void rejectsContentOfTheWrongShape() throws Exception {
        ASN1Sequence info = info(TestCredentials.sample(Profile.COMPLEX, 37));
        ASN1Sequence simple = info(TestCredentials.sample(Profile.SIMPLE, 37));

        assertParseRejected(DerSurgery.replace(info, DerSurgery.at(simple, 6, 0, 1, 0), 6, 0, 1, 0), Reason.MALFORMED);
        assertParseRejected(replaceInHolderName(info, new DERUTF8String("x"), 0, 0, 1), Reason.MALFORMED);
    }

    private PrescriptionCertificate parse(ASN1Sequence info) throws Exception {
        return codec.decode(DerSurgery.der(new DERSequence(new ASN1Encodable[] {info, AlgorithmIdentifiers.UNSIGNED,
            new DERBitString(new byte[0])}))).parse();
    }

    private void assertParseRejected(ASN1Sequence info, Reason reason) {
        assertRejected(() -> parse(info), reason);
    }

    private ASN1Sequence info(PrescriptionCertificate certificate) throws Exception {
        return DerSurgery.info(codec.encodeUnsigned(certificate));
    }

    /** The holder's Name, inside Holder, [1] GeneralNames and [4] directoryName. */
    private static ASN1Sequence holderName(ASN1Sequence info) {
        var entityName = (ASN1TaggedObject) DerSurgery.at(info, 1, 0);
        var generalNames = ASN1Sequence.getInstance(entityName, false);
        var directoryName = (ASN1TaggedObject) generalNames.getObjectAt(0);
        return (ASN1Sequence) directoryName.getExplicitBaseObject();
    }

    private static ASN1Sequence replaceInHolderName(ASN1Sequence info, ASN1Encodable value, int... path) {
        ASN1Sequence name = DerSurgery.replace(holderName(info), value, path);
        var holder = new DERSequence(new DERTaggedObject(false, 1, new DERSequence(new DERTaggedObject(true, 4,
                name))));
        return DerSurgery.replace(info, holder, HOLDER);
    }

    private static int[] path(int[] prefix, int... rest) {
        int[] path = Arrays.copyOf(prefix, prefix.length + rest.length);
        System.arraycopy(rest, 0, path, prefix.length, rest.length);
        return path;
    }
}
