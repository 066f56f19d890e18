package org.etp.prescriber.support;

import com.webauthn4j.converter.util.ObjectConverter;
import com.webauthn4j.data.attestation.authenticator.EC2COSEKey;
import com.webauthn4j.data.attestation.statement.COSEAlgorithmIdentifier;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.interfaces.ECPublicKey;
import java.security.spec.ECGenParameterSpec;
import java.time.Instant;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.springframework.security.web.webauthn.api.Bytes;
import org.springframework.security.web.webauthn.api.ImmutableCredentialRecord;
import org.springframework.security.web.webauthn.api.ImmutablePublicKeyCose;
import org.springframework.security.web.webauthn.api.ImmutablePublicKeyCredentialUserEntity;
import org.springframework.security.web.webauthn.api.PublicKeyCredentialType;
import org.springframework.security.web.webauthn.api.PublicKeyCredentialUserEntity;
import org.springframework.security.web.webauthn.management.PublicKeyCredentialUserEntityRepository;
import org.springframework.security.web.webauthn.management.UserCredentialRepository;

/**
 * A passkey in software, as an authenticator makes it: an ES256 key pair made with the JDK, a random credential ID,
 * and assertions built as WebAuthn defines them — authenticatorData = SHA-256(RP ID) | flags | counter, the client's
 * JSON of a {@code webauthn.get} with the challenge and origin, and an ECDSA signature over
 * {@code authenticatorData || SHA-256(clientDataJSON)}. Each assertion counts up unless told a counter.
 */
public final class SoftwarePasskey {

    private static final byte USER_PRESENT = 0x01;
    private static final byte USER_VERIFIED = 0x04;
    private static final Base64.Encoder BASE64URL = Base64.getUrlEncoder().withoutPadding();

    private final KeyPair keys;
    private final byte[] credentialId = new byte[16];
    private final String rpId;
    private long counter;

    private SoftwarePasskey(String rpId) {
        this.rpId = rpId;
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
            generator.initialize(new ECGenParameterSpec("secp256r1"));
            this.keys = generator.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
        new SecureRandom().nextBytes(credentialId);
    }

    public static SoftwarePasskey create(String rpId) {
        return new SoftwarePasskey(rpId);
    }

    public String credentialId() {
        return BASE64URL.encodeToString(credentialId);
    }

    /**
     * Stores it as {@code username}'s passkey {@code label}, as Spring Security's registration would, with the
     * counter it has now.
     */
    public void registerFor(String username, String label, PublicKeyCredentialUserEntityRepository users,
            UserCredentialRepository credentials) {
        PublicKeyCredentialUserEntity user = users.findByUsername(username);
        if (user == null) {
            user = ImmutablePublicKeyCredentialUserEntity.builder().name(username).displayName(username)
                    .id(Bytes.random()).build();
            users.save(user);
        }
        byte[] cose = new ObjectConverter().getCborConverter().writeValueAsBytes(
                EC2COSEKey.create((ECPublicKey) keys.getPublic(), COSEAlgorithmIdentifier.ES256));
        credentials.save(ImmutableCredentialRecord.builder().credentialId(new Bytes(credentialId))
                .userEntityUserId(user.getId()).publicKey(new ImmutablePublicKeyCose(cose)).signatureCount(counter)
                .uvInitialized(true).backupEligible(false).backupState(false).transports(Set.of())
                .credentialType(PublicKeyCredentialType.PUBLIC_KEY).created(Instant.now()).lastUsed(Instant.now())
                .label(label).build());
    }

    /** The confirmation page's fields for an assertion over {@code challenge} from {@code origin}, counting up. */
    public Map<String, String> assertion(byte[] challenge, String origin, boolean userVerified) {
        return assertion(challenge, origin, userVerified, ++counter);
    }

    /** As {@link #assertion(byte[], String, boolean)} with the counter given. */
    public Map<String, String> assertion(byte[] challenge, String origin, boolean userVerified, long count) {
        try {
            byte[] authenticatorData = ByteBuffer.allocate(37)
                    .put(MessageDigest.getInstance("SHA-256").digest(rpId.getBytes(StandardCharsets.UTF_8)))
                    .put((byte) (USER_PRESENT | (userVerified ? USER_VERIFIED : 0))).putInt((int) count).array();
            byte[] clientData = ("{\"type\":\"webauthn.get\",\"challenge\":\"" + BASE64URL.encodeToString(challenge)
                    + "\",\"origin\":\"" + origin + "\",\"crossOrigin\":false}").getBytes(StandardCharsets.UTF_8);
            Signature signer = Signature.getInstance("SHA256withECDSA");
            signer.initSign(keys.getPrivate());
            signer.update(authenticatorData);
            signer.update(MessageDigest.getInstance("SHA-256").digest(clientData));
            Map<String, String> fields = new LinkedHashMap<>();
            fields.put("credentialId", credentialId());
            fields.put("authenticatorData", BASE64URL.encodeToString(authenticatorData));
            fields.put("clientDataJson", BASE64URL.encodeToString(clientData));
            fields.put("signature", BASE64URL.encodeToString(signer.sign()));
            return fields;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
