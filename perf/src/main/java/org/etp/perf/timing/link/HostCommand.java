package org.etp.perf.timing.link;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** One {@code ip} or {@code tc} command, run to its end, with its output (standard error included) kept. */
final class HostCommand {

    private static final long TIMEOUT_SECONDS = 20;

    private HostCommand() {
    }

    /** Runs {@code command}; a non-zero exit fails with the command and what it said. */
    static String run(List<String> command) throws LinkException {
        Result result = attempt(command);
        if (result.exitCode() != 0) {
            throw new LinkException("`" + String.join(" ", command) + "` failed (exit " + result.exitCode() + "): "
                    + result.output().strip());
        }
        return result.output();
    }

    /** Runs {@code command} and returns how it ended, whatever that was. */
    static Result attempt(List<String> command) throws LinkException {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            process.getOutputStream().close();
            String output;
            try (InputStream in = process.getInputStream()) {
                output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new LinkException("`" + String.join(" ", command) + "` did not end within " + TIMEOUT_SECONDS
                        + " s");
            }
            return new Result(process.exitValue(), output);
        } catch (IOException e) {
            throw new LinkException("could not run `" + String.join(" ", command) + "`: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LinkException("interrupted while running `" + String.join(" ", command) + "`", e);
        }
    }

    record Result(int exitCode, String output) {
    }
}
