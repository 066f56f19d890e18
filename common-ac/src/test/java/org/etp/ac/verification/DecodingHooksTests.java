package org.etp.ac.verification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.nio.file.Path;
import java.security.PublicKey;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.DecodingEngine;
import org.etp.ac.codec.ForwardingDecodedCertificate;
import org.etp.ac.codec.ServedBy;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.trust.PrescriberRegistry;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The verifier knows a form only through its decoding engine and the hooks of what it decodes: the way it was
 * served, the way that decides a refused certificate again, and the acceptance a learning engine learns from.
 */
class DecodingHooksTests {

    @TempDir
    static Path dir;

    static PrescriberRegistry registry;
    static SigningIdentity signer;
    static byte[] signed;

    @BeforeAll
    static void createPki() throws Exception {
        PkiDirectory pki = DemoPki.init(dir.resolve("pki"));
        registry = PrescriberRegistry.load(pki);
        signer = pki.defaultSigner(SignatureAlgorithm.ECP256);
        PrescriptionCertificate certificate = new SampleGenerator(3).certificate(Profile.PRESCRIPTION,
                PrescriberIdentity.fromSubject(signer.subject()), LocalDate.now(ZoneOffset.UTC));
        signed = WireFormat.DER.codec().encode(certificate, signer);
    }

    @Test
    void decodesEachFormWithItsCodecsOwnEngineUnlessGivenAnother() throws Exception {
        PrescriptionVerifier verifier = verifier();

        assertThat(verifier.engine(WireFormat.DER)).isEqualTo("codec");
        assertThat(verifier.engine(WireFormat.OER)).isEqualTo("codec");
        assertThat(verifier.engine(WireFormat.XML)).isEqualTo("dom");
        assertThat(verifier.verify(WireFormat.DER, signed).servedBy()).isEqualTo(ServedBy.CODEC);
        assertThat(verifier(engine(encoded -> new Scripted(encoded, "quick"))).engine(WireFormat.DER))
                .isEqualTo("scripted");
    }

    @Test
    void refusesTwoEnginesForOneForm() {
        DecodingEngine one = engine(encoded -> new Scripted(encoded, "quick"));
        assertThatIllegalArgumentException().isThrownBy(() -> verifier(one, one)).withMessage("two engines for der");
    }

    @Test
    void decidesARefusedCertificateAgainTheWayItsDecodingNames() throws Exception {
        PrescriptionVerifier verifier = verifier(engine(encoded -> new Scripted(encoded, "quick").refusing()
                .decidedBy(new Scripted(encoded, "thorough"))));

        VerifiedPrescription verified = verifier.verify(WireFormat.DER, signed);

        assertThat(verified.servedBy()).isEqualTo(ServedBy.of("thorough"));
        assertThat(verified.certificate()).isEqualTo(WireFormat.DER.codec().decode(signed).parse());
    }

    @Test
    void givesTheDecidingWaysReasonWhenItRefusesToo() {
        PrescriptionVerifier verifier = verifier(engine(encoded -> new Scripted(encoded, "quick").refusing()
                .decidedBy(new Scripted(encoded, "thorough").refusing())));

        assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> verifier.verify(WireFormat.DER,
                signed)).withMessage("refused by thorough");
    }

    @Test
    void letsARefusalStandWhenNoOtherWayDecides() {
        PrescriptionVerifier verifier = verifier(engine(encoded -> new Scripted(encoded, "quick").refusing()));

        assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> verifier.verify(WireFormat.DER,
                signed)).withMessage("refused by quick");
    }

    @Test
    void tellsAnAcceptedCertificateTheRegistrysKeyAndReportsWhatItLearned() throws Exception {
        List<PublicKey> told = new ArrayList<>();
        PrescriptionVerifier verifier = verifier(engine(encoded -> new Scripted(encoded, "quick").learning(told)));

        assertThat(verifier.verify(WireFormat.DER, signed).servedBy()).isEqualTo(ServedBy.of("learned"));
        assertThat(told).containsExactly(signer.certificate().getPublicKey());
    }

    @Test
    void tellsARefusedCertificateNothing() {
        List<PublicKey> told = new ArrayList<>();
        PrescriptionVerifier verifier = verifier(engine(encoded -> new Scripted(encoded, "quick").refusing()
                .learning(told)));

        assertThatExceptionOfType(VerificationException.class).isThrownBy(() -> verifier.verify(WireFormat.DER,
                signed));
        assertThat(told).isEmpty();
    }

    private static PrescriptionVerifier verifier(DecodingEngine... engines) {
        return new PrescriptionVerifier(registry, VerificationPolicy.strict(), Clock.systemUTC(), engines);
    }

    private static DecodingEngine engine(Scripting scripting) {
        return new DecodingEngine(WireFormat.DER, "scripted", bounds -> scripting::decode);
    }

    @FunctionalInterface
    private interface Scripting {
        DecodedCertificate decode(byte[] encoded) throws VerificationException;
    }

    /** The DER codec's certificate, served by a named way that may refuse its signature, name a decider, learn. */
    private static final class Scripted extends ForwardingDecodedCertificate {

        private final String way;
        private boolean refuses;
        private DecodedCertificate decider;
        private List<PublicKey> told;

        Scripted(byte[] encoded, String way) throws VerificationException {
            super(WireFormat.DER.codec().decode(encoded));
            this.way = way;
        }

        Scripted refusing() {
            refuses = true;
            return this;
        }

        Scripted decidedBy(DecodedCertificate other) {
            decider = other;
            return this;
        }

        Scripted learning(List<PublicKey> keys) {
            told = keys;
            return this;
        }

        @Override
        public void verifySignature(PublicKey key) throws VerificationException {
            if (refuses) {
                throw new VerificationException(Reason.BAD_SIGNATURE, "refused by " + way);
            }
            super.verifySignature(key);
        }

        @Override
        public ServedBy servedBy() {
            return ServedBy.of(way);
        }

        @Override
        public Optional<DecodedCertificate> decideAgain() {
            return Optional.ofNullable(decider);
        }

        @Override
        public ServedBy accepted(PublicKey signerKey) {
            if (told == null) {
                return servedBy();
            }
            told.add(signerKey);
            return ServedBy.of("learned");
        }
    }
}
