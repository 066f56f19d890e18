package org.etp.ac.oer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.DetachedSignatures;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.TestCredentials;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A signed OER certificate names its signer's certificate in {@code V2Form.baseCertificateID}, as the DER form
 * does; certificates without one still decode. Its hostile encodings are cases of {@link OerHostileEnvelopes}.
 */
class OerSignerCertificateTests {

    private final OerCertificateCodec codec = OerCertificateCodec.instance();

    @ParameterizedTest
    @EnumSource(SignatureAlgorithm.class)
    void namesTheSignersCertificate(SignatureAlgorithm algorithm) throws Exception {
        SigningIdentity signer = TestCredentials.identity(algorithm);
        PrescriptionCertificate certificate = TestCredentials.sample(Profile.PRESCRIPTION, 51);

        var decoded = codec.decode(codec.encode(certificate, signer));
        decoded.verifySignature(signer.certificate().getPublicKey());

        assertThat(decoded.signerCertificate()).contains(SignerCertificateId.of(signer.certificate()));
        assertThat(decoded.parse()).isEqualTo(certificate);
    }

    @Test
    void writesNoneUnsigned() throws Exception {
        byte[] oer = codec.encodeUnsigned(TestCredentials.sample(Profile.SIMPLE, 51));

        assertThat(codec.decode(oer).signerCertificate()).isEmpty();
        assertThat((boolean[]) X696Certificate.read(oer).values.get("issuer.preamble"))
                .containsExactly(true, false, false);
    }

    @Test
    void decodesAndVerifiesASignedCertificateWithoutOne() throws Exception {
        SigningIdentity rsa = TestCredentials.identity(SignatureAlgorithm.RSA2048);
        PrescriptionCertificate certificate = TestCredentials.sample(Profile.PRESCRIPTION, 52);
        Optional<SignatureAlgorithm> algorithm = Optional.of(rsa.algorithm());
        byte[] info = AttributeCertificateOerWriter.info(certificate, rsa.subject(), Optional.empty(), algorithm);
        byte[] old = AttributeCertificateOerWriter.certificate(info, algorithm, DetachedSignatures.sign(rsa, info));

        var decoded = codec.decode(old);
        decoded.verifySignature(rsa.certificate().getPublicKey());

        assertThat(decoded.signerCertificate()).isEmpty();
        assertThat(decoded.parse()).isEqualTo(certificate);
        assertThat(old).hasSizeLessThan(codec.encode(certificate, rsa).length);
    }
}
