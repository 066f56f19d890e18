package org.etp.ac.oer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.etp.ac.oer.OerSurgery.concat;
import static org.etp.ac.oer.OerSurgery.octets;

import java.util.stream.Stream;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.testing.TestCredentials;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hostile envelopes: every other encoding of a certificate's values than the canonical one is
 * {@code NON_CANONICAL}; whatever is no ETP certificate — outside the profile, truncated, followed by bytes, a
 * length or quantity past the input, a name nested too deep — is {@code MALFORMED}; never another exception.
 * Each case of {@link OerHostileEnvelopes} runs on a certificate of every profile. The content's cases are in
 * {@link OerContentStrictTests}.
 */
class OerStrictDecodingTests {

    static Stream<Arguments> cases() {
        return Stream.of(Profile.values()).flatMap(profile -> OerHostileEnvelopes.CASES.stream()
                .map(each -> Arguments.of(profile, each.name(), each.reason(), Named.of(each.name(),
                        each.damage()))));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("cases")
    void refusesAHostileEnvelope(Profile profile, String what, Reason reason, OerHostileEnvelopes.Damage damage)
            throws Exception {
        byte[] oer = OerCertificateCodec.instance().encode(TestCredentials.sample(profile, 31),
                TestCredentials.identity(SignatureAlgorithm.RSA2048));
        byte[] hostile = damage.apply(oer, X696Certificate.read(oer));

        assertThatThrownBy(() -> OerCertificateCodec.instance().decode(hostile)).as(what)
                .isInstanceOfSatisfying(VerificationException.class, e -> assertThat(e.reason()).as(e.getMessage())
                        .isEqualTo(reason));
    }

    @ParameterizedTest
    @EnumSource(Profile.class)
    void ignoresANonCriticalExtensionAsTheDerFormDoes(Profile profile) throws Exception {
        byte[] oer = OerCertificateCodec.instance().encodeUnsigned(TestCredentials.sample(profile, 31));
        byte[] extended = OerHostileEnvelopes.withExtensions(oer, X696Certificate.read(oer),
                concat(octets(0x01, 0x01), OerHostileEnvelopes.extension(0x00)));

        assertThat(OerCertificateCodec.instance().decode(extended).parse())
                .isEqualTo(OerCertificateCodec.instance().decode(oer).parse());
    }
}
