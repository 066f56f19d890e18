package org.etp.ac.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Runs a command-line tool that shares no code with ours (openssl, dumpasn1) for an interop test. A
 * missing tool fails the test with how to install it: interop tests are never skipped.
 */
public final class ExternalTool {

    private ExternalTool() {
    }

    /** Runs {@code command} in {@code dir}, with standard error folded into the output. */
    public static Result run(Path dir, String... command) throws Exception {
        Process process;
        try {
            process = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        } catch (IOException e) {
            return fail("'%s' is needed by this test and could not be started (%s); install it "
                    + "(Debian/Ubuntu: apt-get install openssl dumpasn1)", command[0], e.getMessage());
        }
        process.getOutputStream().close();
        byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail("'%s' did not finish", String.join(" ", command));
        }
        return new Result(String.join(" ", command), process.exitValue(),
                new String(output, StandardCharsets.UTF_8));
    }

    /** What a tool said and how it exited. */
    public record Result(String command, int exitCode, String output) {

        /** The output, after asserting that the tool succeeded. */
        public String successfully() {
            assertThat(exitCode).as("exit code of '%s', which said:%n%s", command, output).isZero();
            return output;
        }
    }
}
