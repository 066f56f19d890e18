package org.etp.perf.token;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.etp.ac.token.Pkcs11Token;
import org.etp.ac.token.TokenException;

/**
 * A SoftHSM2 token of this process's own, for a measurement: its configuration and token files in a new temporary
 * directory (mode 700, as {@code deploy/softhsm/init-token} lays one out) that {@link #close()} deletes, its user and
 * security officer PINs generated here, handed to OpenSC's {@code pkcs11-tool} through its environment and to the
 * token's login as characters, and never written anywhere or shown.
 *
 * <p>SoftHSM reads its configuration from {@code $SOFTHSM2_CONF} once, when a process first loads it. So this
 * process's own environment is pointed at the new configuration before the library is loaded, and a process that has
 * loaded SoftHSM already cannot have a token of its own: {@link #unavailable()} says so, as it says when SoftHSM2 or
 * OpenSC is not installed. One token per process.
 */
public final class SoftHsmToken implements AutoCloseable {

    /** Where Debian and Ubuntu install SoftHSM2's PKCS#11 library. */
    public static final Path LIBRARY = Path.of("/usr/lib/softhsm/libsofthsm2.so");

    private static final String CONF = "SOFTHSM2_CONF";
    private static final String PIN_VARIABLE = "ETP_TOKEN_PIN";
    private static final String SO_PIN_VARIABLE = "ETP_TOKEN_SO_PIN";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Path dir;
    private final Pkcs11Token token;
    private final String version;

    private SoftHsmToken(Path dir, Pkcs11Token token, String version) {
        this.dir = dir;
        this.token = token;
        this.version = version;
    }

    /** Why this process cannot make a token of its own, or empty when it can. */
    public static Optional<String> unavailable() {
        if (!Files.isRegularFile(LIBRARY)) {
            return Optional.of("SoftHSM2 is not installed (no " + LIBRARY + "; Debian and Ubuntu: apt-get install"
                    + " softhsm2 opensc)");
        }
        if (!onPath("pkcs11-tool")) {
            return Optional.of("OpenSC's pkcs11-tool, which makes the token, is not installed (Debian and Ubuntu:"
                    + " apt-get install opensc)");
        }
        if (!NativeEnvironment.AVAILABLE) {
            return Optional.of("this process cannot point SoftHSM2 at a configuration of its own (Linux or macOS"
                    + " only)");
        }
        if (loaded()) {
            return Optional.of("SoftHSM2 is already loaded in this process, with the configuration it read then; a"
                    + " token of its own needs a process that has not loaded it");
        }
        return Optional.empty();
    }

    /**
     * Makes the token {@code label} in a new temporary directory and logs in to it.
     *
     * @param sessions the most signatures asked of the token at once ({@code etp.signing.pkcs11.sessions})
     * @throws TokenException when {@link #unavailable()} gives a reason, or the token cannot be made or opened
     */
    public static SoftHsmToken make(String label, int sessions) throws TokenException {
        Optional<String> unavailable = unavailable();
        if (unavailable.isPresent()) {
            throw new TokenException("no SoftHSM2 token of its own: " + unavailable.get());
        }
        Path dir;
        try {
            dir = Files.createTempDirectory("etp-softhsm");
        } catch (IOException e) {
            throw new TokenException("could not make a temporary directory for a SoftHSM2 token", e);
        }
        char[] pin = generatedPin();
        char[] soPin = generatedPin();
        try {
            Path tokens = Files.createDirectory(dir.resolve("tokens"));
            Path conf = Files.writeString(dir.resolve("softhsm2.conf"), configuration(tokens),
                    StandardCharsets.UTF_8);
            NativeEnvironment.set(CONF, conf.toString());
            initialise(conf, label, pin, soPin);
            return new SoftHsmToken(dir, Pkcs11Token.open(LIBRARY, label, pin, sessions), version());
        } catch (IOException | TokenException | RuntimeException e) {
            deleteQuietly(dir);
            throw e instanceof TokenException token ? token
                    : new TokenException("could not make the SoftHSM2 token '" + label + "': " + e.getMessage(), e);
        } finally {
            Arrays.fill(pin, '\0');
            Arrays.fill(soPin, '\0');
        }
    }

