package org.etp.ac.xml.template;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.security.PublicKey;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.TestCredentials;
import org.etp.ac.xml.XmlCertificateCodec;
import org.etp.ac.xml.XmlServedBy;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Matching is byte for byte or not at all; the store stays bounded; the engine is safe to share between threads. */
class TemplateEngineTests {

    private static final SigningIdentity SIGNER = TestCredentials.identity(SignatureAlgorithm.RSA2048);
    private static final PublicKey KEY = SIGNER.certificate().getPublicKey();

    private static PrescriptionCertificate certificate;
    private static String document;

    @BeforeAll
    static void sign() throws Exception {
        certificate = TestCredentials.sample(Profile.PRESCRIPTION, 3);
        document = new String(XmlCertificateCodec.instance().encode(certificate, SIGNER), StandardCharsets.UTF_8);
    }

    @Test
    void servesALearnedShapeAndReadsTheSameCertificate() throws Exception {
        TemplateEngine engine = TemplateEngine.withDefaultBounds();
        assertThat(engine.match(bytes(document)).miss()).isEqualTo(XmlServedBy.Fallback.NO_TEMPLATE);

        assertThat(engine.learn(bytes(document), KEY)).isTrue();
        TemplateEngine.Match match = engine.match(bytes(document));

        assertThat(match.hit()).isTrue();
        match.certificate().verifySignature(KEY);
        assertThat(match.certificate().parse()).isEqualTo(certificate);
    }

    @Test
    void learnsAPrescriptionWithoutANominationAsAShapeOfItsOwn() throws Exception {
        PrescriptionCertificate anywhere = new SampleGenerator(27_001_300, SampleGenerator.NO_NOMINATION)
                .certificate(Profile.PRESCRIPTION, TestCredentials.PRESCRIBER, LocalDate.of(2026, 3, 2));
        byte[] without = XmlCertificateCodec.instance().encode(anywhere, SIGNER);
        TemplateEngine engine = TemplateEngine.withDefaultBounds();
        engine.learn(bytes(document), KEY);

        // the nominated shape does not serve a document without the element: never accepted wrongly
        assertThat(engine.match(without).hit()).isFalse();
        // nor the removal of the element from a nominated document, whose signature then fails anyway
        String removed = document.substring(0, document.indexOf("<nominatedPharmacy>"))
                + document.substring(document.indexOf("</nominatedPharmacy>") + "</nominatedPharmacy>".length());
        assertThat(engine.match(bytes(removed)).hit()).isFalse();

        assertThat(engine.learn(without, KEY)).isTrue();
        TemplateEngine.Match match = engine.match(without);
        assertThat(match.hit()).isTrue();
        match.certificate().verifySignature(KEY);
        assertThat(match.certificate().parse()).isEqualTo(anywhere);
        assertThat(engine.match(bytes(document)).hit()).isTrue();
    }

    @Test
    void leavesEveryOtherSpellingToTheDomEngine() {
        TemplateEngine engine = TemplateEngine.withDefaultBounds();
        engine.learn(bytes(document), KEY);

        assertThat(engine.match(bytes(document.replace("<Holder>", "<Holder >"))).hit()).isFalse();
        assertThat(engine.match(bytes(document.replaceFirst("<Name>(.)", "<Name>&#65;"))).miss())
                .isEqualTo(XmlServedBy.Fallback.VALUE);
        assertThat(engine.match(bytes(document.replaceFirst("<Name>(.)", "<Name>$1\r"))).miss())
                .isEqualTo(XmlServedBy.Fallback.VALUE);
        assertThat(engine.match(bytes(document.replaceFirst("<Name>(.)", "<Name>$1]]>"))).miss())
                .isEqualTo(XmlServedBy.Fallback.VALUE);
        assertThat(engine.match(bytes(document.replaceFirst("<Name>(.)", "<Name>$1&amp;"))).miss())
                .isEqualTo(XmlServedBy.Fallback.VALUE);
        byte[] badUtf8 = bytes(document.replaceFirst("<Name>(.)", "<Name>$1\u00e9"));
        int at = document.indexOf("<Name>") + "<Name>".length() + 1;
        badUtf8[at + 1] = (byte) 0x20;
        assertThat(engine.match(badUtf8).miss()).isEqualTo(XmlServedBy.Fallback.VALUE);
        assertThat(engine.match(bytes(document.replace("<ds:SignedInfo>",
                "<ds:SignedInfo xmlns:ds=\"http://www.w3.org/2000/09/xmldsig#\">"))).hit()).isFalse();
    }

