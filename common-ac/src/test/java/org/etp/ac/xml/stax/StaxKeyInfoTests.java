package org.etp.ac.xml.stax;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.security.PublicKey;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamReader;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.apache.xml.security.Init;
import org.apache.xml.security.signature.XMLSignature;
import org.apache.xml.security.stax.ext.XMLSec;
import org.apache.xml.security.stax.ext.XMLSecurityProperties;
import org.apache.xml.security.transforms.Transforms;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.Providers;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.TestCredentials;
import org.etp.ac.xml.XmlCertificateCodec;
import org.junit.jupiter.api.Test;

/**
 * The pitfall of Santuario's streaming API, shown and shut: given a KeyValue in KeyInfo it verifies with that key
 * and ignores the one it was given. A KeyValue is refused outright; a carried certificate is read as untrusted
 * carriage for the registry, and the engine never lets KeyInfo reach Santuario and checks the key Santuario used.
 */
class StaxKeyInfoTests {

    private static final SigningIdentity PRESCRIBER = TestCredentials.identity(SignatureAlgorithm.ECP256);

    @Test
    void refusesADocumentSignedByAnAttackerWhoSendsTheirKeyAlong() throws Exception {
        SigningIdentity attacker = TestCredentials.create(SignatureAlgorithm.ECP256, TestCredentials.PRESCRIBER);
        String forged = withKeyValue(attacker);
        PublicKey registered = PRESCRIBER.certificate().getPublicKey();

        assertThat(santuarioAloneAccepts(forged, registered)).as("the pitfall is real").isTrue();
        assertThatExceptionOfType(VerificationException.class)
                .isThrownBy(() -> StaxCertificateCodec.decode(forged.getBytes(StandardCharsets.UTF_8)))
                .extracting(VerificationException::reason).isEqualTo(Reason.MALFORMED);
    }

    @Test
    void refusesADocumentSignedByAnAttackerWhoSendsTheirCertificateAlong() throws Exception {
        SigningIdentity attacker = TestCredentials.create(SignatureAlgorithm.ECP256, TestCredentials.PRESCRIBER);
        byte[] forged = XmlCertificateCodec.instance().encode(TestCredentials.sample(Profile.SIMPLE, 4), attacker,
                List.of(attacker.certificate()));
        PublicKey registered = PRESCRIBER.certificate().getPublicKey();

        DecodedCertificate decoded = StaxCertificateCodec.decode(forged);
        assertThat(decoded.carriedCertificates()).containsExactly(attacker.certificate().getEncoded());
        assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> decoded.verifySignature(registered))
                .extracting(VerificationException::reason).isEqualTo(Reason.BAD_SIGNATURE);
    }

    @Test
    void acceptsTheProperSignatureWhateverCertificatesKeyInfoCarries() throws Exception {
        SigningIdentity stranger = TestCredentials.create(SignatureAlgorithm.ECP256, TestCredentials.PRESCRIBER);
        String signed = new String(XmlCertificateCodec.instance().encode(TestCredentials.sample(Profile.SIMPLE, 4),
                PRESCRIBER), StandardCharsets.UTF_8);
        String strangers = new String(XmlCertificateCodec.instance().encode(TestCredentials.sample(Profile.SIMPLE, 4),
                stranger, List.of(stranger.certificate())), StandardCharsets.UTF_8);
        String withStrangersCertificate = signed.replace("</ds:SignatureValue>", "</ds:SignatureValue>"
                + keyInfo(strangers));

        DecodedCertificate decoded = StaxCertificateCodec.decode(
                withStrangersCertificate.getBytes(StandardCharsets.UTF_8));
        decoded.verifySignature(PRESCRIBER.certificate().getPublicKey());
        assertThat(decoded.parse()).isEqualTo(TestCredentials.sample(Profile.SIMPLE, 4));
        assertThat(decoded.carriedCertificates()).containsExactly(stranger.certificate().getEncoded());
    }

    /** A simple certificate with the prescriber's name, signed by {@code signer} with its KeyValue in KeyInfo. */
    private static String withKeyValue(SigningIdentity signer) throws Exception {
        String signed = new String(XmlCertificateCodec.instance().encode(TestCredentials.sample(Profile.SIMPLE, 4),
                TestCredentials.identity(SignatureAlgorithm.ECP256)), StandardCharsets.UTF_8);
        var dom = DocumentBuilderFactory.newDefaultInstance();
        dom.setNamespaceAware(true);
        var document = dom.newDocumentBuilder().parse(new ByteArrayInputStream(signed.getBytes(StandardCharsets.UTF_8)));
        var old = document.getElementsByTagNameNS("http://www.w3.org/2000/09/xmldsig#", "Signature").item(0);
        old.getParentNode().removeChild(old);
        Init.init();
        var signature = new XMLSignature(document, "", signer.algorithm().xmlUri(), 0,
                "http://www.w3.org/2001/10/xml-exc-c14n#", Providers.bouncyCastle(), null);
        document.getDocumentElement().appendChild(signature.getElement());
        var transforms = new Transforms(document);
        transforms.addTransform("http://www.w3.org/2000/09/xmldsig#enveloped-signature");
        transforms.addTransform("http://www.w3.org/2001/10/xml-exc-c14n#");
        signature.addDocument("", transforms, "http://www.w3.org/2001/04/xmlenc#sha256");
        signature.addKeyInfo(signer.certificate().getPublicKey());
        signature.sign(signer.privateKey());
        var out = new StringWriter();
        var transformer = TransformerFactory.newDefaultInstance().newTransformer();
        transformer.setOutputProperty(OutputKeys.OMIT_XML_DECLARATION, "yes");
        transformer.transform(new DOMSource(document), new StreamResult(out));
        return out.toString();
    }

    private static String keyInfo(String document) {
        return document.substring(document.indexOf("<ds:KeyInfo>"), document.indexOf("</ds:KeyInfo>") + 13);
    }

    private static boolean santuarioAloneAccepts(String document, PublicKey pinned) {
        XMLSecurityProperties properties = new XMLSecurityProperties();
        properties.setSignatureVerificationKey(pinned);
        try {
            XMLStreamReader reader = XMLSec.getInboundWSSec(properties).processInMessage(XMLInputFactory
                    .newDefaultFactory().createXMLStreamReader(new ByteArrayInputStream(document.getBytes(
                            StandardCharsets.UTF_8))));
            while (reader.hasNext()) {
                reader.next();
            }
            return true;
        } catch (Exception e) {
            return false;
        }
    }
}
