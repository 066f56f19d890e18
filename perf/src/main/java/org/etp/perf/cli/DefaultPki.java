package org.etp.perf.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a command finds the PKI when no {@code --pki} is given: {@code ./pki} (what {@code ./etp pki init} makes
 * by default), else the PKI that {@code ./etp demo} made, in the working directory's or the repository's
 * {@code demo/pki}. A new PKI would hold keys the running pharmacy does not trust, so the demo's comes first
 * over telling the user to make one.
 */
final class DefaultPki {

    static final Path PKI = Path.of("pki");
    static final Path DEMO_PKI = Path.of("demo", "pki");

    private DefaultPki() {
    }

    /** The first directory of here/pki, here/demo/pki and etpHome/demo/pki; else here/pki, for the error. */
    static Path find(Path here, String etpHome) {
        if (Files.isDirectory(here.resolve(PKI))) {
            return here.resolve(PKI);
        }
        if (Files.isDirectory(here.resolve(DEMO_PKI))) {
            return here.resolve(DEMO_PKI);
        }
        if (etpHome != null && !etpHome.isBlank()) {
            Path demo = Path.of(etpHome).resolve(DEMO_PKI);
            if (Files.isDirectory(demo)) {
                return demo;
            }
        }
        return here.resolve(PKI);
    }
}
