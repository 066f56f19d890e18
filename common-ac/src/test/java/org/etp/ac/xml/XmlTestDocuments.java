package org.etp.ac.xml;

import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.apache.xml.security.keys.content.X509Data;
import org.apache.xml.security.signature.XMLSignature;
import org.apache.xml.security.transforms.Transforms;
import org.assertj.core.api.AbstractObjectAssert;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.Providers;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.TestCredentials;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/** Documents and tools for the XML tests: samples, plain DOM round trips, and signing as an attacker would. */
final class XmlTestDocuments {

    static final XmlCertificateCodec CODEC = XmlCertificateCodec.instance();

    private XmlTestDocuments() {
    }

    static PrescriptionCertificate sample(Profile profile) {
        return TestCredentials.sample(profile, 11);
    }

    static SigningIdentity identity(SignatureAlgorithm algorithm) {
        return TestCredentials.identity(algorithm);
    }

    static String signed(Profile profile, SignatureAlgorithm algorithm) throws Exception {
        return text(CODEC.encode(sample(profile), identity(algorithm)));
    }

    static String unsigned(Profile profile) throws Exception {
        return text(CODEC.encodeUnsigned(sample(profile)));
    }

    static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }

    static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /** Decodes, verifies with the RSA test prescriber's registered key, and parses. */
    static PrescriptionCertificate accept(String document) throws VerificationException {
        return accept(document, SignatureAlgorithm.RSA2048);
    }

    static PrescriptionCertificate accept(String document, SignatureAlgorithm algorithm) throws VerificationException {
        DecodedCertificate decoded = CODEC.decode(bytes(document));
        decoded.verifySignature(identity(algorithm).certificate().getPublicKey());
        return decoded.parse();
    }

    /** Asserts that some stage of receiving refuses the document with {@code reason}. */
    static void assertRefused(String document, Reason reason) {
        assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> accept(document))
                .extracting(VerificationException::reason).isEqualTo(reason);
    }

    static AbstractObjectAssert<?, Reason> assertDecodeRefused(String document) {
        return assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> CODEC.decode(bytes(document)))
                .extracting(VerificationException::reason);
    }

    /** A plain namespace-aware parse, as a test (or an attacker) would do it. */
    static Document parse(String document) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(bytes(document)));
    }

    static String serialize(Document document) throws Exception {
        var transformer = TransformerFactory.newDefaultInstance().newTransformer();
        transformer.setOutputProperty(OutputKeys.OMIT_XML_DECLARATION, "yes");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        transformer.transform(new DOMSource(document), new StreamResult(out));
        return text(out.toByteArray());
    }

    static Element signatureOf(Document document) {
        return (Element) document.getElementsByTagNameNS(XmlNames.DS, "Signature").item(0);
    }

    /**
     * Removes any signature and signs the document again, as anyone holding {@code key} could, with the
     * given algorithms; {@code keyInfo} adds the key as KeyValue and the certificate as X509Data.
     */
    static String resign(Document document, PrivateKey key, String signatureMethod, String digestMethod,
            X509Certificate keyInfo) throws Exception {
        Santuario.ensureInitialised();
        Element old = signatureOf(document);
        if (old != null) {
            old.getParentNode().removeChild(old);
        }
        XMLSignature signature = new XMLSignature(document, "", signatureMethod, 0, XmlNames.EXC_C14N,
                Providers.bouncyCastle(), null);
        document.getDocumentElement().appendChild(signature.getElement());
        Transforms transforms = new Transforms(document);
        transforms.addTransform(XmlNames.ENVELOPED);
        transforms.addTransform(XmlNames.EXC_C14N);
        signature.addDocument("", transforms, digestMethod);
        if (keyInfo != null) {
            signature.addKeyInfo(keyInfo.getPublicKey());
            X509Data data = new X509Data(document);
            data.addCertificate(keyInfo);
            signature.getKeyInfo().add(data);
        }
        signature.sign(key);
        return serialize(document);
    }
}
