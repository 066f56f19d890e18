package org.etp.perf.demo;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.TrustException;

/** The demo's PKI: the one in the demo directory, or, when that is empty or missing, a demo PKI made there. */
final class DemoPkiDirectory {

    private DemoPkiDirectory() {
    }

    /**
     * Opens the PKI in {@code dir}, or makes one there whose prescriber certificates name {@code responder}; says
     * which on {@code say}.
     */
    static PkiDirectory openOrMake(Path dir, URI responder, Consumer<String> say) throws DemoException {
        try {
            if (isEmptyOrMissing(dir)) {
                PkiDirectory pki = DemoPki.init(dir, false, PkiLayout.DEMO_PASSWORD.toCharArray(),
                        Optional.of(responder));
                say.accept("Demo PKI: made in " + dir);
                return pki;
            }
            say.accept("Demo PKI: " + dir);
            return PkiDirectory.open(dir);
        } catch (TrustException e) {
            throw new DemoException("the demo PKI in " + dir + " cannot be used: " + e.getMessage()
                    + " (delete the directory and the demo makes a new one)", e);
        }
    }

    private static boolean isEmptyOrMissing(Path dir) throws DemoException {
        if (!Files.isDirectory(dir)) {
            return true;
        }
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.findAny().isEmpty();
        } catch (IOException e) {
            throw new DemoException("cannot read " + dir + ": " + e.getMessage(), e);
        }
    }
}
