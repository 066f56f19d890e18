package org.etp.pharmacy.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

/**
 * axe-core, Deque's accessibility engine, run in the page a browser test shows. The engine comes from the
 * npm registry through npm ({@code npm pack}, once per build directory, checked against the tarball's
 * SHA-1 the registry publishes), is injected into the page by WebDriver (which a Content-Security-Policy does
 * not stop) and run with {@code axe.run()}. Copy this class, with its version and digest, to run the same
 * checks from another module's browser tests.
 */
public final class Axe {

    static final String VERSION = "4.10.2";
    private static final String TARBALL_SHA1 = "85228e3e1d8b8532a27659b332e39b7fa0e022df";
    private static final Path HOME = Path.of("target", "axe-core");
    private static final List<String> BLOCKING = List.of("serious", "critical");
    private static final String RUN = """
            var done = arguments[arguments.length - 1];
            axe.run(document, {resultTypes: ['violations']}).then(function (results) {
              done(results.violations.map(function (v) {
                return {id: v.id, impact: v.impact || '', help: v.help,
                        nodes: v.nodes.map(function (n) { return n.target.join(' '); }).slice(0, 5).join(' | ')};
              }));
            }, function (error) { done([{id: 'axe-error', impact: 'critical', help: String(error), nodes: ''}]); });""";

    private static String source;

    private Axe() {
    }

    /** Every violation axe finds in the page, each as {@code id}, {@code impact}, {@code help}, {@code nodes}. */
    @SuppressWarnings("unchecked")
    public static List<Map<String, Object>> violations(WebDriver driver) {
        JavascriptExecutor page = (JavascriptExecutor) driver;
        page.executeScript(script());
        return (List<Map<String, Object>>) page.executeAsyncScript(RUN);
    }

    /** Fails when axe finds a serious or critical violation, naming each with the elements concerned. */
    public static void assertNoSeriousViolations(WebDriver driver, String page) {
        List<Map<String, Object>> blocking = violations(driver).stream()
                .filter(v -> BLOCKING.contains(v.get("impact"))).toList();
        assertThat(blocking).as(() -> "axe-core " + VERSION + " on " + page + ":\n" + blocking.stream()
                .map(v -> v.get("impact") + " " + v.get("id") + ": " + v.get("help") + " at " + v.get("nodes"))
                .collect(Collectors.joining("\n"))).isEmpty();
    }

    private static synchronized String script() {
        if (source == null) {
            try {
                Path script = HOME.resolve("package").resolve("axe.min.js");
                if (!Files.isRegularFile(script)) {
                    fetch();
                }
                source = Files.readString(script);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return source;
    }

    /** {@code npm pack axe-core@VERSION}, the tarball checked against its published digest, then unpacked. */
    private static void fetch() throws IOException {
        Files.createDirectories(HOME);
        run("npm", "pack", "--silent", "axe-core@" + VERSION, "--pack-destination", HOME.toString());
        Path tarball = HOME.resolve("axe-core-" + VERSION + ".tgz");
        String digest = sha1(Files.readAllBytes(tarball));
        if (!digest.equals(TARBALL_SHA1)) {
            Files.delete(tarball);
            throw new IllegalStateException("axe-core " + VERSION + " from npm has SHA-1 " + digest + ", not "
                    + TARBALL_SHA1);
        }
        run("tar", "-xzf", tarball.toString(), "-C", HOME.toString(), "package/axe.min.js");
    }

    private static void run(String... command) throws IOException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            if (!process.waitFor(180, TimeUnit.SECONDS) || process.exitValue() != 0) {
                process.destroyForcibly();
                throw new IllegalStateException(String.join(" ", command) + " failed: the accessibility checks need"
                        + " Node.js's npm and the npm registry (once per build directory)");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static String sha1(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
