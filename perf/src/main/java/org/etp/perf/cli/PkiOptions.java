package org.etp.perf.cli;

import java.nio.file.Path;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.TrustException;
import picocli.CommandLine.Option;

/**
 * The PKI directory an operator's {@code pki} command works on, opened with the password of its key stores:
 * {@code $ETP_PKI_PASSWORD} (the environment form of {@code etp.pki.password}), else the demo's. A password is never
 * an option, so that it stays out of the shell's history and the process list.
 */
final class PkiOptions {

    static final String PASSWORD_VARIABLE = "ETP_PKI_PASSWORD";

    @Option(names = "--dir", required = true, description = "The PKI directory (made by 'etp pki init').")
    Path dir;

    PkiDirectory open() throws TrustException {
        String password = System.getenv(PASSWORD_VARIABLE);
        return PkiDirectory.open(dir, (password == null || password.isEmpty() ? PkiLayout.DEMO_PASSWORD : password)
                .toCharArray());
    }
}
