package org.etp.ac.testing;

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
import java.util.Set;
import org.etp.ac.codec.CertificateCodec;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The hostile-input and fuzz harness of a binary form's codec, the same for DER and OER: whatever arrives —
 * every truncation, single-byte mutations, random bytes, a timed mutation run of every profile and algorithm
 * — decode, verify and parse answer with a {@link VerificationException} or a value, never another exception;
 * nothing but the signed bytes verifies; and whatever decoding accepts, a reader independent of the codec
 * ({@link #assertIndependentlyCanonical}) takes as the form's canonical encoding. A form's test class says
 * how it differs: its codec, its independent reader, the refusals its inputs must reach, its noise.
 */
public abstract class HostileInputHarness {

    private static final int MUTATIONS = 1500;

    /**
     * Random inputs: of up to {@code maxLength} bytes, and half of those longer than {@code longerThan} made to
     * start with {@code prefix}, the form's first octets, so that they get past the first check.
     */
    public record Noise(long seed, int maxLength, int longerThan, byte... prefix) {
    }

    protected abstract CertificateCodec codec();

    /** The reasons every truncation may be refused with. */
    protected abstract Set<Reason> truncationReasons();

    /** The seed of the single-byte mutations, added to 7919 × the algorithm's ordinal. */
    protected abstract long mutationSeed();

    /** The reasons single-byte mutations of a complex certificate must reach, to show they pass every stage. */
    protected abstract Set<Reason> mutationReasons();

    protected abstract Noise noise();

    /** The reasons the timed mutation run must reach. */
    protected abstract Set<Reason> fuzzReasons();

    /** Fails when {@code accepted}, which decoding accepted, is not canonical to a reader other than the codec. */
    protected abstract void assertIndependentlyCanonical(byte[] accepted);

    @ParameterizedTest
    @EnumSource(SignatureAlgorithm.class)
    public void refusesEveryTruncation(SignatureAlgorithm algorithm) throws Exception {
        byte[] encoded = codec().encode(TestCredentials.sample(Profile.COMPLEX, 41),
                TestCredentials.identity(algorithm));

        for (int length = 0; length < encoded.length; length++) {
            byte[] truncated = Arrays.copyOf(encoded, length);
            assertThatThrownBy(() -> codec().decode(truncated)).as("truncated to %d bytes", length)
                    .isInstanceOfSatisfying(VerificationException.class,
                            e -> assertThat(e.reason()).isIn(truncationReasons()));
        }
    }

    @ParameterizedTest
    @EnumSource(SignatureAlgorithm.class)
    public void answersEverySingleByteMutationWithARefusalOrAnUnverifiedValue(SignatureAlgorithm algorithm)
            throws Exception {
        SigningIdentity signer = TestCredentials.identity(algorithm);
        byte[] encoded = codec().encode(TestCredentials.sample(Profile.COMPLEX, 42), signer);
        Random random = new Random(algorithm.ordinal() * 7919L + mutationSeed());
        Map<Reason, Integer> outcomes = new EnumMap<>(Reason.class);

        for (int i = 0; i < MUTATIONS; i++) {
            byte[] mutated = encoded.clone();
            mutated[random.nextInt(mutated.length)] ^= (byte) (1 + random.nextInt(255));
            outcomes.merge(exercise(mutated, signer.certificate().getPublicKey(), List.of(encoded)), 1,
                    Integer::sum);
        }

        // the mix shows that mutations reach every stage, not only the first check
        assertThat(outcomes).containsKeys(mutationReasons().toArray(Reason[]::new));
    }

    @ParameterizedTest
    @EnumSource(Profile.class)
    public void answersRandomBytesWithARefusal(Profile profile) {
        Noise noise = noise();
        Random random = new Random(profile.ordinal() + noise.seed());
        for (int i = 0; i < 500; i++) {
            byte[] bytes = new byte[random.nextInt(noise.maxLength())];
            random.nextBytes(bytes);
            if (bytes.length > noise.longerThan() && random.nextBoolean()) {
                System.arraycopy(noise.prefix(), 0, bytes, 0, noise.prefix().length);
            }
            assertThatThrownBy(() -> codec().decode(bytes)).isInstanceOf(VerificationException.class);
        }
    }

    @Test
    public void survivesATimedMutationRunOfEveryProfileAndAlgorithm() throws Exception {
        List<byte[]> corpus = new ArrayList<>();
        Map<byte[], PublicKey> keys = new IdentityHashMap<>();
        for (Profile profile : Profile.values()) {
            for (SignatureAlgorithm algorithm : SignatureAlgorithm.values()) {
                SigningIdentity signer = TestCredentials.identity(algorithm);
                byte[] encoded = codec().encode(TestCredentials.sample(profile, 43), signer);
                corpus.add(encoded);
                keys.put(encoded, signer.certificate().getPublicKey());
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

        System.out.printf("fuzz %s decoder: %d inputs, outcomes %s%n", codec().format(), tried, outcomes);
        assertThat(tried).isPositive();
        assertThat(outcomes).containsKeys(fuzzReasons().toArray(Reason[]::new));
    }

    /**
     * Runs all three stages; returns the reason of the refusal, which must come as a VerificationException, or
     * null when the input verified, which only one of the {@code signed} certificates may.
     */
    private Reason exercise(byte[] input, PublicKey key, List<byte[]> signed) {
        DecodedCertificate decoded;
        try {
            decoded = codec().decode(input);
        } catch (VerificationException e) {
            return e.reason();
        } catch (RuntimeException | Error e) {
            throw new AssertionError("decode threw " + e + " for " + HexFormat.of().formatHex(input), e);
        }
        assertIndependentlyCanonical(input);
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
