package org.etp.ac.xml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.etp.ac.xml.XmlTestDocuments.CODEC;
import static org.etp.ac.xml.XmlTestDocuments.accept;
import static org.etp.ac.xml.XmlTestDocuments.assertRefused;
import static org.etp.ac.xml.XmlTestDocuments.bytes;
import static org.etp.ac.xml.XmlTestDocuments.identity;
import static org.etp.ac.xml.XmlTestDocuments.sample;
import static org.etp.ac.xml.XmlTestDocuments.signed;
import static org.etp.ac.xml.XmlTestDocuments.text;

import java.io.ByteArrayInputStream;
import java.security.PublicKey;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Holder;
import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.Prescriber;
import org.etp.ac.prescription.PrescriberRole;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.testing.TestCredentials;
import org.etp.ac.trust.PrescriberIdentity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

class XmlCertificateCodecTests {

    static Stream<Arguments> profilesAndAlgorithms() {
        return Stream.of(Profile.values()).flatMap(p -> Stream.of(SignatureAlgorithm.values()).map(a -> Arguments.of(p, a)));
    }

    @Test
    void isTheXmlFormOfTheFormSwitch() {
        assertThat(WireFormat.XML.codec()).isSameAs(CODEC);
        assertThat(CODEC.format()).isEqualTo(WireFormat.XML);
    }

    @ParameterizedTest
    @MethodSource("profilesAndAlgorithms")
    void signedCertificateRoundTripsThroughDecodeVerifyParse(Profile profile, SignatureAlgorithm algorithm)
            throws Exception {
        PrescriptionCertificate certificate = sample(profile);
        DecodedCertificate decoded = CODEC.decode(CODEC.encode(certificate, identity(algorithm)));

        assertThat(decoded.format()).isEqualTo(WireFormat.XML);
        assertThat(decoded.issuer()).isEqualTo(TestCredentials.PRESCRIBER.subject());
        assertThat(decoded.signatureAlgorithm()).contains(algorithm);
        decoded.verifySignature(identity(algorithm).certificate().getPublicKey());
        assertThat(decoded.parse()).isEqualTo(certificate);
    }

    @ParameterizedTest
    @EnumSource(SignatureAlgorithm.class)
    void verifiesWithTheKeyOfACertificateTheJdkParsed(SignatureAlgorithm algorithm) throws Exception {
        X509Certificate jdkCertificate = (X509Certificate) CertificateFactory.getInstance("X.509")
                .generateCertificate(new ByteArrayInputStream(identity(algorithm).certificate().getEncoded()));
        DecodedCertificate decoded = CODEC.decode(CODEC.encode(sample(Profile.PRESCRIPTION), identity(algorithm)));

        decoded.verifySignature(jdkCertificate.getPublicKey());
    }

    @ParameterizedTest
    @EnumSource(Profile.class)
    void unsignedCertificateRoundTripsButNeverVerifies(Profile profile) throws Exception {
        PrescriptionCertificate certificate = sample(profile);
        DecodedCertificate decoded = CODEC.decode(CODEC.encodeUnsigned(certificate));

        assertThat(decoded.signatureAlgorithm()).isEmpty();
        assertThat(decoded.parse()).isEqualTo(certificate);
        assertThatExceptionOfType(VerificationException.class)
                .isThrownBy(() -> decoded.verifySignature(identity(SignatureAlgorithm.RSA2048).certificate().getPublicKey()))
                .extracting(VerificationException::reason).isEqualTo(Reason.BAD_SIGNATURE);
    }

    @Test
    void writesACompactDocumentWithTheSignatureLastAndNoKeyInfo() throws Exception {
        String document = signed(Profile.SIMPLE, SignatureAlgorithm.ECP256);

        assertThat(document).startsWith("<AttributeCertificate xmlns=\"" + XmlNames.NS + "\"><Holder>")
                .endsWith("</ds:SignatureValue></ds:Signature></AttributeCertificate>")
                .doesNotContain("<?xml", "KeyInfo", "\n", "\r", "> <")
                .contains("<ds:SignedInfo><ds:CanonicalizationMethod Algorithm=\"" + XmlNames.EXC_C14N + "\"/>"
                        + "<ds:SignatureMethod Algorithm=\"" + SignatureAlgorithm.ECP256.xmlUri() + "\"/>"
                        + "<ds:Reference URI=\"\"><ds:Transforms><ds:Transform Algorithm=\"" + XmlNames.ENVELOPED
                        + "\"/><ds:Transform Algorithm=\"" + XmlNames.EXC_C14N + "\"/></ds:Transforms>"
                        + "<ds:DigestMethod Algorithm=\"" + XmlNames.SHA256 + "\"/><ds:DigestValue>");
        assertThat(document).contains("<Issuer>CN=Dr Amelia Hart,SERIALNUMBER=GMC 7012345,T=GENERAL_PRACTITIONER,"
                + "OU=Y12345,O=Riverside Medical Practice,C=GB</Issuer>");
    }

