package org.etp.perf.demo;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.TrustException;

/**
 * The demo's PKI: the one in the demo directory, or, when that is empty or missing, a demo PKI made there, each
 * prescriber's keys in a SoftHSM2 token of their own ({@link DemoTokens}) when SoftHSM2 is at hand, else in software
 * (and the demo says why).
 */
final class DemoPkiDirectory {

    private DemoPkiDirectory() {
    }

    /**
     * Opens the PKI of {@code settings}, or makes one there whose prescriber certificates name its OCSP responder;
     * says which on {@code say}.
     */
    static PkiDirectory openOrMake(DemoSettings settings, Map<String, String> environment, Consumer<String> say)
            throws DemoException {
        Path dir = settings.pkiDir();
        try {
            if (isEmptyOrMissing(dir)) {
                Optional<URI> responder = Optional.of(settings.ocspResponder());
                char[] password = PkiLayout.DEMO_PASSWORD.toCharArray();
                Optional<String> noTokens = DemoTokens.unavailable(settings.dir(), environment);
                if (noTokens.isPresent()) {
                    say.accept("Demo PKI: made in " + dir + ", its keys in software: " + noTokens.get());
                    return DemoPki.init(dir, false, password, responder);
                }
                PkiDirectory pki = DemoPki.initWithTokens(dir, false, password, responder,
                        DemoTokens.make(settings.dir(), settings.root().resolve("deploy/softhsm/init-token")));
                DemoTokens.lockAll();
                say.accept("Demo PKI: made in " + dir + ", each prescriber's keys in a SoftHSM2 token of their own"
                        + " (" + DemoTokens.configuration(settings.dir()).getParent() + ")");
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
