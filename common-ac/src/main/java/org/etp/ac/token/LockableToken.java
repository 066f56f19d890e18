package org.etp.ac.token;

import java.nio.file.Path;
import java.security.AuthProvider;
import java.security.KeyStore;
import java.security.Provider;
import java.util.Arrays;
import javax.security.auth.login.LoginException;
import org.etp.ac.signing.TokenProvider;

/**
 * A person's own PKCS#11 token, found by its label and opened without logging in: its keys sign only between
 * {@link #unlock} with its user PIN and {@link #lock}. An application opens one for each person whose key a token
 * holds, and unlocks it only when that person gives the PIN.
 *
 * <p>Security guarantees. Every {@link #unlock} logs the token out first and then in with the PIN given, so the
 * token itself checks every PIN: SunPKCS11 skips the login of a token that is logged in already, which would let a
 * wrong PIN pass after a right one. The PIN is a {@code char[]}, overwritten before {@link #unlock} returns, never
 * kept, logged or put in a message. After {@link #lock} the token signs nothing until it is unlocked again: a key
 * taken from it before fails inside the token. Unlocking and locking are serialised, one at a time per token.
 */
public final class LockableToken {

    private final Path library;
    private final String label;
    private final TokenProvider signing;
    private boolean unlocked;

    private LockableToken(Path library, String label, TokenProvider signing) {
        this.library = library;
        this.label = label;
        this.signing = signing;
    }

    /**
     * The token labelled {@code label} in the PKCS#11 module {@code library}, locked.
     *
     * @param sessions the most signatures the token is asked for at once; more callers wait
     * @throws TokenException when the library does not load or no token has the label
     */
    public static LockableToken open(Path library, String label, int sessions) throws TokenException {
        return new LockableToken(library, label, new TokenProvider(Pkcs11Token.provider(library, label), sessions));
    }

    /**
     * Logs the token out, then in with {@code pin}, which is overwritten before this returns, whether it succeeds or
     * not; the token is then unlocked, and its keys sign through the returned token. On any failure it stays locked.
     *
     * @throws WrongPinException when the token refuses the PIN
     * @throws TokenException when the token cannot be logged in to otherwise (its PIN locked, the token gone)
     */
    public synchronized Pkcs11Token unlock(char[] pin) throws TokenException {
        try {
            logout();
            KeyStore keyStore = Pkcs11Token.login(signing.provider(), label, pin);
            unlocked = true;
            return new Pkcs11Token(library, label, keyStore, signing);
        } finally {
            Arrays.fill(pin, '\0');
        }
    }

    /** Logs the token out: nothing signs with its keys until it is unlocked again. */
    public synchronized void lock() throws TokenException {
        logout();
    }

    /** Whether the token was unlocked here and has not been locked since. */
    public synchronized boolean unlocked() {
        return unlocked;
    }

    public String label() {
        return label;
    }

    public Path library() {
        return library;
    }

    private void logout() throws TokenException {
        unlocked = false;
        Provider provider = signing.provider();
        if (!(provider instanceof AuthProvider auth)) {
            throw new TokenException("the provider of the token '" + label + "' cannot log out");
        }
        try {
            auth.logout();
        } catch (LoginException e) {
            throw new TokenException("could not log out of the token '" + label + "'", e);
        }
    }

    @Override
    public String toString() {
        return "LockableToken['" + label + "' in " + library + "]";
    }
}
