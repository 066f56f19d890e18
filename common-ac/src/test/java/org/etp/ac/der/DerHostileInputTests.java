package org.etp.ac.der;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import java.security.PublicKey;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.Random;
import org.bouncycastle.asn1.ASN1Encoding;
import org.bouncycastle.asn1.ASN1Primitive;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.TestCredentials;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Whatever arrives, decode, verify and parse answer with a {@link VerificationException} or a value, never
 * another exception, and nothing but the original bytes verifies.
 */
class DerHostileInputTests {

    private static final int MUTATIONS = 1500;

    private final DerCertificateCodec codec = DerCertificateCodec.instance();

    @ParameterizedTest
    @EnumSource(SignatureAlgorithm.class)
    void rejectsEveryTruncation(SignatureAlgorithm algorithm) throws Exception {
        byte[] der = codec.encode(TestCredentials.sample(Profile.COMPLEX, 41), TestCredentials.identity(algorithm));

        for (int length = 0; length < der.length; length++) {
            byte[] truncated = Arrays.copyOf(der, length);
            assertThatThrownBy(() -> codec.decode(truncated)).as("truncated to %d bytes", length)
                    .isInstanceOf(VerificationException.class);
        }
    }

    @ParameterizedTest
    @EnumSource(SignatureAlgorithm.class)
    void answersEverySingleByteMutationWithARefusalOrAnUnverifiedValue(SignatureAlgorithm algorithm) throws Exception {
        SigningIdentity signer = TestCredentials.identity(algorithm);
        PublicKey key = signer.certificate().getPublicKey();
        byte[] der = codec.encode(TestCredentials.sample(Profile.COMPLEX, 42), signer);
        Random random = new Random(algorithm.ordinal() * 7919L + 42);
        Map<Reason, Integer> outcomes = new EnumMap<>(Reason.class);

        for (int i = 0; i < MUTATIONS; i++) {
            byte[] mutated = der.clone();
            int position = random.nextInt(mutated.length);
            mutated[position] ^= (byte) (1 + random.nextInt(255));
            outcomes.merge(exercise(mutated, key, position), 1, Integer::sum);
        }

        // the mix shows that mutations reach every stage, not only the first check
        assertThat(outcomes).containsKeys(Reason.BAD_SIGNATURE, Reason.MALFORMED);
    }

    @ParameterizedTest
    @EnumSource(Profile.class)
    void answersRandomBytesWithARefusal(Profile profile) {
        Random random = new Random(profile.ordinal());
        for (int i = 0; i < 500; i++) {
            byte[] noise = new byte[random.nextInt(64)];
            random.nextBytes(noise);
            if (noise.length > 0 && random.nextBoolean()) {
                noise[0] = 0x30;
            }
            assertThatThrownBy(() -> codec.decode(noise)).isInstanceOf(VerificationException.class);
        }
    }

    /** Runs all three stages; returns the reason of the refusal, which must come as a VerificationException. */
    private Reason exercise(byte[] mutated, PublicKey key, int position) {
        DecodedCertificate decoded;
        try {
            decoded = codec.decode(mutated);
        } catch (VerificationException e) {
            return e.reason();
        } catch (RuntimeException | Error e) {
            throw new AssertionError("decode threw " + e + " for a mutation at " + position, e);
        }
        if (!Arrays.equals(reencodedByBouncyCastle(mutated), mutated)) {
            fail("decoding accepted a mutation at offset %d that is not DER", position);
        }
        Reason reason = null;
        try {
            decoded.verifySignature(key);
            fail("a certificate changed at offset %d verified", position);
        } catch (VerificationException e) {
            reason = e.reason();
        } catch (RuntimeException | Error e) {
            throw new AssertionError("verify threw " + e + " for a mutation at " + position, e);
        }
        try {
            decoded.parse();
        } catch (VerificationException e) {
            assertThat(e.reason()).isIn(Reason.MALFORMED, Reason.BAD_CONTENT);
        } catch (RuntimeException | Error e) {
            throw new AssertionError("parse threw " + e + " for a mutation at " + position, e);
        }
        return reason;
    }

    private static byte[] reencodedByBouncyCastle(byte[] der) {
        try {
            return ASN1Primitive.fromByteArray(der).getEncoded(ASN1Encoding.DER);
        } catch (Exception e) {
            throw new AssertionError("Bouncy Castle cannot read what decoding accepted", e);
        }
    }
}
