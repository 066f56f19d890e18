package org.etp.perf.demo;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Stream;
import org.etp.ac.token.LockableToken;
import org.etp.ac.token.Pkcs11Token;
import org.etp.ac.token.TokenException;

/**
 * The demo's SoftHSM2 tokens, one per demo prescriber, made with the project's {@code deploy/softhsm/init-token} in
 * the demo directory ({@code DIR/softhsm}, never the system's). Each prescriber's keys are made in their own token
 * and unlocked only by them, in the prescriber UI, with the demo PIN printed at start (demo data, like the demo
 * passwords). SoftHSM reads its configuration once, when a process first loads it, from {@code SOFTHSM2_CONF}: the
 * {@code ./etp} script sets it to {@link #configuration} before the demo starts, and the prescriber app is started
 * with it too.
 */
final class DemoTokens {

    static final Path LIBRARY = Path.of("/usr/lib/softhsm/libsofthsm2.so");
    /** The security officer's PIN of every demo token (it can set a new user PIN). */
    static final String SO_PIN = "etp-demo-so";

    /** A demo prescriber's own token and its user PIN. */
    record DemoToken(String username, String label, String pin) {
    }

    static final List<DemoToken> TOKENS = List.of(new DemoToken("hart", "etp-demo-hart", "274913"),
            new DemoToken("okafor", "etp-demo-okafor", "318264"), new DemoToken("patel", "etp-demo-patel", "459172"),
            new DemoToken("vane", "etp-demo-vane", "561738"));

    private DemoTokens() {
    }

    /** {@code SOFTHSM2_CONF} for the demo directory {@code dir}. */
    static Path configuration(Path dir) {
        return dir.resolve("softhsm").resolve("softhsm2.conf");
    }

    /** The demo token of {@code username}, if the demo has one. */
    static Optional<DemoToken> of(String username) {
        return TOKENS.stream().filter(each -> each.username().equals(username)).findFirst();
    }

    /**
     * Why the demo cannot make its tokens here, or empty when it can: SoftHSM2 and OpenSC installed, and this process
     * started with {@code SOFTHSM2_CONF} naming the demo's configuration.
     */
    static Optional<String> unavailable(Path dir, Map<String, String> environment) {
        if (!Files.isRegularFile(LIBRARY) || !onPath("pkcs11-tool", environment)) {
            return Optional.of("SoftHSM2 or OpenSC is not installed (Debian: apt-get install softhsm2 opensc)");
        }
        Path expected = configuration(dir).toAbsolutePath().normalize();
        String conf = environment.get("SOFTHSM2_CONF");
        if (conf == null || !Path.of(conf).toAbsolutePath().normalize().equals(expected)) {
            return Optional.of("SOFTHSM2_CONF is not " + expected + " (the ./etp script sets it for the demo)");
        }
        return Optional.empty();
    }

    /**
     * Makes every demo token afresh in {@code dir}/softhsm with {@code script} and returns, for each prescriber id,
     * the token its prescriber's keys go into (logged in to make them). {@link #lockAll} logs them out again.
     */
    static Function<String, Pkcs11Token> make(Path dir, Path script) throws DemoException {
        Path home = configuration(dir).getParent();
        try {
            if (Files.exists(home)) {
                try (Stream<Path> tree = Files.walk(home)) {
                    for (Path each : tree.sorted(Comparator.reverseOrder()).toList()) {
                        Files.delete(each);
                    }
                }
            }
            Map<String, Pkcs11Token> tokens = new HashMap<>();
            for (DemoToken token : TOKENS) {
                initToken(script, home, token);
            }
            for (DemoToken token : TOKENS) {
                tokens.put(token.username(), Pkcs11Token.open(LIBRARY, token.label(), token.pin().toCharArray(), 2));
            }
            return id -> tokens.get(id.substring(0, Math.max(0, id.indexOf('-'))));
        } catch (IOException e) {
            throw new DemoException("could not make the demo's tokens in " + home + ": " + e.getMessage(), e);
        } catch (TokenException e) {
            throw new DemoException("could not open a demo token: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DemoException("interrupted while making the demo's tokens", e);
        }
    }

    /** Logs every demo token out: the app starts with every prescriber's key locked. */
    static void lockAll() throws DemoException {
        for (DemoToken token : TOKENS) {
            try {
                LockableToken.open(LIBRARY, token.label(), 1).lock();
            } catch (TokenException e) {
                throw new DemoException("could not log out of the demo token " + token.label() + ": "
                        + e.getMessage(), e);
            }
        }
    }

    private static void initToken(Path script, Path home, DemoToken token)
            throws IOException, InterruptedException, DemoException {
        ProcessBuilder builder = new ProcessBuilder(script.toString(), "--dir", home.toString(), "--label",
                token.label(), "--module", LIBRARY.toString()).redirectErrorStream(true);
        builder.environment().put("ETP_TOKEN_SO_PIN", SO_PIN);
        builder.environment().put("ETP_TOKEN_PIN", token.pin());
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new DemoException(script + " could not make the demo token " + token.label() + ": " + output);
        }
    }

    private static boolean onPath(String command, Map<String, String> environment) {
        String path = environment.getOrDefault("PATH", "/usr/bin:/bin");
        for (String each : path.split(File.pathSeparator)) {
            if (!each.isEmpty() && Files.isExecutable(Path.of(each, command))) {
                return true;
            }
        }
        return false;
    }
}
