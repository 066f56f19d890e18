package org.etp.prescriber.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.testing.SoftHsm;
import org.etp.ac.token.LockableToken;
import org.etp.ac.token.Pkcs11Token;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;

/**
 * One demo PKI for the test run whose prescribers hart and okafor hold their keys in tokens of their own (SoftHSM2
 * {@link SoftHsm#HART} and {@link SoftHsm#OKAFOR}, both with the PIN {@link SoftHsm#PIN}); their Ed25519 key and the
 * others' keys are in software. The tokens are left logged out, as a site's are before anyone unlocks them.
 */
public final class TokenPkiDirectory {

    private static PkiDirectory pki;

    private TokenPkiDirectory() {
    }

    public static synchronized PkiDirectory get() {
        if (pki == null) {
            try {
                Pkcs11Token hart = SoftHsm.open(SoftHsm.HART);
                Pkcs11Token okafor = SoftHsm.open(SoftHsm.OKAFOR);
                pki = DemoPki.initWithTokens(Files.createTempDirectory("etp-prescriber-token-pki"), false,
                        PkiLayout.DEMO_PASSWORD.toCharArray(), Optional.empty(),
                        id -> id.startsWith("hart-") ? hart : id.startsWith("okafor-") ? okafor : null);
                for (String label : new String[] {SoftHsm.HART, SoftHsm.OKAFOR}) {
                    LockableToken.open(SoftHsm.LIBRARY, label, 1).lock();
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        return pki;
    }

    public static Path path() {
        return get().path();
    }
}
