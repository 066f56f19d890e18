package org.etp.ac.xml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.etp.ac.xml.XmlTestDocuments.CODEC;
import static org.etp.ac.xml.XmlTestDocuments.assertDecodeRefused;
import static org.etp.ac.xml.XmlTestDocuments.bytes;
import static org.etp.ac.xml.XmlTestDocuments.identity;
import static org.etp.ac.xml.XmlTestDocuments.sample;
import static org.etp.ac.xml.XmlTestDocuments.text;

import java.security.cert.X509Certificate;
import java.util.Base64;
import java.util.List;
import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.Decoder;
import org.etp.ac.prescription.Bounds;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.TestCredentials;
import org.etp.ac.xml.engine.XmlEngines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A signed XML certificate may carry its signer's chain in {@code ds:KeyInfo/ds:X509Data}: written after the
 * SignatureValue, one X509Certificate per certificate, the signer's first; read back by every engine as the DER
 * bytes that were written, while the signature is still checked with the key the caller gives. The strict reading of
 * every other KeyInfo is held to the same reason in every engine by {@code XmlEngineDifferentialTests}.
 */
class XmlKeyInfoTests {

    private static final SigningIdentity OTHER = identity(SignatureAlgorithm.ED25519);

    @Test
    void writesTheChainAfterTheSignatureValueAndNothingByDefault() throws Exception {
        SigningIdentity signer = identity(SignatureAlgorithm.RSA2048);
        List<X509Certificate> chain = List.of(signer.certificate(), OTHER.certificate());

        String document = text(CODEC.encode(sample(Profile.SIMPLE), signer, chain));

        assertThat(document).contains("</ds:SignatureValue><ds:KeyInfo><ds:X509Data><ds:X509Certificate>"
                + base64(chain.get(0)) + "</ds:X509Certificate><ds:X509Certificate>" + base64(chain.get(1))
                + "</ds:X509Certificate></ds:X509Data></ds:KeyInfo></ds:Signature></AttributeCertificate>");
        assertThat(text(CODEC.encode(sample(Profile.SIMPLE), signer))).doesNotContain("KeyInfo")
                .isEqualTo(text(CODEC.encode(sample(Profile.SIMPLE), signer, List.of())));
    }

    @ParameterizedTest
    @EnumSource(XmlEngine.class)
    void everyEngineReadsTheChainItCarriesAndVerifiesWithTheGivenKey(XmlEngine engine) throws Exception {
        for (SignatureAlgorithm algorithm : List.of(SignatureAlgorithm.RSA2048, SignatureAlgorithm.ECP256)) {
            SigningIdentity signer = identity(algorithm);
            List<X509Certificate> chain = List.of(signer.certificate(), OTHER.certificate());
            byte[] document = CODEC.encode(sample(Profile.PRESCRIPTION), signer, chain);
            Decoder decoder = XmlEngines.of(engine).decoder(Bounds.PRODUCTION);

            // twice: the template engine learns the shape from the first and serves the second itself
            for (int round = 0; round < 2; round++) {
                DecodedCertificate decoded = decoder.decode(document);
                assertThat(decoded.carriedCertificates()).as(engine.id())
                        .containsExactly(chain.get(0).getEncoded(), chain.get(1).getEncoded());
                decoded.verifySignature(signer.certificate().getPublicKey());
                assertThat(decoded.parse()).isEqualTo(sample(Profile.PRESCRIPTION));
                decoded.accepted(signer.certificate().getPublicKey());
                if (round == 1) {
                    assertThat(decoded.servedBy().id()).isEqualTo(engine.id());
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(XmlEngine.class)
    void everyEngineRefusesTheSignatureOfTheCarriedKeyWhenTheGivenKeyIsAnother(XmlEngine engine) throws Exception {
        SigningIdentity attacker = TestCredentials.create(SignatureAlgorithm.ECP256, TestCredentials.PRESCRIBER);
        SigningIdentity registered = identity(SignatureAlgorithm.ECP256);
        byte[] forged = CODEC.encode(sample(Profile.SIMPLE), attacker, List.of(attacker.certificate()));
        DecodedCertificate decoded = XmlEngines.of(engine).decoder(Bounds.PRODUCTION).decode(forged);

        assertThat(decoded.carriedCertificates()).containsExactly(attacker.certificate().getEncoded());
        assertThatExceptionOfType(VerificationException.class)
                .isThrownBy(() -> decoded.verifySignature(registered.certificate().getPublicKey()))
                .extracting(VerificationException::reason).isEqualTo(Reason.BAD_SIGNATURE);
    }

    @Test
    void carriesNoneWithoutKeyInfoOrWithAnEmptyOne() throws Exception {
        String document = text(CODEC.encode(sample(Profile.SIMPLE), identity(SignatureAlgorithm.RSA2048)));
        String empty = document.replace("</ds:SignatureValue>", "</ds:SignatureValue><ds:KeyInfo></ds:KeyInfo>");

        assertThat(CODEC.decode(bytes(document)).carriedCertificates()).isEmpty();
        assertThat(CODEC.decode(bytes(empty)).carriedCertificates()).isEmpty();
    }

    @Test
    void refusesToWriteAChainThatDoesNotStartWithTheSignerOrHoldsMoreThanFour() {
        SigningIdentity signer = identity(SignatureAlgorithm.RSA2048);
        X509Certificate own = signer.certificate();
        X509Certificate other = OTHER.certificate();

        for (List<X509Certificate> chain : List.of(List.of(other, own), List.of(own, other, other, other, other))) {
            assertThatExceptionOfType(CodecException.class)
                    .isThrownBy(() -> CODEC.encode(sample(Profile.SIMPLE), signer, chain));
        }
    }

    @Test
    void refusesACertificateOver16KiBAsMalformed() throws Exception {
        String document = text(CODEC.encode(sample(Profile.SIMPLE), identity(SignatureAlgorithm.RSA2048)));
        byte[] large = new byte[KeyInfoCertificates.MAX_CERTIFICATE_BYTES + 1];
        large[0] = 0x04;
        large[1] = (byte) 0x82;
        large[2] = (byte) ((large.length - 4) >> 8);
        large[3] = (byte) (large.length - 4);
        String changed = document.replace("</ds:SignatureValue>", "</ds:SignatureValue><ds:KeyInfo><ds:X509Data>"
                + "<ds:X509Certificate>" + Base64.getEncoder().encodeToString(large)
                + "</ds:X509Certificate></ds:X509Data></ds:KeyInfo>");

        assertDecodeRefused(changed).isEqualTo(Reason.MALFORMED);
    }

    private static String base64(X509Certificate certificate) throws Exception {
        return Base64.getEncoder().encodeToString(certificate.getEncoded());
    }
}
