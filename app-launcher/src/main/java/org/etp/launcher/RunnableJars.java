package org.etp.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Where the build leaves an application's runnable jar: the Spring Boot plugin attaches it with the
 * classifier {@code exec}, as {@code <module>/target/<module>-<version>-exec.jar}.
 */
public final class RunnableJars {

    private RunnableJars() {
    }

    /** The runnable jar of {@code module} in {@code targetDir}; empty before the build or without the directory. */
    public static Optional<Path> find(Path targetDir, String module) throws IOException {
        if (!Files.isDirectory(targetDir)) {
            return Optional.empty();
        }
        String pattern = Pattern.quote(module) + "-.*-exec\\.jar";
        try (Stream<Path> files = Files.list(targetDir)) {
            return files.filter(file -> file.getFileName().toString().matches(pattern)).findFirst();
        }
    }
}
