package org.etp.perf.timing;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.etp.launcher.RunnableJars;

/**
 * Finds the pharmacy's runnable jar in the project this tool was built from (or the working directory's),
 * and builds it with the Maven wrapper when it is missing; when that is not possible it says which command
 * builds it.
 */
public final class PharmacyJar {

    private static final String BUILD_COMMAND = "./mvnw -q -B -pl pharmacy-app -am package -DskipTests";

    private PharmacyJar() {
    }

    public static Path locate(Path buildLog, PrintWriter progress) throws TimingException, InterruptedException {
        Path root = projectRoot().orElseThrow(() -> new TimingException("the pharmacy's runnable jar was not found:"
                + " run this from the ETP project, after " + BUILD_COMMAND));
        try {
            Optional<Path> jar = findJar(root);
            if (jar.isPresent()) {
                return jar.get();
            }
            progress.printf("building the pharmacy (%s), log in %s...%n", BUILD_COMMAND, buildLog);
            progress.flush();
            Process build = new ProcessBuilder(root.resolve("mvnw").toString(), "-q", "-B", "-pl", "pharmacy-app",
                    "-am", "package", "-DskipTests").directory(root.toFile()).redirectErrorStream(true)
                    .redirectOutput(buildLog.toFile()).start();
            if (build.waitFor() == 0) {
                Optional<Path> built = findJar(root);
                if (built.isPresent()) {
                    return built.get();
                }
            }
        } catch (IOException e) {
            throw new TimingException("could not build the pharmacy (" + e.getMessage() + "): run "
                    + BUILD_COMMAND + " in " + root, e);
        }
        throw new TimingException("building the pharmacy failed (see " + buildLog + "): run "
                + BUILD_COMMAND + " in " + root);
    }

    private static Optional<Path> findJar(Path root) throws IOException {
        return RunnableJars.find(root.resolve("pharmacy-app").resolve("target"), "pharmacy-app");
    }

    /** The nearest directory holding {@code pharmacy-app/pom.xml}, above this tool's code or the working directory. */
    static Optional<Path> projectRoot() {
        List<Path> starts = new ArrayList<>();
        try {
            starts.add(Path.of(PharmacyJar.class.getProtectionDomain().getCodeSource().getLocation().toURI()));
        } catch (URISyntaxException | SecurityException | NullPointerException e) {
            // no code source to start from; the working directory remains
        }
        starts.add(Path.of("").toAbsolutePath());
        for (Path start : starts) {
            for (Path dir = start.toAbsolutePath(); dir != null; dir = dir.getParent()) {
                if (Files.isRegularFile(dir.resolve("pharmacy-app").resolve("pom.xml"))) {
                    return Optional.of(dir);
                }
            }
        }
        return Optional.empty();
    }
}
