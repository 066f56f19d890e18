package org.etp.ac.xml;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.etp.ac.xml.XmlTestDocuments.signed;
import static org.etp.ac.xml.XmlTestDocuments.unsigned;

import java.io.StringReader;
import java.net.URL;
import java.util.stream.Stream;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.xml.sax.SAXException;

/** Every document the codec writes is valid against {@code etp-prescription.xsd}, which loads offline. */
class XmlSchemaTests {

    private static Schema schema;

    @BeforeAll
    static void loadSchema() throws Exception {
        URL xsd = XmlCertificateCodec.class.getResource("etp-prescription.xsd");
        SchemaFactory factory = SchemaFactory.newDefaultInstance();
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        schema = factory.newSchema(new StreamSource(xsd.openStream(), xsd.toString()));
    }

    private static void validate(String document) throws Exception {
        Validator validator = schema.newValidator();
        validator.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        validator.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        validator.validate(new StreamSource(new StringReader(document)));
    }

    static Stream<Arguments> profilesAndAlgorithms() {
        return Stream.of(Profile.values()).flatMap(p -> Stream.of(SignatureAlgorithm.values()).map(a -> Arguments.of(p, a)));
    }

    @ParameterizedTest
    @MethodSource("profilesAndAlgorithms")
    void signedDocumentsAreValid(Profile profile, SignatureAlgorithm algorithm) throws Exception {
        String document = signed(profile, algorithm);

        assertThatCode(() -> validate(document)).doesNotThrowAnyException();
    }

    @ParameterizedTest
    @EnumSource(Profile.class)
    void unsignedDocumentsAreValid(Profile profile) throws Exception {
        String document = unsigned(profile);

        assertThatCode(() -> validate(document)).doesNotThrowAnyException();
    }

    @Test
    void theSchemaHoldsTheModulesConstraints() throws Exception {
        String document = unsigned(Profile.COMPLEX);

        assertThatExceptionOfType(SAXException.class).isThrownBy(() -> validate(document.replaceFirst(
                "<role>[a-zA-Z]+</role>", "<role>surgeon</role>")));
        assertThatExceptionOfType(SAXException.class).isThrownBy(() -> validate(document.replaceFirst(
                "<value>[0-9.]+</value>", "<value>2.50</value>")));
        assertThatExceptionOfType(SAXException.class).isThrownBy(() -> validate(document.replaceFirst(
                "<NotBefore>", "<NotAfter>x</NotAfter><NotBefore>")));
        assertThatExceptionOfType(SAXException.class).isThrownBy(() -> validate(document.replaceFirst(
                "<givenName>[^<]+</givenName>", "<givenName>" + "x".repeat(61) + "</givenName>")));
        assertThatExceptionOfType(SAXException.class).isThrownBy(() -> validate(document.replace(
                "</Attribute>", "<ChargeExemption/></Attribute>")));
    }
}
