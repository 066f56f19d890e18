package org.etp.perf.cli;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.etp.ac.token.Pkcs11Token;
import org.etp.ac.token.TokenException;
import org.etp.ac.token.TokenSettings;
import org.etp.ac.trust.TokenOpener;
import picocli.CommandLine.Option;

/**
 * The user PIN of a PKCS#11 token, for a command that makes or uses keys in one: from {@code --pin-file FILE}, else
 * from {@code $ETP_TOKEN_PIN}. A PIN is never an option of its own, so that it stays out of the shell's history and
 * the process list; it is handed to the token's login as characters and overwritten after it.
 */
final class TokenPin {

    static final String PIN_VARIABLE = "ETP_TOKEN_PIN";
    static final String DEFAULT_LIBRARY = "/usr/lib/softhsm/libsofthsm2.so";

    @Option(names = "--pin-file", paramLabel = "FILE", description = "A file holding the token's user PIN (one line);"
            + " without it, the PIN is taken from $" + PIN_VARIABLE + ".")
    Path pinFile;

    private final Map<String, Pkcs11Token> opened = new HashMap<>();

    /** The token labelled {@code label} of {@code library}, logged in; once per label in one command. */
    Pkcs11Token open(String label, Path library) throws TokenException {
        Pkcs11Token token = opened.get(label);
        if (token == null) {
            token = Pkcs11Token.open(library, label, pin(label), Pkcs11Token.DEFAULT_SESSIONS);
            opened.put(label, token);
        }
        return token;
    }

    /** Opens the tokens that hold a PKI directory's keys, at the library the directory names for each. */
    TokenOpener opener() {
        return this::open;
    }

    private char[] pin(String label) throws TokenException {
        if (pinFile != null) {
            return TokenSettings.readPin(pinFile);
        }
        String pin = System.getenv(PIN_VARIABLE);
        if (pin == null || pin.isEmpty()) {
            throw new TokenException("the token '" + label + "' needs its user PIN: put it in a file and give"
                    + " --pin-file FILE, or set " + PIN_VARIABLE);
        }
        return pin.toCharArray();
    }
}
