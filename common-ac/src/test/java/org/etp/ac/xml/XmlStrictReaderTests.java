package org.etp.ac.xml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.etp.ac.xml.XmlTestDocuments.CODEC;
import static org.etp.ac.xml.XmlTestDocuments.assertDecodeRefused;
import static org.etp.ac.xml.XmlTestDocuments.bytes;
import static org.etp.ac.xml.XmlTestDocuments.sample;
import static org.etp.ac.xml.XmlTestDocuments.unsigned;

import java.util.regex.Pattern;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The reader reads exactly the schema's shape: structure and spelling faults are {@code MALFORMED},
 * well-spelled values the model refuses are {@code BAD_CONTENT}. Unsigned documents keep the signature
 * out of the way; the signature covers every byte these tests change.
 */
class XmlStrictReaderTests {

    private static void assertParseRefused(String document, Reason reason) {
        assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> CODEC.decode(bytes(document)).parse())
                .extracting(VerificationException::reason).isEqualTo(reason);
    }

    @Test
    void whitespaceBetweenElementsIsAllowed() throws Exception {
        String pretty = unsigned(Profile.COMPLEX).replace("><", ">\n  <");

        assertThat(CODEC.decode(bytes(pretty)).parse()).isEqualTo(sample(Profile.COMPLEX));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "<givenName>|<extra/><givenName>",
        "<items>|<items>text",
        "<patient>|<patient note=\"x\">",
        "<dosage>|<dosage><b>bold</b>",
        "<type>acute</type>|",
        "<birthDate>|<birthdate>",
        "</birthDate>|</birthdate>",
        "<Item>|<Item xmlns=\"urn:example:other\">",
    })
    void refusesStructureTheSchemaDoesNotAllow(String from, String to) throws Exception {
        String document = unsigned(Profile.PRESCRIPTION).replace("<type>repeat</type>", "<type>acute</type>");

        assertThat(document).contains(from);
        assertParseRefused(document.replaceFirst(Pattern.quote(from), to == null ? "" : to),
                Reason.MALFORMED);
    }

    @Test
    void refusesMissingReorderedOrExtraEnvelopeElements() throws Exception {
        String document = unsigned(Profile.SIMPLE);
        String validity = document.substring(document.indexOf("<Validity>"), document.indexOf("<Attribute>"));

        assertDecodeRefused(document.replace(validity, "")).isEqualTo(Reason.MALFORMED);
        assertDecodeRefused(document.replace(validity, "").replace("<Holder>", validity + "<Holder>"))
                .isEqualTo(Reason.MALFORMED);
        assertDecodeRefused(document.replace("</Attribute>", "</Attribute><Attribute/>")).isEqualTo(Reason.MALFORMED);
        assertDecodeRefused(document.replace("<AttributeCertificate ", "<AttributeCertificate version=\"2\" "))
                .isEqualTo(Reason.MALFORMED);
        assertParseRefused(document.replaceFirst("<exempt>[a-z]+</exempt>", ""), Reason.MALFORMED);
        assertParseRefused(document.replace("<ChargeExemption>", "<ChargeExemption><exempt>true</exempt>"),
                Reason.MALFORMED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "<Issuer>[^<]*</Issuer>|<Issuer>not a distinguished name</Issuer>",
        "<Issuer>[^<]*</Issuer>|<Issuer></Issuer>",
    })
    void refusesAnUnreadableIssuerWhenDecoding(String from, String to) throws Exception {
        assertDecodeRefused(unsigned(Profile.SIMPLE).replaceFirst(from, to)).isEqualTo(Reason.MALFORMED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "<exempt>[a-z]+</exempt>|<exempt>1</exempt>",
        "<NotBefore>[^<]+</NotBefore>|<NotBefore>2026-02-30T00:00:00Z</NotBefore>",
        "<NotBefore>[^<]+</NotBefore>|<NotBefore>2026-11-22T00:00:00.5Z</NotBefore>",
        "<NotBefore>[^<]+</NotBefore>|<NotBefore>2026-11-22T00:00:00+01:00</NotBefore>",
        "<NotBefore>[^<]+</NotBefore>|<NotBefore>2026-11-22T23:59:60Z</NotBefore>",
        "<SerialNumber>[^<]+</SerialNumber>|<SerialNumber>0123</SerialNumber>",
        "<SerialNumber>[^<]+</SerialNumber>|<SerialNumber>-5</SerialNumber>",
        "<SerialNumber>[^<]+</SerialNumber>|<SerialNumber>1234567890123456789012345678901234567890123456789</SerialNumber>",
    })
    void refusesValuesInTheWrongLexicalForm(String from, String to) throws Exception {
        assertParseRefused(unsigned(Profile.SIMPLE).replaceFirst(from, to), Reason.MALFORMED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "<role>[a-zA-Z]+</role>|<role>surgeon</role>",
        "<role>[a-zA-Z]+</role>|<role>GENERAL_PRACTITIONER</role>",
        "<value>[0-9.]+</value>|<value>1e3</value>",
        "<value>[0-9.]+</value>|<value>2.50</value>",
        "<value>[0-9.]+</value>|<value>2.0005</value>",
        "<birthDate>[^<]+</birthDate>|<birthDate>19800101</birthDate>",
        "<itemNumber>[0-9]+</itemNumber>|<itemNumber>01</itemNumber>",
        "<status>[a-zA-Z]+</status>|<status>lost</status>",
    })
    void refusesContentValuesInTheWrongLexicalForm(String from, String to) throws Exception {
        assertParseRefused(unsigned(Profile.COMPLEX).replaceFirst(from, to), Reason.MALFORMED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "(<prescriptionId>[0-9A-F]{6}-Y12345-[0-9A-F]{5})[0-9A-Z+]|$1!",
        "<value>[0-9.]+</value>|<value>0</value>",
        "<value>[0-9.]+</value>|<value>100001</value>",
        "<dmdCode>[0-9]+</dmdCode>|<dmdCode>123456</dmdCode>",
        "<odsCode>[A-Z0-9]+</odsCode>|<odsCode>y12345</odsCode>",
        "<givenName>[^<]+</givenName>|<givenName>  </givenName>",
        "<itemNumber>[0-9]+</itemNumber>|<itemNumber>5</itemNumber>",
        "<SerialNumber>[^<]+</SerialNumber>|<SerialNumber>999999999999999999999999999999999999999999999999</SerialNumber>",
    })
    void reportsValuesTheModelRefusesAsBadContent(String from, String to) throws Exception {
        assertParseRefused(unsigned(Profile.COMPLEX).replaceFirst(from, to), Reason.BAD_CONTENT);
    }

    @Test
    void reportsAWrongCheckDigitAsBadContent() throws Exception {
        String nhsNumber = sample(Profile.SIMPLE).holder().nhsNumber().value();
        String wrong = nhsNumber.substring(0, 9) + (char) ('0' + (nhsNumber.charAt(9) - '0' + 1) % 10);

        assertParseRefused(unsigned(Profile.SIMPLE).replace(nhsNumber, wrong), Reason.BAD_CONTENT);
    }

    @Test
    void refusesAHolderWhoIsNotThePatient() throws Exception {
        String document = unsigned(Profile.PRESCRIPTION).replaceFirst("<Name>[^<]+</Name>", "<Name>Someone Else</Name>");

        assertParseRefused(document, Reason.BAD_CONTENT);
    }
}
