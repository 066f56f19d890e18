package org.etp.ac.xml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.ac.xml.XmlTestDocuments.CODEC;
import static org.etp.ac.xml.XmlTestDocuments.accept;
import static org.etp.ac.xml.XmlTestDocuments.assertDecodeRefused;
import static org.etp.ac.xml.XmlTestDocuments.assertRefused;
import static org.etp.ac.xml.XmlTestDocuments.bytes;
import static org.etp.ac.xml.XmlTestDocuments.identity;
import static org.etp.ac.xml.XmlTestDocuments.parse;
import static org.etp.ac.xml.XmlTestDocuments.resign;
import static org.etp.ac.xml.XmlTestDocuments.sample;
import static org.etp.ac.xml.XmlTestDocuments.signed;

import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.TestCredentials;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The one signature shape ETP accepts, and the classic ways around XML-DSig that it shuts. */
class XmlSignatureProfileTests {

    private static final String SHA1 = "http://www.w3.org/2000/09/xmldsig#sha1";
    private static final String XSLT = "http://www.w3.org/TR/1999/REC-xslt-19991116";
    private static final String XPATH = "http://www.w3.org/TR/1999/REC-xpath-19991116";

    private static String document;

    @BeforeAll
    static void signOnce() throws Exception {
        document = signed(Profile.SIMPLE, SignatureAlgorithm.RSA2048);
    }

    @Test
    void theUntouchedDocumentIsAccepted() throws Exception {
        assertThat(accept(document)).isEqualTo(sample(Profile.SIMPLE));
    }

