package org.etp.ac.trust;

import java.nio.file.Path;
import org.etp.ac.token.Pkcs11Token;
import org.etp.ac.token.TokenException;

/**
 * How a caller unlocks the PKCS#11 token that holds a key of a PKI directory: the command line with the PIN its
 * user gives, an application with its configured token. The directory names the token and its library; the PIN
 * is the caller's alone.
 */
@FunctionalInterface
public interface TokenOpener {

    /** No token can be opened: a key held in one is refused with a sentence naming the token. */
    TokenOpener NONE = (label, library) -> {
        throw new TokenException("the key is held in the PKCS#11 token '" + label + "' (" + library
                + "), which is not open here: give the token's PIN to use it");
    };

    /** The token labelled {@code label} of {@code library}, logged in. */
    Pkcs11Token open(String label, Path library) throws TokenException;
}
