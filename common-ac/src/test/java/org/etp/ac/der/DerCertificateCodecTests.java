package org.etp.ac.der;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.security.KeyPairGenerator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.AuditRecord;
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

class DerCertificateCodecTests {

    private final DerCertificateCodec codec = DerCertificateCodec.instance();

    static Stream<Arguments> profilesAndAlgorithms() {
        return Stream.of(Profile.values()).flatMap(profile -> Stream.of(SignatureAlgorithm.values())
                .map(algorithm -> Arguments.of(profile, algorithm)));
    }

    @ParameterizedTest
    @MethodSource("profilesAndAlgorithms")
    void roundTripsEveryProfileWithEveryAlgorithm(Profile profile, SignatureAlgorithm algorithm) throws Exception {
        SigningIdentity signer = TestCredentials.identity(algorithm);
        PrescriptionCertificate original = TestCredentials.sample(profile, 11);

        DecodedCertificate decoded = codec.decode(codec.encode(original, signer));
        decoded.verifySignature(signer.certificate().getPublicKey());

        assertThat(decoded.format()).isEqualTo(WireFormat.DER);
        assertThat(decoded.signatureAlgorithm()).contains(algorithm);
        assertThat(decoded.issuer()).isEqualTo(signer.subject());
        assertThat(decoded.parse()).isEqualTo(original);
    }

    @ParameterizedTest
    @EnumSource(Profile.class)
    void roundTripsUnsignedCertificates(Profile profile) throws Exception {
        PrescriptionCertificate original = TestCredentials.sample(profile, 12);

        DecodedCertificate decoded = codec.decode(codec.encodeUnsigned(original));

        assertThat(decoded.signatureAlgorithm()).isEmpty();
        assertThat(decoded.issuer()).isEqualTo(original.issuer());
        assertThat(decoded.parse()).isEqualTo(original);
    }

    @Test
    void roundTripsManySeeds() throws Exception {
        for (long seed = 0; seed < 60; seed++) {
            PrescriptionCertificate original = TestCredentials.sample(Profile.values()[(int) (seed % 3)], seed);
            assertThat(codec.decode(codec.encodeUnsigned(original)).parse()).isEqualTo(original);
        }
    }

    @Test
    void encodesTheSameCertificateToTheSameBytes() throws Exception {
        PrescriptionCertificate certificate = TestCredentials.sample(Profile.COMPLEX, 3);
        SigningIdentity signer = TestCredentials.identity(SignatureAlgorithm.ED25519);

        assertThat(codec.encode(certificate, signer)).isEqualTo(codec.encode(certificate, signer));
        assertThat(codec.encodeUnsigned(certificate)).isEqualTo(codec.encodeUnsigned(certificate));
    }

    @Test
    void encodesAnEmptySignatureValueWhenUnsigned() throws Exception {
        byte[] der = codec.encodeUnsigned(TestCredentials.sample(Profile.SIMPLE, 1));

        assertThat(Arrays.copyOfRange(der, der.length - 3, der.length)).containsExactly(0x03, 0x01, 0x00);
        assertThat(DerSurgery.at(DerSurgery.parse(der), 1)).isEqualTo(AlgorithmIdentifiers.UNSIGNED);
    }

    @Test
    void encodesTheValidityAsWholeSecondGeneralizedTimes() throws Exception {
        PrescriptionCertificate certificate = TestCredentials.sample(Profile.SIMPLE, 1);
        byte[] der = codec.encodeUnsigned(certificate);

        String notBefore = Values.TIME.format(certificate.validity().notBefore());
        assertThat(notBefore).matches("[0-9]{14}Z");
        assertThat(DerSurgery.indexOf(der, DerSurgery.concat(new byte[] {0x18, 15}, notBefore.getBytes())))
                .isPositive();
    }

    @Test
    void refusesToSignForAnotherIssuer() {
        PrescriptionCertificate certificate = TestCredentials.sample(Profile.PRESCRIPTION, 1);
        SigningIdentity stranger = TestCredentials.create(SignatureAlgorithm.ECP256, new PrescriberIdentity(
                TestCredentials.PRESCRIBER.prescriber(), new Organisation("Y99999", "Elsewhere")));

        assertThatThrownBy(() -> codec.encode(certificate, stranger)).isInstanceOf(CodecException.class)
                .hasMessageContaining("issuer");
    }

