package org.etp.perf.demo;

import java.net.URI;
import java.nio.file.Path;
import java.util.Objects;
import java.util.stream.IntStream;

/**
 * What one demo run uses: the repository it runs from (for the runnable jars and docker-compose.yml), the
 * directory for its PKI, logs and embedded PostgreSQL, the ports of the two UIs, the intake and the demo's OCSP
 * responder, the two databases, and the port of an embedded PostgreSQL (0: a free one).
 */
public record DemoSettings(Path root, Path dir, int prescriberPort, int pharmacyPort, int intakePort,
        String pharmacyDatabase, String prescriberDatabase, int embeddedPostgresPort, int ocspPort) {

    public DemoSettings {
        Objects.requireNonNull(root, "root");
        Objects.requireNonNull(dir, "dir");
        for (int port : new int[] {prescriberPort, pharmacyPort, intakePort, ocspPort}) {
            if (port < 1 || port > 65535) {
                throw new IllegalArgumentException("port out of range: " + port);
            }
        }
        if (IntStream.of(prescriberPort, pharmacyPort, intakePort, ocspPort).distinct().count() < 4) {
            throw new IllegalArgumentException("the four ports must differ");
        }
        if (embeddedPostgresPort < 0 || embeddedPostgresPort > 65535) {
            throw new IllegalArgumentException("port out of range: " + embeddedPostgresPort);
        }
        Objects.requireNonNull(pharmacyDatabase, "pharmacyDatabase");
        Objects.requireNonNull(prescriberDatabase, "prescriberDatabase");
        if (pharmacyDatabase.equals(prescriberDatabase)) {
            throw new IllegalArgumentException("each application needs its own database");
        }
    }

    /** The OCSP responder the demo runs, which the prescriber certificates of a PKI the demo makes name. */
    public URI ocspResponder() {
        return URI.create("http://127.0.0.1:" + ocspPort + "/");
    }

    public Path pkiDir() {
        return dir.resolve("pki");
    }

    public Path logDir() {
        return dir.resolve("logs");
    }

    /** The data directory of an embedded PostgreSQL, kept between runs. */
    public Path postgresDir() {
        return dir.resolve("postgres");
    }

    /** Where the build puts a module's runnable jar ({@code <module>/target/<module>-<version>-exec.jar}). */
    public Path targetDir(String module) {
        return root.resolve(module).resolve("target");
    }
}
