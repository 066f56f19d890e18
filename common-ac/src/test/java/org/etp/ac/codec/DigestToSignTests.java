package org.etp.ac.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.TestCredentials;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What a signature will cover is known before it is made: its SHA-256 is what a prescriber confirms (a passkey's
 * challenge), and the signed certificate is checked to cover exactly that before it is sent.
 */
class DigestToSignTests {

    private static final Pattern DIGEST_VALUE = Pattern.compile("<ds:DigestValue>([^<]+)</ds:DigestValue>");

    static Stream<Arguments> formsAndAlgorithms() {
        return Stream.of(WireFormat.values()).flatMap(format -> Stream.of(SignatureAlgorithm.values())
                .map(algorithm -> Arguments.of(format, algorithm)));
    }

    @ParameterizedTest
    @MethodSource("formsAndAlgorithms")
    void theSignatureCoversExactlyTheDigestToSign(WireFormat format, SignatureAlgorithm algorithm) throws Exception {
        SigningIdentity signer = TestCredentials.identity(algorithm);
        PrescriptionCertificate certificate = TestCredentials.sample(Profile.PRESCRIPTION, 7);
        byte[] digest = format.codec().digestToSign(certificate, signer);

        byte[] signed = format.codec().encode(certificate, signer);

        assertThat(digest).hasSize(32).isEqualTo(format.codec().digestToSign(certificate, signer));
        assertThat(format.codec().decode(signed).signedDigest()).hasValue(digest);
        format.codec().requireSignedOver(signed, signer.certificate().getPublicKey(), digest);
    }

    @Test
    void theXmlDigestToSignIsTheDigestValueOfItsOneReference() throws Exception {
        SigningIdentity signer = TestCredentials.identity(SignatureAlgorithm.ECP256);
        PrescriptionCertificate certificate = TestCredentials.sample(Profile.PRESCRIPTION, 8);

        String xml = new String(WireFormat.XML.codec().encode(certificate, signer), StandardCharsets.UTF_8);

        Matcher value = DIGEST_VALUE.matcher(xml);
        assertThat(value.find()).isTrue();
        assertThat(Base64.getDecoder().decode(value.group(1)))
                .isEqualTo(WireFormat.XML.codec().digestToSign(certificate, signer));
    }

    @ParameterizedTest
    @MethodSource("formsAndAlgorithms")
    void refusesASignatureOverAnotherCertificate(WireFormat format, SignatureAlgorithm algorithm) throws Exception {
        SigningIdentity signer = TestCredentials.identity(algorithm);
        PrescriptionCertificate confirmed = TestCredentials.sample(Profile.PRESCRIPTION, 9);
        PrescriptionCertificate other = new PrescriptionCertificate(confirmed.serialNumber().add(BigInteger.ONE),
                confirmed.issuer(), confirmed.holder(), confirmed.validity(), confirmed.content());
        byte[] digest = format.codec().digestToSign(confirmed, signer);

        byte[] signed = format.codec().encode(other, signer);

        assertThat(format.codec().digestToSign(other, signer)).isNotEqualTo(digest);
        assertThatThrownBy(() -> format.codec().requireSignedOver(signed, signer.certificate().getPublicKey(), digest))
                .isInstanceOf(CodecException.class).hasMessageContaining("other bytes");
    }

    @Test
    void refusesACertificateThatDoesNotVerifyWithTheSignersKey() throws Exception {
        SigningIdentity signer = TestCredentials.identity(SignatureAlgorithm.RSA2048);
        SigningIdentity stranger = TestCredentials.create(SignatureAlgorithm.RSA2048, TestCredentials.PRESCRIBER);
        PrescriptionCertificate certificate = TestCredentials.sample(Profile.PRESCRIPTION, 10);
        byte[] digest = WireFormat.DER.codec().digestToSign(certificate, signer);

        byte[] signed = WireFormat.DER.codec().encode(certificate, signer);

        assertThatThrownBy(() -> WireFormat.DER.codec().requireSignedOver(signed,
                stranger.certificate().getPublicKey(), digest)).isInstanceOf(CodecException.class)
                .hasMessageContaining("does not verify");
    }

    @Test
    void anUnsignedCertificateSaysNoDigest() throws Exception {
        byte[] unsigned = WireFormat.OER.codec().encodeUnsigned(TestCredentials.sample(Profile.PRESCRIPTION, 11));

        assertThat(WireFormat.OER.codec().decode(unsigned).signedDigest()).isEmpty();
    }
}
