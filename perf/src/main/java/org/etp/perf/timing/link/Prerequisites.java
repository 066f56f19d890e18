package org.etp.perf.timing.link;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * What the slow link needs from the host: Linux, root (namespaces and traffic control are privileged) and
 * iproute2's {@code ip} and {@code tc}. Looked at, never changed.
 */
public final class Prerequisites {

    private static final List<String> SYSTEM_DIRS = List.of("/usr/sbin", "/sbin", "/usr/bin", "/bin");

    private Prerequisites() {
    }

    /** What is missing, one item each, in words; empty when the link can be made. */
    public static List<String> missing() {
        List<String> missing = new ArrayList<>();
        Optional<Integer> uid = effectiveUid();
        if (uid.isEmpty()) {
            missing.add("Linux (no /proc/self/status: network namespaces and tc are Linux's)");
        } else if (uid.get() != 0) {
            missing.add("root (this runs as uid " + uid.get() + "; network namespaces and tc need uid 0, e.g. sudo)");
        }
        for (String tool : List.of("ip", "tc")) {
            if (tool(tool).isEmpty()) {
                missing.add("iproute2's " + tool + " (not on PATH nor in /usr/sbin or /sbin; e.g. apt-get install "
                        + "iproute2)");
            }
        }
        return missing;
    }

    /** The tool's path on PATH or in a system directory, when it is there. */
    static Optional<Path> tool(String name) {
        String path = System.getenv("PATH");
        Stream<String> dirs = Stream.concat(path == null ? Stream.empty() : Stream.of(path.split(":")),
                SYSTEM_DIRS.stream());
        return dirs.filter(dir -> !dir.isBlank()).map(dir -> Path.of(dir, name)).filter(Files::isExecutable)
                .findFirst();
    }

    private static Optional<Integer> effectiveUid() {
        try {
            return Files.readAllLines(Path.of("/proc/self/status")).stream().filter(line -> line.startsWith("Uid:"))
                    .map(line -> Integer.valueOf(line.substring(4).trim().split("\\s+")[1])).findFirst();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