    @Test
    void triesTheShapeThatServedLastButServesOnlyWhatMatches() throws Exception {
        TemplateEngine engine = TemplateEngine.withDefaultBounds();
        PrescriptionCertificate audit = TestCredentials.sample(Profile.COMPLEX, 3);
        String other = new String(XmlCertificateCodec.instance().encode(audit, SIGNER), StandardCharsets.UTF_8);
        engine.learn(bytes(document), KEY);
        engine.learn(bytes(other), KEY);

        for (int round = 0; round < 3; round++) {
            TemplateEngine.Match first = engine.match(bytes(document));
            TemplateEngine.Match second = engine.match(bytes(other));
            assertThat(first.certificate().parse()).isEqualTo(certificate);
            assertThat(second.certificate().parse()).isEqualTo(audit);
        }
        assertThat(engine.match(bytes(document)).hit()).isTrue();
        // right after a hit of this very shape, a changed spelling still misses for its own reason
        assertThat(engine.match(bytes(document.replaceFirst("<Name>(.)", "<Name>&#65;"))).miss())
                .isEqualTo(XmlServedBy.Fallback.VALUE);
        assertThat(engine.match(bytes(document.replace("<Holder>", "<Holder >"))).hit()).isFalse();
        assertThat(engine.match(bytes(document)).certificate().parse()).isEqualTo(certificate);
    }

    @Test
    void holdsAtMostItsBoundUnderAFloodOfNovelShapes() {
        TemplateEngine engine = new TemplateEngine(8, 1L << 20);
        for (int i = 0; i < 40; i++) {
            // each redundant declaration is a new shape, and the signature still verifies
            String shape = document.replace("<Holder>", "<Holder xmlns:n" + i + "=\"urn:example:" + i + "\">");
            assertThat(engine.learn(bytes(shape), KEY)).isTrue();
        }

        assertThat(engine.size()).isLessThanOrEqualTo(8);
        assertThat(engine.footprint()).isLessThanOrEqualTo(1L << 20);
        assertThat(engine.match(bytes(document.replace("<Holder>", "<Holder xmlns:n39=\"urn:example:39\">"))).hit())
                .isTrue();
        assertThat(engine.match(bytes(document.replace("<Holder>", "<Holder xmlns:n0=\"urn:example:0\">"))).hit())
                .isFalse();
    }

    @Test
    void learnsNothingFromADocumentTheKeyDidNotSign() {
        TemplateEngine engine = TemplateEngine.withDefaultBounds();
        PublicKey stranger = TestCredentials.create(SignatureAlgorithm.RSA2048, TestCredentials.PRESCRIBER)
                .certificate().getPublicKey();

        assertThat(engine.learn(bytes(document), stranger)).isFalse();
        assertThat(engine.size()).isZero();
    }

    @Test
    void servesManyThreadsAtOnce() throws Exception {
        TemplateEngine engine = new TemplateEngine(4, 1L << 20);
        List<String> shapes = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            shapes.add(document.replace("<Holder>", "<Holder xmlns:t" + i + "=\"urn:example:" + i + "\">"));
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Integer>> served = new ArrayList<>();
            for (int thread = 0; thread < 4; thread++) {
                int offset = thread;
                served.add(pool.submit(() -> {
                    int hits = 0;
                    for (int i = 0; i < 150; i++) {
                        byte[] message = bytes(shapes.get((i + offset) % shapes.size()));
                        TemplateEngine.Match match = engine.match(message);
                        if (match.hit()) {
                            match.certificate().verifySignature(KEY);
                            assertThat(match.certificate().parse()).isEqualTo(certificate);
                            hits++;
                        } else {
                            engine.learn(message, KEY);
                        }
                    }
                    return hits;
                }));
            }
            for (Future<Integer> hits : served) {
                assertThat(hits.get()).isPositive();
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(engine.size()).isLessThanOrEqualTo(4);
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
