package org.etp.ac.testing;

import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.etp.ac.token.Pkcs11Token;
import org.etp.ac.token.TokenException;

/**
 * SoftHSM2 tokens for the tests of one JVM, made with the project's own {@code deploy/softhsm/init-token} in the
 * directory of {@code $SOFTHSM2_CONF} (the build sets it to {@code target/softhsm/softhsm2.conf} for every test
 * JVM). SoftHSM reads its configuration and finds its tokens once, when the JVM first loads the library, and never
 * sees tokens made after that; so every token a module's tests use is made at once, on the first call here, before
 * any test touches the library, and each test class uses a label of its own.
 */
public final class SoftHsm {

    public static final Path LIBRARY = Path.of("/usr/lib/softhsm/libsofthsm2.so");
    public static final String PIN = "etp-test-user-1";
    public static final String SO_PIN = "etp-test-so-1";

    /** The tokens every test JVM has. */
    public static final String SIGNING = "etp-signing";
    public static final String REFUSALS = "etp-refusals";
    public static final String WRONG_PIN = "etp-wrong-pin";
    public static final String RECEIPTS = "etp-receipts";
    public static final String PKI_INIT = "etp-pki-init";
    public static final String PKI_CSR = "etp-pki-csr";
    public static final String PHARMACY = "etp-pharmacy";
    public static final String PRESCRIBER = "etp-prescriber";
    /** A token unlocked and locked again by its user. */
    public static final String LOCKABLE = "etp-lockable";
    /** Two prescribers' own tokens, each holding one person's keys ({@code DemoPki.initWithTokens}). */
    public static final String HART = "etp-hart";
    public static final String OKAFOR = "etp-okafor";
    private static final List<String> LABELS = List.of(SIGNING, REFUSALS, WRONG_PIN, RECEIPTS, PKI_INIT, PKI_CSR,
            PHARMACY, PRESCRIBER, LOCKABLE, HART, OKAFOR);

    private static Path dir;

    private SoftHsm() {
    }

    /** Makes the tokens of this JVM (once) and returns the token label {@code label}, one of the constants above. */
    public static synchronized String token(String label) {
        if (!LABELS.contains(label)) {
            fail("'%s' is no token of SoftHsm (%s): a token must be made before the JVM loads SoftHSM", label, LABELS);
        }
        if (dir == null) {
            dir = makeTokens();
        }
        return label;
    }

    /** The token {@code label}, logged in with {@link #PIN}. */
    public static Pkcs11Token open(String label) throws TokenException {
        return Pkcs11Token.open(LIBRARY, token(label), PIN.toCharArray(), Pkcs11Token.DEFAULT_SESSIONS);
    }

    /** A file holding {@link #PIN}, as an operator gives it. */
    public static Path pinFile() {
        token(SIGNING);
        Path file = dir.resolve("user.pin");
        try {
            return Files.writeString(file, PIN + "\n", StandardCharsets.UTF_8);
        } catch (IOException e) {
            return fail("could not write %s", file, e);
        }
    }

    /** The configuration file every process that uses these tokens needs as {@code SOFTHSM2_CONF}. */
    public static Path configuration() {
        token(SIGNING);
        return dir.resolve("softhsm2.conf");
    }

    private static Path makeTokens() {
        String conf = System.getenv("SOFTHSM2_CONF");
        if (conf == null || conf.isBlank()) {
            return fail("SOFTHSM2_CONF is not set: the build sets it for the tests (etp.test.softhsm2.conf in the"
                    + " parent pom); set it to a file under target/ when running a test outside Maven");
        }
        Path here = Path.of(conf).toAbsolutePath().getParent();
        Path script = script();
        try {
            removeTree(here);
            for (String label : LABELS) {
                ProcessBuilder builder = new ProcessBuilder(script.toString(), "--dir", here.toString(), "--label",
                        label, "--module", LIBRARY.toString()).redirectErrorStream(true);
                builder.environment().put("ETP_TOKEN_SO_PIN", SO_PIN);
                builder.environment().put("ETP_TOKEN_PIN", PIN);
                Process process = builder.start();
                String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
                    fail("%s could not make the token %s (install softhsm2 and opensc): %s", script, label, output);
                }
            }
        } catch (IOException | InterruptedException e) {
            return fail("could not run %s (install softhsm2 and opensc)", script, e);
        }
        if (!Files.isRegularFile(Path.of(conf))) {
            fail("%s wrote no %s", script, conf);
        }
        return here;
    }

    /** {@code deploy/softhsm/init-token} of the repository the tests run in. */
    private static Path script() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path script = dir.resolve("deploy/softhsm/init-token");
            if (Files.isExecutable(script)) {
                return script;
            }
        }
        return fail("no deploy/softhsm/init-token above %s", Path.of("").toAbsolutePath());
    }

    private static void removeTree(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> tree = Files.walk(folder)) {
            for (Path each : tree.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(each);
            }
        }
    }
}