    @ParameterizedTest
    @EnumSource(SignatureAlgorithm.class)
    void rejectsAChangedByteInASignedString(SignatureAlgorithm algorithm) throws Exception {
        SigningIdentity signer = TestCredentials.identity(algorithm);
        PrescriptionCertificate certificate = TestCredentials.sample(Profile.COMPLEX, 5);
        byte[] der = codec.encode(certificate, signer);
        String pharmacist = ((AuditRecord) certificate.content()).dispenseHistory().get(0).pharmacist();
        int at = DerSurgery.indexOf(der, pharmacist.getBytes());
        der[at + 1]++;

        DecodedCertificate decoded = codec.decode(der);

        assertRejected(() -> decoded.verifySignature(signer.certificate().getPublicKey()), Reason.BAD_SIGNATURE);
        assertThat(((AuditRecord) decoded.parse().content()).dispenseHistory().get(0).pharmacist())
                .isNotEqualTo(pharmacist);
    }

    @ParameterizedTest
    @EnumSource(SignatureAlgorithm.class)
    void rejectsAChangedSignatureValue(SignatureAlgorithm algorithm) throws Exception {
        SigningIdentity signer = TestCredentials.identity(algorithm);
        byte[] der = codec.encode(TestCredentials.sample(Profile.SIMPLE, 5), signer);
        der[der.length - 1] ^= 0x01;

        assertRejected(() -> codec.decode(der).verifySignature(signer.certificate().getPublicKey()),
                Reason.BAD_SIGNATURE);
    }

    @ParameterizedTest
    @EnumSource(SignatureAlgorithm.class)
    void rejectsAnotherKeyOfTheSameAlgorithm(SignatureAlgorithm algorithm) throws Exception {
        byte[] der = codec.encode(TestCredentials.sample(Profile.PRESCRIPTION, 5), TestCredentials.identity(algorithm));
        SigningIdentity other = TestCredentials.create(algorithm, TestCredentials.PRESCRIBER);

        assertRejected(() -> codec.decode(der).verifySignature(other.certificate().getPublicKey()),
                Reason.BAD_SIGNATURE);
    }

    @Test
    void rejectsAnRsaKeyUnder2048Bits() throws Exception {
        byte[] der = codec.encode(TestCredentials.sample(Profile.SIMPLE, 5),
                TestCredentials.identity(SignatureAlgorithm.RSA2048));
        KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
        generator.initialize(1024);

        assertRejected(() -> codec.decode(der).verifySignature(generator.generateKeyPair().getPublic()),
                Reason.DISALLOWED_ALGORITHM);
    }

    @Test
    void rejectsAKeyOfAnotherAlgorithm() throws Exception {
        byte[] der = codec.encode(TestCredentials.sample(Profile.SIMPLE, 5),
                TestCredentials.identity(SignatureAlgorithm.RSA2048));
        var ecKey = TestCredentials.identity(SignatureAlgorithm.ECP256).certificate().getPublicKey();

        assertRejected(() -> codec.decode(der).verifySignature(ecKey), Reason.DISALLOWED_ALGORITHM);
    }

    @Test
    void neverVerifiesAnUnsignedCertificate() throws Exception {
        DecodedCertificate decoded = codec.decode(codec.encodeUnsigned(TestCredentials.sample(Profile.SIMPLE, 5)));
        var key = TestCredentials.identity(SignatureAlgorithm.RSA2048).certificate().getPublicKey();

        assertRejected(() -> decoded.verifySignature(key), Reason.BAD_SIGNATURE);
    }

    @Test
    void verifiesFromManyThreadsAtOnce() throws Exception {
        SigningIdentity rsa = TestCredentials.identity(SignatureAlgorithm.RSA2048);
        SigningIdentity ed = TestCredentials.identity(SignatureAlgorithm.ED25519);
        byte[] good = codec.encode(TestCredentials.sample(Profile.COMPLEX, 8), rsa);
        byte[] otherGood = codec.encode(TestCredentials.sample(Profile.PRESCRIPTION, 8), ed);
        byte[] bad = good.clone();
        bad[bad.length - 7] ^= 0x40;

        var failures = new AtomicInteger();
        var threads = new ArrayList<Thread>();
        for (int t = 0; t < 4; t++) {
            threads.add(new Thread(() -> {
                for (int i = 0; i < 200; i++) {
                    try {
                        codec.decode(good).verifySignature(rsa.certificate().getPublicKey());
                        codec.decode(otherGood).verifySignature(ed.certificate().getPublicKey());
                        codec.decode(bad).verifySignature(rsa.certificate().getPublicKey());
                        failures.incrementAndGet();
                    } catch (VerificationException e) {
                        if (e.reason() != Reason.BAD_SIGNATURE) {
                            failures.incrementAndGet();
                        }
                    } catch (RuntimeException e) {
                        failures.incrementAndGet();
                    }
                }
            }));
        }
        threads.forEach(Thread::start);
        for (Thread thread : threads) {
            thread.join();
        }

        assertThat(failures).hasValue(0);
    }

    static void assertRejected(ThrowingCallable call, Reason reason) {
        assertThatThrownBy(call).isInstanceOfSatisfying(VerificationException.class,
                e -> assertThat(e.reason()).as(e.getMessage()).isEqualTo(reason));
    }
}