    @ParameterizedTest
    @ValueSource(strings = {SHA1, "http://www.w3.org/2001/04/xmldsig-more#md5",
        "http://www.w3.org/2001/04/xmldsig-more#sha224"})
    void refusesWeakOrUnlistedDigests(String digest) {
        assertDecodeRefused(document.replace(XmlNames.SHA256, digest)).isEqualTo(Reason.DISALLOWED_ALGORITHM);
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://www.w3.org/2000/09/xmldsig#rsa-sha1", "http://www.w3.org/2000/09/xmldsig#dsa-sha1",
        "http://www.w3.org/2001/04/xmldsig-more#hmac-sha256", "http://www.w3.org/2001/04/xmldsig-more#rsa-md5",
        "http://www.w3.org/2007/05/xmldsig-more#sha256-rsa-MGF1"})
    void refusesSignatureMethodsOutsideTheAllowList(String method) {
        assertDecodeRefused(document.replace(SignatureAlgorithm.RSA2048.xmlUri(), method))
                .isEqualTo(Reason.DISALLOWED_ALGORITHM);
    }

    @Test
    void refusesAValidSignatureWithASha1Digest() throws Exception {
        SigningIdentity signer = identity(SignatureAlgorithm.RSA2048);
        String sha1 = resign(parse(document), signer.privateKey(), SignatureAlgorithm.RSA2048.xmlUri(), SHA1, null);

        assertDecodeRefused(sha1).isEqualTo(Reason.DISALLOWED_ALGORITHM);
    }

    @Test
    void acceptsAValidSignatureWithASha512DigestWrittenByAnotherTool() throws Exception {
        SigningIdentity signer = identity(SignatureAlgorithm.RSA2048);
        String sha512 = resign(parse(document), signer.privateKey(), SignatureAlgorithm.RSA2048.xmlUri(),
                "http://www.w3.org/2001/04/xmlenc#sha512", null);

        assertThat(sha512).contains("\n");
        assertThat(accept(sha512)).isEqualTo(sample(Profile.SIMPLE));
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://www.w3.org/TR/2001/REC-xml-c14n-20010315",
        "http://www.w3.org/2001/10/xml-exc-c14n#WithComments", "http://www.w3.org/2006/12/xml-c14n11"})
    void refusesOtherCanonicalizationMethods(String method) {
        String changed = document.replace("<ds:CanonicalizationMethod Algorithm=\"" + XmlNames.EXC_C14N,
                "<ds:CanonicalizationMethod Algorithm=\"" + method);

        assertDecodeRefused(changed).isEqualTo(Reason.DISALLOWED_ALGORITHM);
    }

    @Test
    void refusesXsltAndXpathTransforms() {
        String lastTransform = "<ds:Transform Algorithm=\"" + XmlNames.EXC_C14N + "\"/>";
        String xslt = document.replace(lastTransform, "<ds:Transform Algorithm=\"" + XSLT + "\"><xsl:stylesheet "
                + "xmlns:xsl=\"http://www.w3.org/1999/XSL/Transform\" version=\"1.0\"/></ds:Transform>");
        String xpath = document.replace(lastTransform, lastTransform + "<ds:Transform Algorithm=\"" + XPATH
                + "\"><ds:XPath>1</ds:XPath></ds:Transform>");

        assertDecodeRefused(xslt).isEqualTo(Reason.DISALLOWED_ALGORITHM);
        assertDecodeRefused(xpath).isEqualTo(Reason.DISALLOWED_ALGORITHM);
    }

    @Test
    void refusesTransformsInAnotherOrderOrNumber() {
        String enveloped = "<ds:Transform Algorithm=\"" + XmlNames.ENVELOPED + "\"/>";
        String exclusive = "<ds:Transform Algorithm=\"" + XmlNames.EXC_C14N + "\"/>";

        assertDecodeRefused(document.replace(enveloped + exclusive, exclusive + enveloped)).isEqualTo(Reason.MALFORMED);
        assertDecodeRefused(document.replace(exclusive, "")).isEqualTo(Reason.MALFORMED);
        assertDecodeRefused(document.replace(exclusive, exclusive + exclusive)).isEqualTo(Reason.MALFORMED);
        assertDecodeRefused(document.replace(exclusive, "<ds:Transform Algorithm=\"" + XmlNames.EXC_C14N + "\">"
                + "<ec:InclusiveNamespaces xmlns:ec=\"" + XmlNames.EXC_C14N + "\" PrefixList=\"ds\"/></ds:Transform>"))
                .isEqualTo(Reason.MALFORMED);
    }

    @Test
    void refusesASecondReference() {
        int start = document.indexOf("<ds:Reference ");
        int end = document.indexOf("</ds:Reference>") + "</ds:Reference>".length();
        String reference = document.substring(start, end);

        assertDecodeRefused(document.replace(reference, reference + reference)).isEqualTo(Reason.MALFORMED);
    }

    @ParameterizedTest
    @ValueSource(strings = {"#x", "#xpointer(/)", "http://127.0.0.1:9/certificate.xml", "file:///etc/passwd"})
    void refusesReferencesToAnythingButTheWholeDocument(String uri) {
        assertDecodeRefused(document.replace("<ds:Reference URI=\"\">", "<ds:Reference URI=\"" + uri + "\">"))
                .isEqualTo(Reason.MALFORMED);
        assertDecodeRefused(document.replace("<ds:Reference URI=\"\">", "<ds:Reference>"))
                .isEqualTo(Reason.MALFORMED);
    }

    @Test
    void refusesObjectsManifestsAndIds() {
        String object = "<ds:Object><ds:Manifest><ds:Reference URI=\"\"/></ds:Manifest></ds:Object>";

        assertDecodeRefused(document.replace("</ds:Signature>", object + "</ds:Signature>"))
                .isEqualTo(Reason.MALFORMED);
        assertDecodeRefused(document.replace("<ds:SignedInfo>", "<ds:SignedInfo Id=\"si\">"))
                .isEqualTo(Reason.MALFORMED);
        assertDecodeRefused(document.replace("<Attribute>", "<Attribute ID=\"a\">")).isEqualTo(Reason.MALFORMED);
        assertDecodeRefused(document.replace("<Holder>", "<Holder xml:id=\"h\">")).isEqualTo(Reason.MALFORMED);
    }

    @Test
    void refusesAKeyValueAndTakesNoKeyFromACarriedCertificateOfAnAttacker() throws Exception {
        // the attacker's own certificate, even with the prescriber's name on it
        SigningIdentity attacker = TestCredentials.create(SignatureAlgorithm.RSA2048, TestCredentials.PRESCRIBER);
        String forged = resign(parse(flipExemption(document)), attacker.privateKey(),
                SignatureAlgorithm.RSA2048.xmlUri(), XmlNames.SHA256, attacker.certificate());
        String certificateOnly = forged.replaceFirst("(?s)<ds:KeyValue>.*</ds:KeyValue>", "");

        assertThat(forged).contains("<ds:KeyInfo>", "<ds:KeyValue>", "<ds:X509Certificate>");
        assertDecodeRefused(forged).isEqualTo(Reason.MALFORMED);
        assertThat(certificateOnly).contains("<ds:X509Certificate>").doesNotContain("KeyValue");
        CODEC.decode(bytes(certificateOnly)).verifySignature(attacker.certificate().getPublicKey());
        assertRefused(certificateOnly, Reason.BAD_SIGNATURE);
    }

    private static String flipExemption(String certificate) {
        return certificate.contains("<exempt>true</exempt>")
                ? certificate.replace("<exempt>true</exempt>", "<exempt>false</exempt>")
                : certificate.replace("<exempt>false</exempt>", "<exempt>true</exempt>");
    }

    @Test
    void refusesTheSignedOriginalInsideAWrapper() {
        String wrapped = "<Wrapper xmlns=\"urn:example:evil\">" + document + "</Wrapper>";

        assertRefused(wrapped, Reason.MALFORMED);
    }

    @Test
    void refusesAnEvilRootCarryingTheSignedOriginalDeeper() {
        String signature = document.substring(document.indexOf("<ds:Signature "), document.indexOf("</AttributeCertificate>"));
        String original = document;
        String evil = flipExemption(document).replaceFirst("<SerialNumber>[0-9]+</SerialNumber>", "<SerialNumber>42</SerialNumber>");
        String unsignedEvil = evil.replace(signature, "");

        // the original hidden in the content, in KeyInfo, or in an Object, with the original signature on the evil root
        assertRefused(unsignedEvil.replace("</Attribute>", "</Attribute>" + original.replace(signature, "")
                .replace("<AttributeCertificate", "<Hidden").replace("</AttributeCertificate>", "</Hidden>"))
                .replace("</AttributeCertificate>", signature + "</AttributeCertificate>"), Reason.MALFORMED);
        assertRefused(unsignedEvil.replace("</AttributeCertificate>", signature.replace("</ds:Signature>",
                "<ds:KeyInfo>" + original.replace(signature, "") + "</ds:KeyInfo></ds:Signature>")
                + "</AttributeCertificate>"),
                Reason.MALFORMED);
        assertRefused(unsignedEvil.replace("</AttributeCertificate>", signature.replace("</ds:Signature>",
                "<ds:Object>" + original + "</ds:Object></ds:Signature>") + "</AttributeCertificate>"),
                Reason.MALFORMED);
        assertRefused(unsignedEvil.replace("</AttributeCertificate>", signature + "</AttributeCertificate>"),
                Reason.BAD_SIGNATURE);
    }

    @Test
    void refusesASecondOrMisplacedSignature() {
        String signature = document.substring(document.indexOf("<ds:Signature "), document.indexOf("</AttributeCertificate>"));

        assertRefused(document.replace(signature, signature + signature), Reason.MALFORMED);
        assertRefused(document.replace(signature, "").replace("<Holder>", signature + "<Holder>"), Reason.MALFORMED);
        assertRefused(document.replace("</ds:SignatureValue>", "</ds:SignatureValue><ds:KeyInfo>" + signature
                + "</ds:KeyInfo>"), Reason.MALFORMED);
    }
}
