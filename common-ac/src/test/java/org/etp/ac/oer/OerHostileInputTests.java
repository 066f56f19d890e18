package org.etp.ac.oer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import java.security.PublicKey;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HexFormat;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.Mutator;
import org.etp.ac.testing.TestCredentials;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A bounded, seeded fuzz run of the OER decoder: whatever arrives, decode, verify and parse answer with a
 * {@link VerificationException} or a value, never another exception; nothing but the signed bytes verifies;
 * and whatever decoding accepts, the independent {@link X696Reader} reads as canonical OER.
 */
class OerHostileInputTests {

    private static final int MUTATIONS = 1500;

    private final OerCertificateCodec codec = OerCertificateCodec.instance();

    @ParameterizedTest
    @EnumSource(SignatureAlgorithm.class)
    void refusesEveryTruncation(SignatureAlgorithm algorithm) throws Exception {
        byte[] oer = codec.encode(TestCredentials.sample(Profile.COMPLEX, 41), TestCredentials.identity(algorithm));

        for (int length = 0; length < oer.length; length++) {
            byte[] truncated = Arrays.copyOf(oer, length);
            assertThatThrownBy(() -> codec.decode(truncated)).as("truncated to %d bytes", length)
                    .isInstanceOfSatisfying(VerificationException.class,
                            e -> assertThat(e.reason()).isIn(Reason.MALFORMED, Reason.NON_CANONICAL));
        }
    }

    @ParameterizedTest
    @EnumSource(SignatureAlgorithm.class)
    void answersEverySingleByteMutationWithARefusalOrAnUnverifiedValue(SignatureAlgorithm algorithm) throws Exception {
        SigningIdentity signer = TestCredentials.identity(algorithm);
        byte[] oer = codec.encode(TestCredentials.sample(Profile.COMPLEX, 42), signer);
        Random random = new Random(algorithm.ordinal() * 7919L + 43);
        Map<Reason, Integer> outcomes = new EnumMap<>(Reason.class);

        for (int i = 0; i < MUTATIONS; i++) {
            byte[] mutated = oer.clone();
            mutated[random.nextInt(mutated.length)] ^= (byte) (1 + random.nextInt(255));
            outcomes.merge(exercise(mutated, signer.certificate().getPublicKey(), List.of(oer)), 1, Integer::sum);
        }

        // the mix shows that mutations reach every stage, not only the first check
        assertThat(outcomes).containsKeys(Reason.BAD_SIGNATURE, Reason.MALFORMED, Reason.NON_CANONICAL);
    }

    @ParameterizedTest
    @EnumSource(Profile.class)
    void answersRandomBytesWithARefusal(Profile profile) {
        Random random = new Random(profile.ordinal() + 100);
        for (int i = 0; i < 500; i++) {
            byte[] noise = new byte[random.nextInt(96)];
            random.nextBytes(noise);
            if (noise.length > 2 && random.nextBoolean()) {
                noise[0] = 0x00;
                noise[1] = 0x01;
            }
            assertThatThrownBy(() -> codec.decode(noise)).isInstanceOf(VerificationException.class);
        }
    }

    @Test
    void survivesATimedMutationRunOfEveryProfileAndAlgorithm() throws Exception {
        List<byte[]> corpus = new ArrayList<>();
        Map<byte[], PublicKey> keys = new IdentityHashMap<>();
        for (Profile profile : Profile.values()) {
            for (SignatureAlgorithm algorithm : SignatureAlgorithm.values()) {
                SigningIdentity signer = TestCredentials.identity(algorithm);
                byte[] oer = codec.encode(TestCredentials.sample(profile, 43), signer);
                corpus.add(oer);
                keys.put(oer, signer.certificate().getPublicKey());
            }
        }
        Map<Reason, Integer> outcomes = new EnumMap<>(Reason.class);
        PublicKey rsa = TestCredentials.identity(SignatureAlgorithm.RSA2048).certificate().getPublicKey();

        long tried = new Mutator(corpus).run(input -> {
            PublicKey key = corpus.stream().filter(seed -> Arrays.equals(seed, input)).findFirst().map(keys::get)
                    .orElse(rsa);
            Reason reason = exercise(input, key, corpus);
            if (reason != null) {
                outcomes.merge(reason, 1, Integer::sum);
            }
        });

        System.out.printf("fuzz OER decoder: %d inputs, outcomes %s%n", tried, outcomes);
        assertThat(tried).isPositive();
        assertThat(outcomes).containsKeys(Reason.MALFORMED, Reason.NON_CANONICAL);
    }

    /**
     * Runs all three stages; returns the reason of the refusal, which must come as a VerificationException, or
     * null when the input verified, which only one of the {@code signed} certificates may.
     */
    private Reason exercise(byte[] input, PublicKey key, List<byte[]> signed) {
        DecodedCertificate decoded;
        try {
            decoded = codec.decode(input);
        } catch (VerificationException e) {
            return e.reason();
        } catch (RuntimeException | Error e) {
            throw new AssertionError("decode threw " + e + " for " + HexFormat.of().formatHex(input), e);
        }
        try {
            X696Certificate.read(input);
        } catch (RuntimeException e) {
            fail("decoding accepted what X.696 does not read as canonical: %s (%s)", e.getMessage(),
                    HexFormat.of().formatHex(input));
        }
        Reason reason = null;
        try {
            decoded.verifySignature(key);
            if (signed.stream().noneMatch(seed -> Arrays.equals(seed, input))) {
                fail("a changed certificate verified: %s", HexFormat.of().formatHex(input));
            }
        } catch (VerificationException e) {
            reason = e.reason();
        } catch (RuntimeException | Error e) {
            throw new AssertionError("verify threw " + e + " for " + HexFormat.of().formatHex(input), e);
        }
        try {
            decoded.parse();
        } catch (VerificationException e) {
            assertThat(e.reason()).isIn(Reason.MALFORMED, Reason.BAD_CONTENT);
        } catch (RuntimeException | Error e) {
            throw new AssertionError("parse threw " + e + " for " + HexFormat.of().formatHex(input), e);
        }
        return reason;
    }
}
