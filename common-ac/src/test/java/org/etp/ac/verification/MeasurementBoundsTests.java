package org.etp.ac.verification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Collections;
import java.util.List;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.AuditRecord;
import org.etp.ac.prescription.Bounds;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.trust.PrescriberRegistry;
import org.etp.ac.wire.Frames;
import org.etp.ac.xml.XmlEngine;
import org.etp.ac.xml.engine.XmlEngines;
import org.etp.ac.xml.XmlLimits;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The bounds a verifier holds messages to: the service's unless a verifier is made for measurement, which alone
 * takes the long status histories of the size sweep.
 */
class MeasurementBoundsTests {

    private static final Bounds SWEEP = new Bounds(Bounds.CEILING_STATUS_HISTORY, Bounds.CEILING_DOCUMENT_BYTES);

    @TempDir
    static Path dir;

    static PrescriberRegistry registry;
    static SigningIdentity signer;

    @BeforeAll
    static void createPki() throws Exception {
        var pki = DemoPki.init(dir.resolve("pki"));
        registry = PrescriberRegistry.load(pki);
        signer = pki.defaultSigner(SignatureAlgorithm.RSA2048);
    }

    @Test
    void productionBoundsAreTheWireAndAsn1Bounds() {
        assertThat(Bounds.PRODUCTION.maxStatusHistory()).isEqualTo(32);
        assertThat(Bounds.PRODUCTION.maxDocumentBytes()).isEqualTo(XmlLimits.MAX_BYTES)
                .isEqualTo(Frames.DEFAULT_MAX_PAYLOAD_LENGTH);
        for (XmlEngine engine : XmlEngine.values()) {
            assertThat(verifier(engine).bounds()).isEqualTo(Bounds.PRODUCTION);
        }
    }

    @ParameterizedTest
    @EnumSource(XmlEngine.class)
    void refusesATenThousandEntryDocumentInServiceForItsSize(XmlEngine engine) throws Exception {
        byte[] xml = WireFormat.XML.codec().encode(audit(10_000), signer);
        assertThat(xml.length).isGreaterThan(XmlLimits.MAX_BYTES);

        assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> verifier(engine).verify(WireFormat.XML,
                xml)).satisfies(e -> assertThat(e.reason()).isEqualTo(Reason.MALFORMED))
                .withMessage("the certificate is larger than 1048576 bytes");
    }

    @Test
    void refusesATenThousandEntryDerCertificateInServiceForItsStatusHistory() throws Exception {
        byte[] der = WireFormat.DER.codec().encode(audit(10_000), signer);

        assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> verifier(XmlEngine.DOM)
                .verify(WireFormat.DER, der)).satisfies(e -> assertThat(e.reason()).isEqualTo(Reason.BAD_CONTENT))
                .withMessage("status history must hold 1 to 32 entries, not 10000");
    }

    @ParameterizedTest
    @EnumSource(XmlEngine.class)
    void refusesOneStatusChangeBeyondThirtyTwoInServiceWithTheReason(XmlEngine engine) throws Exception {
        PrescriptionCertificate certificate = audit(33);
        PrescriptionVerifier inService = verifier(engine);
        for (WireFormat format : List.of(WireFormat.XML, WireFormat.DER)) {
            byte[] encoded = format.codec().encode(certificate, signer);

            assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> inService.verify(format, encoded))
                    .satisfies(e -> assertThat(e.reason()).isEqualTo(Reason.BAD_CONTENT))
                    .withMessage("status history must hold 1 to 32 entries, not 33");
        }
        // accepted at the bound itself
        assertThat(inService.verify(WireFormat.XML, WireFormat.XML.codec().encode(audit(32), signer))
                .certificate()).isEqualTo(audit(32));
    }

    @ParameterizedTest
    @EnumSource(XmlEngine.class)
    void verifiesTheSweepsLargestDocumentOnlyWhenMadeForMeasurement(XmlEngine engine) throws Exception {
        PrescriptionCertificate certificate = audit(10_000);
        PrescriptionVerifier measuring = PrescriptionVerifier.forMeasurement(registry, VerificationPolicy.strict(),
                Clock.systemUTC(), SWEEP, XmlEngines.of(engine));

        for (WireFormat format : List.of(WireFormat.XML, WireFormat.DER)) {
            VerifiedPrescription verified = measuring.verify(format, format.codec().encode(certificate, signer));
            assertThat(verified.certificate()).isEqualTo(certificate);
        }
    }

    @Test
    void aMeasurementVerifierStillHoldsItsOwnBounds() throws Exception {
        PrescriptionVerifier measuring = PrescriptionVerifier.forMeasurement(registry, VerificationPolicy.strict(),
                Clock.systemUTC(), new Bounds(100, 1 << 20), XmlEngines.of(XmlEngine.DOM));
        byte[] encoded = WireFormat.XML.codec().encode(audit(101), signer);

        assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> measuring.verify(WireFormat.XML,
                encoded)).withMessage("status history must hold 1 to 100 entries, not 101");
    }

    private static PrescriptionVerifier verifier(XmlEngine engine) {
        return new PrescriptionVerifier(registry, VerificationPolicy.strict(), Clock.systemUTC(),
                XmlEngines.of(engine));
    }

    /** The complex sample with its first status change repeated {@code entries} times. */
    private static PrescriptionCertificate audit(int entries) {
        PrescriptionCertificate sample = new SampleGenerator(28_000_001L).certificate(Profile.COMPLEX,
                PrescriberIdentity.fromSubject(signer.subject()), LocalDate.now(ZoneOffset.UTC));
        AuditRecord audit = (AuditRecord) sample.content();
        return new PrescriptionCertificate(sample.serialNumber(), sample.issuer(), sample.holder(), sample.validity(),
                new AuditRecord(audit.prescription(), audit.verificationResults(), audit.dispenseHistory(),
                        Collections.nCopies(entries, audit.statusHistory().get(0))));
    }
}
