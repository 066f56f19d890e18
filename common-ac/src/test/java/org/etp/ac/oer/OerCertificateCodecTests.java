package org.etp.ac.oer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.stream.Stream;
import org.bouncycastle.asn1.ASN1Encoding;
import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.der.Asn1Mapping;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.TestCredentials;
import org.etp.ac.trust.PrescriberIdentity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

class OerCertificateCodecTests {

    private final OerCertificateCodec codec = OerCertificateCodec.instance();

    static Stream<Arguments> profilesAndAlgorithms() {
        return Stream.of(Profile.values()).flatMap(profile -> Stream.of(SignatureAlgorithm.values())
                .map(algorithm -> Arguments.of(profile, algorithm)));
    }

    @Test
    void isTheCodecOfFormatCodeThree() {
        assertThat(WireFormat.fromCode(3)).isEqualTo(WireFormat.OER);
        assertThat(WireFormat.fromId("oer").codec()).isSameAs(codec);
        assertThat(codec.format()).isEqualTo(WireFormat.OER);
    }

    @ParameterizedTest
    @MethodSource("profilesAndAlgorithms")
    void roundTripsEveryProfileWithEveryAlgorithm(Profile profile, SignatureAlgorithm algorithm) throws Exception {
        SigningIdentity signer = TestCredentials.identity(algorithm);
        PrescriptionCertificate original = TestCredentials.sample(profile, 11);
        byte[] oer = codec.encode(original, signer);

        DecodedCertificate decoded = codec.decode(oer);
        decoded.verifySignature(signer.certificate().getPublicKey());

        assertThat(decoded.format()).isEqualTo(WireFormat.OER);
        assertThat(decoded.signatureAlgorithm()).contains(algorithm);
        assertThat(decoded.issuer()).isEqualTo(signer.subject());
        assertThat(decoded.parse()).isEqualTo(original)
                .isEqualTo(WireFormat.DER.codec().decode(WireFormat.DER.codec().encode(original, signer)).parse());
        assertThat(codec.encodeUnsigned(original)).as("the same certificate, the same bytes")
                .isEqualTo(codec.encodeUnsigned(original));
    }

    @Test
    void roundTripsUnsignedCertificatesOfManySeeds() throws Exception {
        for (long seed = 0; seed < 60; seed++) {
            PrescriptionCertificate original = TestCredentials.sample(Profile.values()[(int) (seed % 3)], seed);
            byte[] oer = codec.encodeUnsigned(original);

            DecodedCertificate decoded = codec.decode(oer);

            assertThat(decoded.signatureAlgorithm()).isEmpty();
            assertThat(decoded.parse()).isEqualTo(original);
            assertThat(Arrays.copyOfRange(oer, oer.length - 2, oer.length)).as("an empty BIT STRING")
                    .containsExactly(0x01, 0x00);
            var key = TestCredentials.identity(SignatureAlgorithm.ED25519).certificate().getPublicKey();
            assertThatThrownBy(() -> decoded.verifySignature(key)).isInstanceOfSatisfying(
                    VerificationException.class, e -> assertThat(e.reason()).isEqualTo(Reason.BAD_SIGNATURE));
        }
    }

    @Test
    void refusesToSignForAnotherIssuer() {
        PrescriptionCertificate certificate = TestCredentials.sample(Profile.PRESCRIPTION, 1);
        SigningIdentity stranger = TestCredentials.create(SignatureAlgorithm.ED25519, new PrescriberIdentity(
                TestCredentials.PRESCRIBER.prescriber(), new Organisation("Y99999", "Elsewhere")));

        assertThatThrownBy(() -> codec.encode(certificate, stranger)).isInstanceOf(CodecException.class)
                .hasMessageContaining("issuer");
    }

    @ParameterizedTest
    @EnumSource(SignatureAlgorithm.class)
    void verifiesOnlyTheSignedContent(SignatureAlgorithm algorithm) throws Exception {
        SigningIdentity signer = TestCredentials.identity(algorithm);
        PrescriptionCertificate certificate = TestCredentials.sample(Profile.COMPLEX, 5);
        byte[] oer = codec.encode(certificate, signer);
        int at = X696Certificate.read(oer).offset("content.dispenseHistory[0].pharmacist");
        oer[at + 1]++;

        DecodedCertificate decoded = codec.decode(oer);

        assertThatThrownBy(() -> decoded.verifySignature(signer.certificate().getPublicKey()))
                .isInstanceOfSatisfying(VerificationException.class,
                        e -> assertThat(e.reason()).isEqualTo(Reason.BAD_SIGNATURE));
        assertThat(decoded.parse()).isNotEqualTo(certificate);
    }

    /** Prints the sizes docs/formats.md quotes: the sample of {@code ./etp sample --seed 1}. */
    @Test
    void isSmallerThanDerInEveryProfileAndSavesMostInTheContent() throws Exception {
        System.out.println("OER v DER, bytes (seed 1): profile | unsigned | rsa2048 | ecp256 | ed25519 | content");
        for (Profile profile : Profile.values()) {
            PrescriptionCertificate certificate = TestCredentials.sample(profile, 1);
            StringBuilder row = new StringBuilder(profile.id());
            row.append(" | ").append(sizes(codec.encodeUnsigned(certificate),
                    WireFormat.DER.codec().encodeUnsigned(certificate)));
            for (SignatureAlgorithm algorithm : SignatureAlgorithm.values()) {
                SigningIdentity signer = TestCredentials.identity(algorithm);
                row.append(" | ").append(sizes(codec.encode(certificate, signer),
                        WireFormat.DER.codec().encode(certificate, signer)));
            }
            X696Certificate read = X696Certificate.read(codec.encodeUnsigned(certificate));
            int oerContent = read.offset("acinfo.end") - read.offset("content");
            int derContent = Asn1Mapping.content(certificate).toASN1Primitive().getEncoded(ASN1Encoding.DER).length;
            row.append(" | ").append(sizes(new byte[oerContent], new byte[derContent]));
            System.out.println("OER v DER: " + row);
            assertThat(oerContent).as("the content, where OER drops tags and fixed lengths")
                    .isLessThanOrEqualTo(derContent * 9 / 10);
        }
    }

    @Test
    void dumpsTheEnvelopeAndTheContentWithTheRuntimesTrace() throws Exception {
        PrescriptionCertificate certificate = TestCredentials.sample(Profile.PRESCRIPTION, 1);
        String dump = codec.dump(codec.encodeUnsigned(certificate));

        assertThat(dump).contains("AttributeCertificate", "serialNumber", "content (prescription)",
                certificate.prescriptionId().value());
        assertThat(dump.lines()).allMatch(line -> line.length() <= 164);
        assertThatThrownBy(() -> codec.dump(new byte[] {1, 2, 3}))
                .isInstanceOf(CodecException.class);
    }

    private static String sizes(byte[] oer, byte[] der) {
        return String.format("%d/%d = %.3f", oer.length, der.length, (double) oer.length / der.length);
    }
}