    /** The token, logged in. */
    public Pkcs11Token token() {
        return token;
    }

    /** What a report says of the token: its software, label and where it lived. */
    public String describe() {
        return "SoftHSM2 " + version + " (" + LIBRARY + "), token '" + token.label() + "' made for the run in a"
                + " temporary directory of its own (deleted afterwards), its PINs generated and never shown; keys"
                + " made inside it, sensitive and never extractable, used through SunPKCS11";
    }

    /** Deletes the token's directory: its configuration and the token's files. */
    @Override
    public void close() throws IOException {
        deleteTree(dir);
    }

    private static String configuration(Path tokens) {
        return "# SoftHSM2 for one ETP measurement: tokens live under this directory only.\n"
                + "directories.tokendir = " + tokens + "\n"
                + "objectstore.backend = file\n"
                + "log.level = ERROR\n"
                + "slots.removable = false\n"
                + "slots.mechanisms = ALL\n"
                + "library.reset_on_fork = false\n";
    }

    /** The token's two steps, as {@code init-token} takes them: initialise the free slot, then set the user PIN. */
    private static void initialise(Path conf, String label, char[] pin, char[] soPin)
            throws IOException, TokenException {
        String module = LIBRARY.toString();
        run(conf, pin, soPin, List.of("pkcs11-tool", "--module", module, "--slot-index", "0", "--init-token",
                "--label", label, "--so-pin", "env:" + SO_PIN_VARIABLE));
        run(conf, pin, soPin, List.of("pkcs11-tool", "--module", module, "--token-label", label, "--init-pin",
                "--login", "--login-type", "so", "--so-pin", "env:" + SO_PIN_VARIABLE, "--pin",
                "env:" + PIN_VARIABLE));
    }

    private static void run(Path conf, char[] pin, char[] soPin, List<String> command)
            throws IOException, TokenException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put(CONF, conf.toString());
        builder.environment().put(PIN_VARIABLE, new String(pin));
        builder.environment().put(SO_PIN_VARIABLE, new String(soPin));
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        try {
            if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
                process.destroyForcibly();
                throw new TokenException(String.join(" ", command.subList(0, 4)) + " … failed: " + output.strip());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
            throw new TokenException("interrupted while making a SoftHSM2 token", e);
        }
    }

    /** A PIN of 24 characters from the URL-safe Base64 alphabet: 144 random bits. */
    private static char[] generatedPin() {
        String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        char[] pin = new char[24];
        for (int i = 0; i < pin.length; i++) {
            pin[i] = alphabet.charAt(RANDOM.nextInt(alphabet.length()));
        }
        return pin;
    }

    /** {@code softhsm2-util --version}, or "(version unknown)". */
    private static String version() {
        try {
            Process process = new ProcessBuilder("softhsm2-util", "--version").redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            return process.waitFor(10, TimeUnit.SECONDS) && process.exitValue() == 0 && !output.isEmpty() ? output
                    : "(version unknown)";
        } catch (IOException e) {
            return "(version unknown)";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "(version unknown)";
        }
    }

    /** Whether this process has SoftHSM's library mapped already (Linux; elsewhere: not known, so no). */
    private static boolean loaded() {
        Path maps = Path.of("/proc/self/maps");
        if (!Files.isReadable(maps)) {
            return false;
        }
        try (Stream<String> lines = Files.lines(maps)) {
            return lines.anyMatch(line -> line.contains("libsofthsm2"));
        } catch (IOException | UncheckedIOException e) {
            return false;
        }
    }

    private static boolean onPath(String command) {
        String path = System.getenv("PATH");
        return path != null && Stream.of(path.split(":"))
                .anyMatch(dir -> !dir.isEmpty() && Files.isExecutable(Path.of(dir, command)));
    }

    private static void deleteQuietly(Path dir) {
        try {
            deleteTree(dir);
        } catch (IOException e) {
            // The directory is only the token's, and made under the temporary directory: the system clears it.
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        }
    }
}
