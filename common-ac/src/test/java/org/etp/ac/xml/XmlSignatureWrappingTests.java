package org.etp.ac.xml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.ac.xml.XmlTestDocuments.accept;
import static org.etp.ac.xml.XmlTestDocuments.assertRefused;
import static org.etp.ac.xml.XmlTestDocuments.sample;
import static org.etp.ac.xml.XmlTestDocuments.signed;

import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.testing.SignatureWrappings;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The eight XML signature wrapping attacks of Somorovsky et al. ("On Breaking SAML", USENIX Security
 * 2012), adapted to a document whose signed element is the root: in each, the verifier must not verify
 * one element and hand the reader another ({@link SignatureWrappings}). The classic single moves (a wrapper,
 * the original under KeyInfo or Object, a second signature) are in {@link XmlSignatureProfileTests}; here are
 * all eight.
 */
class XmlSignatureWrappingTests {

    private static String original;
    private static SignatureWrappings wrappings;

    @BeforeAll
    static void signOnce() throws Exception {
        original = signed(Profile.SIMPLE, SignatureAlgorithm.RSA2048);
        wrappings = new SignatureWrappings(original);
    }

    /** Called when the test runs, after {@link #signOnce()}. */
    static Stream<Arguments> wrappings() {
        return wrappings.all().entrySet().stream().map(attack -> Arguments.of(attack.getKey(), attack.getValue()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("wrappings")
    void refusesEverySignatureWrappingVariant(String name, String document) {
        String signature = wrappings.signature();
        // every variant carries the prescriber's genuine signature value somewhere
        assertThat(document).as(name).contains(signature.substring(signature.indexOf("<ds:SignatureValue>"),
                signature.indexOf("</ds:Signature>")));
        assertRefused(document, Reason.MALFORMED);
    }

    @Test
    void refusesTheOriginalSignatureOnTheEvilRootAlone() {
        assertRefused(wrappings.evilWithTheOriginalSignature(), Reason.BAD_SIGNATURE);
    }

    @Test
    void refusesADuplicateIdThatAReferenceCouldResolveTwice() {
        UnaryOperator<String> idRef = d -> d.replace("URI=\"\"", "URI=\"#rx\"");
        String twoIds = idRef.apply(original).replace("<AttributeCertificate ", "<AttributeCertificate Id=\"rx\" ")
                .replace("<Attribute>", "<Attribute Id=\"rx\">");

        assertRefused(twoIds, Reason.MALFORMED);
    }

    @Test
    void readsACharacterReferenceAsPartOfTheSignedValueNotAsATruncation() throws Exception {
        // the 2018 SAML truncations needed a value split into several text nodes; character references
        // must neither split it nor change what was signed
        String document = signed(Profile.PRESCRIPTION, SignatureAlgorithm.RSA2048);
        String given = document.replaceFirst("(?s).*<givenName>([^<]*)</givenName>.*", "$1");
        String escaped = document.replaceFirst("<givenName>" + given.charAt(0),
                "<givenName>&#x" + Integer.toHexString(given.charAt(0)) + ";");

        assertThat(escaped).isNotEqualTo(document);
        assertThat(accept(escaped)).isEqualTo(sample(Profile.PRESCRIPTION));
    }

    @Test
    void refusesARetrievalMethodWithoutFetchingIt() throws Exception {
        try (ServerSocket bait = new ServerSocket(0)) {
            bait.setSoTimeout(300);
            String document = original.replace("</ds:SignatureValue>", "</ds:SignatureValue><ds:KeyInfo>"
                    + "<ds:RetrievalMethod URI=\"http://127.0.0.1:" + bait.getLocalPort() + "/key\" "
                    + "Type=\"http://www.w3.org/2000/09/xmldsig#X509Data\"/></ds:KeyInfo>");

            assertRefused(document, Reason.MALFORMED);
            Assertions.assertThrows(SocketTimeoutException.class, bait::accept, "the verifier connected to the URI");
        }
    }

    @Test
    void refusesHugeAttributeAndNamespaceCountsQuickly() {
        StringBuilder attributes = new StringBuilder();
        StringBuilder namespaces = new StringBuilder();
        for (int i = 0; i < 60_000; i++) {
            attributes.append(" a").append(i).append("=\"\"");
            namespaces.append(" xmlns:p").append(i).append("=\"urn:p").append(i).append('"');
        }
        Assertions.assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
            assertRefused(original.replace("<Holder>", "<Holder" + attributes + ">"), Reason.MALFORMED);
            assertRefused(original.replace("<Holder>", "<Holder" + namespaces + ">"), Reason.MALFORMED);
        });
    }

    @Test
    void refusesQuadraticBlowupBeforeExpandingIt() {
        String entity = "x".repeat(50_000);
        String document = "<!DOCTYPE AttributeCertificate [<!ENTITY a \"" + entity + "\">]>"
                + original.replaceFirst("<Name>", "<Name>" + "&a;".repeat(20_000));

        Assertions.assertTimeoutPreemptively(Duration.ofSeconds(5), () -> assertRefused(document, Reason.MALFORMED));
    }
}
