package org.etp.ac.token;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * {@code etp.signing.pkcs11.*}: the PKCS#11 token an application signs with, as a site configures it.
 *
 * @param library    the module's library, e.g. {@code /usr/lib/softhsm/libsofthsm2.so}
 * @param tokenLabel the token's label (the slot is found from it at start)
 * @param pinFile    a file holding the token's user PIN (one line); read at start, never logged, left out of
 *                   {@link #toString()}
 * @param sessions   the most signatures asked of the token at once (default {@value Pkcs11Token#DEFAULT_SESSIONS});
 *                   further callers wait for one to end
 */
public record TokenSettings(Path library, String tokenLabel, Path pinFile, Integer sessions) {

    public TokenSettings {
        if (library == null || tokenLabel == null || tokenLabel.isBlank()) {
            throw new IllegalArgumentException("a PKCS#11 token is named by etp.signing.pkcs11.library and"
                    + " etp.signing.pkcs11.token-label, both");
        }
        if (pinFile == null) {
            throw new IllegalArgumentException("etp.signing.pkcs11.pin-file names the file holding the PIN of the"
                    + " token '" + tokenLabel + "'");
        }
        sessions = sessions == null ? Pkcs11Token.DEFAULT_SESSIONS : sessions;
        if (sessions < 1) {
            throw new IllegalArgumentException("etp.signing.pkcs11.sessions must be at least 1, not " + sessions);
        }
    }

    /**
     * Opens and logs in to the token with the PIN of {@link #pinFile()}: the one place where an application unlocks
     * its token. The PIN lives in a {@code char[]} only for the login and is overwritten after it.
     */
    public Pkcs11Token open() throws TokenException {
        return Pkcs11Token.open(library, tokenLabel, readPin(pinFile), sessions);
    }

    /** The first line of {@code file}, as characters; the bytes read are overwritten. */
    public static char[] readPin(Path file) throws TokenException {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new TokenException("could not read the token PIN file " + file, e);
        }
        try {
            CharBuffer chars = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes));
            int length = 0;
            while (length < chars.limit() && chars.get(length) != '\n' && chars.get(length) != '\r') {
                length++;
            }
            char[] pin = new char[length];
            chars.get(pin, 0, length);
            Arrays.fill(chars.array(), '\0');
            if (length == 0) {
                throw new TokenException("the token PIN file " + file + " is empty");
            }
            return pin;
        } catch (CharacterCodingException e) {
            throw new TokenException("the token PIN file " + file + " is not UTF-8 text", e);
        } finally {
            Arrays.fill(bytes, (byte) 0);
        }
    }

    @Override
    public String toString() {
        return "TokenSettings[library=" + library + ", tokenLabel=" + tokenLabel + ", sessions=" + sessions + "]";
    }
}