    @Test
    void unsignedDocumentIsTheSignedOneWithoutItsSignatureAndItsSignersCertificate() throws Exception {
        String signed = signed(Profile.PRESCRIPTION, SignatureAlgorithm.RSA2048);
        String unsigned = XmlTestDocuments.unsigned(Profile.PRESCRIPTION);

        assertThat(signed.replaceAll("<ds:Signature .*</ds:Signature>", "")
                .replaceAll("<BaseCertificateID>.*</BaseCertificateID>", "")).isEqualTo(unsigned);
    }

    @Test
    void refusesToSignForAnotherIssuer() {
        var stranger = TestCredentials.create(SignatureAlgorithm.RSA2048, new PrescriberIdentity(
                new Prescriber("Dr Eve Mallory", "GMC 7099999",
                        PrescriberRole.GENERAL_PRACTITIONER),
                TestCredentials.PRESCRIBER.organisation()));

        assertThatExceptionOfType(CodecException.class).isThrownBy(() -> CODEC.encode(sample(Profile.SIMPLE), stranger))
                .withMessageContaining("issuer");
    }

    @Test
    void oneChangedCharacterInASignedValueBreaksTheSignature() throws Exception {
        String document = signed(Profile.PRESCRIPTION, SignatureAlgorithm.RSA2048);
        int at = document.indexOf("<value>") + "<value>".length();
        char digit = document.charAt(at);
        String tampered = document.substring(0, at) + (char) ('1' + (digit - '0') % 9) + document.substring(at + 1);

        assertThat(tampered).isNotEqualTo(document);
        assertThat(CODEC.decode(bytes(tampered)).parse()).isNotEqualTo(sample(Profile.PRESCRIPTION));
        assertRefused(tampered, Reason.BAD_SIGNATURE);
    }

    @Test
    void wrongKeyOfTheRightAlgorithmDoesNotVerify() throws Exception {
        DecodedCertificate decoded = CODEC.decode(bytes(signed(Profile.SIMPLE, SignatureAlgorithm.ECP256)));
        PublicKey other = TestCredentials.keyPair(SignatureAlgorithm.ECP256).getPublic();

        assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> decoded.verifySignature(other))
                .extracting(VerificationException::reason).isEqualTo(Reason.BAD_SIGNATURE);
    }

    @Test
    void keyThatDoesNotFitTheSignatureMethodIsADisallowedAlgorithm() throws Exception {
        DecodedCertificate decoded = CODEC.decode(bytes(signed(Profile.SIMPLE, SignatureAlgorithm.RSA2048)));
        PublicKey ecKey = identity(SignatureAlgorithm.ECP256).certificate().getPublicKey();

        assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> decoded.verifySignature(ecKey))
                .extracting(VerificationException::reason).isEqualTo(Reason.DISALLOWED_ALGORITHM);
    }

    @Test
    void textNeedingEscapesAndNonAsciiRoundTrip() throws Exception {
        Prescription original = (Prescription) sample(Profile.PRESCRIPTION).content();
        Item first = original.items().get(0);
        Item awkward = new Item(first.dmdCode(), "Crème <B&B> \"forte\" ]]> 'ré' €5 \uD83D\uDC8A", first.quantity(),
                "Apply 2 > 1 & rest");
        var prescription = new Prescription(original.prescriptionId(), original.patient(), original.prescriber(),
                original.organisation(), List.of(awkward), original.type(), original.nominatedPharmacy());
        var base = sample(Profile.PRESCRIPTION);
        var certificate = new PrescriptionCertificate(base.serialNumber(), base.issuer(), base.holder(),
                base.validity(), prescription);

        byte[] encoded = CODEC.encode(certificate, identity(SignatureAlgorithm.RSA2048));

        assertThat(text(encoded)).contains("Crème &lt;B&amp;B&gt; \"forte\" ]]&gt; 'ré' €5");
        assertThat(accept(text(encoded))).isEqualTo(certificate);
    }

    @Test
    void refusesTextXmlCannotCarry() {
        var base = sample(Profile.SIMPLE);
        var holder = new Holder(base.holder().nhsNumber(), "Isla \uD800 Nowak");
        var certificate = new PrescriptionCertificate(base.serialNumber(), base.issuer(), holder, base.validity(),
                base.content());

        assertThatExceptionOfType(CodecException.class).isThrownBy(() -> CODEC.encodeUnsigned(certificate));
    }

    @Test
    void encodesAndDecodesConcurrently() throws Exception {
        var executor = Executors.newFixedThreadPool(4);
        try {
            List<Future<Boolean>> results = new ArrayList<>();
            for (int i = 0; i < 16; i++) {
                Profile profile = Profile.values()[i % 3];
                SignatureAlgorithm algorithm = SignatureAlgorithm.values()[i % 3];
                Callable<Boolean> roundTrip = () -> {
                    var certificate = sample(profile);
                    var decoded = CODEC.decode(CODEC.encode(certificate, identity(algorithm)));
                    decoded.verifySignature(identity(algorithm).certificate().getPublicKey());
                    return decoded.parse().equals(certificate);
                };
                results.add(executor.submit(roundTrip));
            }
            for (Future<Boolean> result : results) {
                assertThat(result.get()).isTrue();
            }
        } finally {
            executor.shutdownNow();
        }
    }
}
