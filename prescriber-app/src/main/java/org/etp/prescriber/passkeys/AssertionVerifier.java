package org.etp.prescriber.passkeys;

import com.webauthn4j.WebAuthnManager;
import com.webauthn4j.converter.exception.DataConversionException;
import com.webauthn4j.converter.util.ObjectConverter;
import com.webauthn4j.credential.CredentialRecordImpl;
import com.webauthn4j.data.AuthenticationData;
import com.webauthn4j.data.AuthenticationParameters;
import com.webauthn4j.data.AuthenticationRequest;
import com.webauthn4j.data.attestation.authenticator.AAGUID;
import com.webauthn4j.data.attestation.authenticator.AttestedCredentialData;
import com.webauthn4j.data.attestation.authenticator.COSEKey;
import com.webauthn4j.data.client.Origin;
import com.webauthn4j.data.client.challenge.DefaultChallenge;
import com.webauthn4j.server.ServerProperty;
import com.webauthn4j.verifier.exception.BadChallengeException;
import com.webauthn4j.verifier.exception.BadOriginException;
import com.webauthn4j.verifier.exception.BadRpIdException;
import com.webauthn4j.verifier.exception.BadSignatureException;
import com.webauthn4j.verifier.exception.CrossOriginException;
import com.webauthn4j.verifier.exception.MaliciousCounterValueException;
import com.webauthn4j.verifier.exception.UserNotPresentException;
import com.webauthn4j.verifier.exception.UserNotVerifiedException;
import com.webauthn4j.verifier.exception.VerificationException;
import java.time.Clock;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.security.web.webauthn.api.CredentialRecord;
import org.springframework.stereotype.Component;

/**
 * Verifies a passkey assertion for one signature with webauthn4j: a credential registered to this prescriber (and
 * the user handle, when the authenticator sends one, theirs), the client data of a {@code webauthn.get} whose
 * challenge is exactly the one given — the SHA-256 of the bytes about to be signed — from one of
 * {@code etp.passkeys.origins}, the RP ID's hash, the user present and verified (PIN or biometric), the signature
 * with the credential's registered key, and a signature counter above the stored one, which is then stored. Every
 * refusal says why in a sentence; nothing is signed after one.
 *
 * <p>Spring Security's own passkey sign-in checks the counter against the one registered; this checks it against
 * the one last stored, so a copied authenticator or a replayed assertion is refused however often the passkey was
 * used since.
 */
@Component
public class AssertionVerifier {

    private static final Logger security = LoggerFactory.getLogger("org.etp.prescriber.security-events");

    private final Passkeys passkeys;
    private final String rpId;
    private final Set<Origin> origins;
    private final Clock clock;
    private final WebAuthnManager manager = WebAuthnManager.createNonStrictWebAuthnManager();
    private final ObjectConverter converter = new ObjectConverter();

    AssertionVerifier(Passkeys passkeys, PasskeyProperties properties, Clock clock) {
        this.passkeys = passkeys;
        this.rpId = properties.rpId();
        this.origins = properties.origins().stream().map(Origin::new).collect(Collectors.toUnmodifiableSet());
        this.clock = clock;
    }

    /**
     * Verifies {@code assertion} as {@code username}'s confirmation of {@code digests} (its challenge is
     * {@link ConfirmedDigests#challenge}) and advances the passkey's counter.
     *
     * @throws RefusedConfirmationException with the reason in a sentence
     */
    public ConfirmedAssertion verify(String username, Assertion assertion, ConfirmedDigests digests)
            throws RefusedConfirmationException {
        List<CredentialRecord> own = passkeys.recordsOf(username);
        CredentialRecord record = own.stream()
                .filter(each -> Arrays.equals(each.getCredentialId().getBytes(), assertion.credentialId()))
                .findFirst().orElseThrow(() -> refused(username, "not theirs",
                        "That passkey is not one of yours: only a passkey registered to your account confirms your"
                                + " signature."));
        byte[] userHandle = assertion.userHandle();
        if (userHandle != null && !Arrays.equals(userHandle, record.getUserEntityUserId().getBytes())) {
            throw refused(username, "another user handle", "That passkey answered for another account.");
        }
        AuthenticationData data = check(username, assertion, digests, record, own);
        long count = data.getAuthenticatorData().getSignCount();
        var now = clock.instant();
        if (!passkeys.advanceCounter(record.getCredentialId(), count, now)) {
            throw refused(username, "counter not advanced", counterSentence());
        }
        return new ConfirmedAssertion(assertion, digests, record.getLabel(), record.getPublicKey().getBytes(), count,
                now);
    }

    private AuthenticationData check(String username, Assertion assertion, ConfirmedDigests digests,
            CredentialRecord record, List<CredentialRecord> own) throws RefusedConfirmationException {
        ServerProperty server = new ServerProperty(origins, rpId, new DefaultChallenge(digests.challenge()));
        List<byte[]> allowed = own.stream().map(each -> each.getCredentialId().getBytes()).toList();
        try {
            AuthenticationParameters parameters = new AuthenticationParameters(server, credential(record), allowed,
                    true, true);
            return manager.verify(new AuthenticationRequest(assertion.credentialId(), assertion.userHandle(),
                    assertion.authenticatorData(), assertion.clientDataJson(), null, assertion.signature()),
                    parameters);
        } catch (BadChallengeException e) {
            throw refused(username, "other challenge", "It confirms other content than "
                    + (digests.size() == 1 ? "this prescription: its challenge is not this prescription's hash."
                    : "these prescriptions: its challenge is not the hash of their hashes."));
        } catch (UserNotVerifiedException | UserNotPresentException e) {
            throw refused(username, "user not verified", "Your passkey did not verify you (by PIN, fingerprint or"
                    + " face), and a signature needs that.");
        } catch (MaliciousCounterValueException e) {
            throw refused(username, "counter not advanced", counterSentence());
        } catch (BadOriginException | BadRpIdException | CrossOriginException e) {
            throw refused(username, "other site", "It was made for another site than this one.");
        } catch (BadSignatureException e) {
            throw refused(username, "bad signature", "Its signature does not verify with your passkey.");
        } catch (VerificationException | DataConversionException | IllegalArgumentException e) {
            throw refused(username, "unreadable", "It could not be verified.");
        }
    }

    /** The registered credential as webauthn4j checks it: its key, flags and the counter last stored. */
    private CredentialRecordImpl credential(CredentialRecord record) {
        COSEKey key = converter.getCborConverter().readValue(record.getPublicKey().getBytes(), COSEKey.class);
        if (key == null) {
            throw new IllegalArgumentException("the registered public key cannot be read");
        }
        AttestedCredentialData data = new AttestedCredentialData(AAGUID.ZERO, record.getCredentialId().getBytes(),
                key);
        return new CredentialRecordImpl(null, record.isUvInitialized(), record.isBackupEligible(),
                record.isBackupState(), record.getSignatureCount(), data, null, null, null, null);
    }

    private static String counterSentence() {
        return "Its signature counter did not count up: it was used before, or it comes from a copy of your passkey.";
    }

    private static RefusedConfirmationException refused(String username, String why, String sentence) {
        security.warn("Passkey confirmation refused for {}: {}", username, why);
        return new RefusedConfirmationException("The passkey confirmation was refused. " + sentence
                + " Nothing was signed or sent.");
    }
}
