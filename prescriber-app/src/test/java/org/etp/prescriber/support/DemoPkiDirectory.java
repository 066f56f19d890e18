package org.etp.prescriber.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.TrustException;

/** One demo PKI for the test run, made on first use in a temporary directory. */
public final class DemoPkiDirectory {

    private static PkiDirectory pki;

    private DemoPkiDirectory() {
    }

    public static synchronized PkiDirectory get() {
        if (pki == null) {
            try {
                pki = DemoPki.init(Files.createTempDirectory("etp-prescriber-pki"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (TrustException e) {
                throw new IllegalStateException(e);
            }
        }
        return pki;
    }

    public static Path path() {
        return get().path();
    }
}
