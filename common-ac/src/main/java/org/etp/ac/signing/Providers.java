package org.etp.ac.signing;

import java.security.Provider;
import org.bouncycastle.jce.provider.BouncyCastleProvider;

/**
 * The Bouncy Castle provider, created once and used by instance: it is not installed into the JVM's
 * provider list, so nothing else in the process changes provider silently.
 */
public final class Providers {

    private static final Provider BOUNCY_CASTLE = new BouncyCastleProvider();

    private Providers() {
    }

    public static Provider bouncyCastle() {
        return BOUNCY_CASTLE;
    }
}
