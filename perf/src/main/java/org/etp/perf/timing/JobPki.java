package org.etp.perf.timing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.TrustException;

/**
 * The PKI a job signs and verifies with: the directory given, or a fresh demo PKI in a temporary directory that
 * closing deletes.
 */
public final class JobPki implements AutoCloseable {

    private final PkiDirectory pki;
    private final Path temporary;

    private JobPki(PkiDirectory pki, Path temporary) {
        this.pki = pki;
        this.temporary = temporary;
    }

    /**
     * Opens {@code dir}, or makes a demo PKI in a new temporary directory named from {@code prefix}.
     *
     * @throws TimingException when the PKI cannot be used
     */
    public static JobPki open(Optional<Path> dir, String prefix) throws TimingException, IOException {
        Path temporary = dir.isPresent() ? null : Files.createTempDirectory(prefix);
        try {
            return new JobPki(temporary == null ? PkiDirectory.open(dir.get()) : DemoPki.init(temporary), temporary);
        } catch (TrustException e) {
            if (temporary != null) {
                deleteTree(temporary);
            }
            throw new TimingException("the PKI could not be used: " + e.getMessage(), e);
        }
    }

    public PkiDirectory pki() {
        return pki;
    }

    /** What a report's setup says of it: its directory, or that it was made for the job. */
    public String describe() {
        return temporary == null ? pki.path().toString() : "a fresh demo PKI (deleted afterwards)";
    }

    @Override
    public void close() throws IOException {
        if (temporary != null) {
            deleteTree(temporary);
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        }
    }
}
