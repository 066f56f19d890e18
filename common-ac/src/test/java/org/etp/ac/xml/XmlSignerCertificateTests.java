package org.etp.ac.xml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.etp.ac.xml.XmlTestDocuments.CODEC;
import static org.etp.ac.xml.XmlTestDocuments.assertDecodeRefused;
import static org.etp.ac.xml.XmlTestDocuments.bytes;
import static org.etp.ac.xml.XmlTestDocuments.identity;
import static org.etp.ac.xml.XmlTestDocuments.sample;
import static org.etp.ac.xml.XmlTestDocuments.text;

import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A signed XML certificate names its signer's certificate in a {@code BaseCertificateID} after its {@code Issuer},
 * inside what the enveloped signature covers: the certificate's issuer (RFC 4514) and serial (decimal). Documents
 * without one still decode and verify. The other engines are held to the same by {@code XmlEngineDifferentialTests}.
 */
class XmlSignerCertificateTests {

    @ParameterizedTest
    @EnumSource(SignatureAlgorithm.class)
    void namesTheSignersCertificate(SignatureAlgorithm algorithm) throws Exception {
        SigningIdentity signer = identity(algorithm);
        String document = text(CODEC.encode(sample(Profile.PRESCRIPTION), signer));

        var decoded = CODEC.decode(bytes(document));
        decoded.verifySignature(signer.certificate().getPublicKey());

        assertThat(decoded.signerCertificate()).contains(SignerCertificateId.of(signer.certificate()));
        assertThat(decoded.parse()).isEqualTo(sample(Profile.PRESCRIPTION));
        String issuerName = document.substring(document.indexOf("<IssuerName>") + 12,
                document.indexOf("</IssuerName>"));
        assertThat(new X500Principal(issuerName)).isEqualTo(signer.certificate().getIssuerX500Principal());
        assertThat(document).contains("</Issuer><BaseCertificateID><IssuerName>" + issuerName + "</IssuerName><Serial>"
                + signer.certificate().getSerialNumber() + "</Serial></BaseCertificateID><SerialNumber>");
    }

    @Test
    void signatureCoversIt() throws Exception {
        SigningIdentity signer = identity(SignatureAlgorithm.RSA2048);
        String document = text(CODEC.encode(sample(Profile.SIMPLE), signer));
        String serial = signer.certificate().getSerialNumber().toString();
        String other = document.replace("<Serial>" + serial + "</Serial>", "<Serial>" + serial + "1</Serial>");

        assertThat(other).isNotEqualTo(document);
        XmlTestDocuments.assertRefused(other, Reason.BAD_SIGNATURE);
    }

    @Test
    void writesNoneUnsigned() throws Exception {
        String document = text(CODEC.encodeUnsigned(sample(Profile.SIMPLE)));

        assertThat(document).doesNotContain("BaseCertificateID");
        assertThat(CODEC.decode(bytes(document)).signerCertificate()).isEmpty();
    }

    @Test
    void decodesAndVerifiesASignedDocumentWithoutOne() throws Exception {
        SigningIdentity signer = identity(SignatureAlgorithm.ECP256);
        var document = XmlCertificateWriter.write(sample(Profile.PRESCRIPTION), Optional.empty());
        XmlSigner.sign(document, signer);
        byte[] old = XmlSerializer.serialize(document.getDocumentElement());

        var decoded = CODEC.decode(old);
        decoded.verifySignature(signer.certificate().getPublicKey());

        assertThat(decoded.signerCertificate()).isEmpty();
        assertThat(decoded.parse()).isEqualTo(sample(Profile.PRESCRIPTION));
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-5", "007", "+7", " 7", "7 ", "7a", "0x1F", "1e3", "",
        "1461501637330902918203684832716283019655932542976"})
    void refusesASerialThatIsNotAPositiveDecimalOfAtMost20Octets(String serial) throws Exception {
        String document = text(CODEC.encode(sample(Profile.SIMPLE), identity(SignatureAlgorithm.RSA2048)));
        String changed = document.replaceFirst("<Serial>[0-9]+</Serial>", "<Serial>" + serial + "</Serial>");

        assertThat(changed).isNotEqualTo(document);
        assertDecodeRefused(changed).isEqualTo(Reason.MALFORMED);
    }

    @Test
    void acceptsTheLargestSerialOf20Octets() throws Exception {
        assertThat(CheckedDocument.signerCertificate("CN=CA",
                "1461501637330902918203684832716283019655932542975").serial().bitLength()).isEqualTo(160);
    }

    @Test
    void remembersTextsThatReadWellAndStillRefusesOthers() throws Exception {
        SignerCertificateId first = CheckedDocument.signerCertificate("CN=Remembered CA", "4711");

        assertThat(CheckedDocument.signerCertificate("CN=Remembered CA", "4711")).isSameAs(first);
        assertThatThrownBy(() -> CheckedDocument.signerCertificate("CN=Remembered CA", "04711"))
                .isInstanceOfSatisfying(VerificationException.class,
                        refused -> assertThat(refused.reason()).isEqualTo(Reason.MALFORMED));
        assertThatThrownBy(() -> CheckedDocument.signerCertificate(" ", "4711"))
                .isInstanceOfSatisfying(VerificationException.class,
                        refused -> assertThat(refused.reason()).isEqualTo(Reason.MALFORMED));
    }

    @Test
    void refusesItTwiceOrOutOfPlaceOrWithMoreInside() throws Exception {
        String document = text(CODEC.encode(sample(Profile.SIMPLE), identity(SignatureAlgorithm.RSA2048)));
        int from = document.indexOf("<BaseCertificateID>");
        String base = document.substring(from, document.indexOf("</BaseCertificateID>") + 20);

        for (String changed : new String[] {
            document.replace(base, base + base),
            document.replace(base, "").replace("</SerialNumber>", "</SerialNumber>" + base),
            document.replace(base, base.replace("</Serial>", "</Serial><IssuerUID>AQI=</IssuerUID>")),
            document.replace(base, base.replace("<Serial>", "<IssuerName>CN=CA</IssuerName><Serial>")),
            document.replace(base, base.replaceFirst("<IssuerName>[^<]*</IssuerName>", "<IssuerName></IssuerName>")),
            document.replace(base, base.replaceFirst("<IssuerName>[^<]*</IssuerName>", "<IssuerName>x</IssuerName>")),
            document.replace(base, base.replace("<BaseCertificateID>", "<BaseCertificateID Id=\"b\">"))}) {
            assertThat(changed).isNotEqualTo(document);
            assertDecodeRefused(changed).as(changed).isEqualTo(Reason.MALFORMED);
        }
    }
}
