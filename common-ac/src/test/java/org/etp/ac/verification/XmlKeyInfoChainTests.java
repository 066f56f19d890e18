package org.etp.ac.verification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.pki.KeyPairs;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Prescriber;
import org.etp.ac.prescription.PrescriberRole;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.trust.PrescriberRegistry;
import org.etp.ac.wire.Attachment;
import org.etp.ac.xml.XmlCertificateCodec;
import org.etp.ac.xml.XmlEngine;
import org.etp.ac.xml.engine.XmlEngines;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A prescriber the registry was never told of, certified by the demo prescriber CA below the registry's anchor,
 * whose XML carries the chain in KeyInfo and comes in a frame without an attachment: trusted once the chain validates,
 * in every engine. A chain of someone else is no key for the message, and a frame's attachment, when there is one,
 * is taken instead of KeyInfo.
 */
class XmlKeyInfoChainTests {

    @TempDir
    static Path dir;

    static PkiDirectory pki;
    static PrescriberRegistry registry;
    static SigningIdentity newcomer;

    @BeforeAll
    static void createPki() throws Exception {
        pki = DemoPki.init(dir.resolve("pki"));
        registry = PrescriberRegistry.load(pki);
        PrescriberIdentity who = new PrescriberIdentity(new Prescriber("Dr Kit Carrier", "GMC 7600101",
                PrescriberRole.GENERAL_PRACTITIONER), new Organisation("Y12345", "Newtown Surgery"));
        KeyPair keys = KeyPairs.generate(SignatureAlgorithm.ECP256);
        X509Certificate certificate = DemoPki.prescriberCa(pki).issuePrescriber(who.subject(), keys.getPublic(),
                Instant.now().minus(Duration.ofDays(1)), Instant.now().plus(Duration.ofDays(30)));
        newcomer = new SigningIdentity(certificate, keys.getPrivate(), SignatureAlgorithm.ECP256);
    }

    @ParameterizedTest
    @EnumSource(XmlEngine.class)
    void acceptsAnUnregisteredPrescriberWhoseChainTravelsInKeyInfo(XmlEngine engine) throws Exception {
        PrescriptionVerifier verifier = verifier(engine);
        PrescriptionCertificate certificate = sample();
        byte[] withChain = XmlCertificateCodec.instance().encode(certificate, newcomer, ownChain());
        byte[] without = XmlCertificateCodec.instance().encode(certificate, newcomer);

        assertRefused(verifier, without, Optional.empty(), Reason.UNKNOWN_PRESCRIBER);
        for (int round = 0; round < 2; round++) {
            VerifiedPrescription verified = verifier.verify(WireFormat.XML, withChain, Optional.empty());

            assertThat(verified.certificate()).isEqualTo(certificate);
            assertThat(verified.signer().orElseThrow().certificate()).isEqualTo(newcomer.certificate());
        }
    }

    @ParameterizedTest
    @EnumSource(XmlEngine.class)
    void refusesAKeyInfoChainOfAnotherSubject(XmlEngine engine) throws Exception {
        byte[] foreign = withSomeoneElsesChain();

        assertRefused(verifier(engine), foreign, Optional.empty(), Reason.UNKNOWN_PRESCRIBER);
    }

    @Test
    void takesTheFramesAttachmentInsteadOfKeyInfo() throws Exception {
        PrescriptionVerifier verifier = verifier(XmlEngine.DOM);
        List<byte[]> own = List.of(newcomer.certificate().getEncoded(), pki.prescriberCaCertificate().getEncoded());
        Attachment ownAttachment = new Attachment(own, Optional.empty());
        Attachment someoneElses = new Attachment(List.of(someoneElse().getEncoded(),
                pki.prescriberCaCertificate().getEncoded()), Optional.empty());
        byte[] withChain = XmlCertificateCodec.instance().encode(sample(), newcomer, ownChain());

        assertThat(verifier.verify(WireFormat.XML, withSomeoneElsesChain(), Optional.of(ownAttachment)).signer()
                .orElseThrow().certificate()).isEqualTo(newcomer.certificate());
        assertRefused(verifier, withChain, Optional.of(someoneElses), Reason.UNKNOWN_PRESCRIBER);
    }

    /** The newcomer's own message, with the first certificate of its KeyInfo swapped for a registered prescriber's. */
    private static byte[] withSomeoneElsesChain() throws Exception {
        String own = new String(XmlCertificateCodec.instance().encode(sample(), newcomer, ownChain()),
                StandardCharsets.UTF_8);
        String swapped = own.replace(base64(newcomer.certificate()), base64(someoneElse()));
        assertThat(swapped).isNotEqualTo(own);
        return swapped.getBytes(StandardCharsets.UTF_8);
    }

    private static List<X509Certificate> ownChain() {
        return List.of(newcomer.certificate(), pki.prescriberCaCertificate());
    }

    private static X509Certificate someoneElse() throws Exception {
        return pki.defaultSigner(SignatureAlgorithm.ECP256).certificate();
    }

    private static String base64(X509Certificate certificate) throws Exception {
        return Base64.getEncoder().encodeToString(certificate.getEncoded());
    }

    private static PrescriptionCertificate sample() {
        return new SampleGenerator(7).certificate(Profile.PRESCRIPTION,
                PrescriberIdentity.fromSubject(newcomer.subject()), LocalDate.now(ZoneOffset.UTC));
    }

    private static PrescriptionVerifier verifier(XmlEngine engine) {
        return new PrescriptionVerifier(registry, VerificationPolicy.strict(), Clock.systemUTC(),
                XmlEngines.of(engine));
    }

    private static void assertRefused(PrescriptionVerifier verifier, byte[] encoded, Optional<Attachment> attachment,
            Reason reason) {
        assertThatExceptionOfType(VerificationException.class)
                .isThrownBy(() -> verifier.verify(WireFormat.XML, encoded, attachment))
                .satisfies(e -> assertThat(e.reason()).as(e.getMessage()).isEqualTo(reason));
    }
}
