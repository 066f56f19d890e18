package org.etp.prescriber.passkeys;

import java.util.Base64;

/**
 * A WebAuthn assertion as the browser posts it (each part base64url): which credential, the authenticator's data
 * (RP ID hash, flags, signature counter), the client's data (type, challenge, origin) and the signature over
 * {@code authenticatorData || SHA-256(clientDataJSON)}. Untrusted until {@link AssertionVerifier} passes it.
 *
 * @param userHandle the user handle the authenticator returned, or {@code null}
 */
public record Assertion(byte[] credentialId, byte[] authenticatorData, byte[] clientDataJson, byte[] signature,
        byte[] userHandle) {

    private static final int MAX_PART = 8192;

    public Assertion {
        if (credentialId == null || authenticatorData == null || clientDataJson == null || signature == null) {
            throw new IllegalArgumentException("an assertion has a credential ID, authenticator data, client data and"
                    + " a signature");
        }
        credentialId = credentialId.clone();
        authenticatorData = authenticatorData.clone();
        clientDataJson = clientDataJson.clone();
        signature = signature.clone();
        userHandle = userHandle == null ? null : userHandle.clone();
    }

    /**
     * The assertion from the fields the confirmation page posts.
     *
     * @throws RefusedConfirmationException when a part is missing, not base64url, or longer than any real one
     */
    public static Assertion fromBase64Url(String credentialId, String authenticatorData, String clientDataJson,
            String signature, String userHandle) throws RefusedConfirmationException {
        try {
            return new Assertion(part(credentialId), part(authenticatorData), part(clientDataJson), part(signature),
                    userHandle == null || userHandle.isEmpty() ? null : part(userHandle));
        } catch (IllegalArgumentException e) {
            throw new RefusedConfirmationException("No passkey confirmation came with the request, or it could not"
                    + " be read.", e);
        }
    }

    private static byte[] part(String text) {
        if (text == null || text.isEmpty() || text.length() > MAX_PART) {
            throw new IllegalArgumentException("missing or too long");
        }
        return Base64.getUrlDecoder().decode(text);
    }

    @Override
    public byte[] credentialId() {
        return credentialId.clone();
    }

    @Override
    public byte[] authenticatorData() {
        return authenticatorData.clone();
    }

    @Override
    public byte[] clientDataJson() {
        return clientDataJson.clone();
    }

    @Override
    public byte[] signature() {
        return signature.clone();
    }

    @Override
    public byte[] userHandle() {
        return userHandle == null ? null : userHandle.clone();
    }

    /** The credential ID as the repositories spell it. */
    public String credentialIdBase64Url() {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(credentialId);
    }
}
