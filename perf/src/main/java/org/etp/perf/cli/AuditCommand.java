package org.etp.perf.cli;

import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Instant;
import java.util.Properties;
import java.util.concurrent.Callable;
import org.etp.ac.audit.AccessChainWalk;
import org.etp.ac.audit.BrokenChainException;
import org.etp.ac.audit.StoredAccessChain;
import org.etp.ac.trust.PharmacySigningKey;
import org.etp.ac.trust.PkiDirectory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code etp audit verify --db JDBC_URL [--db-user U] [--pki DIR]}: the pharmacy's access audit, checked. */
@Command(name = "audit", mixinStandardHelpOptions = true, description = "The pharmacy's access audit.",
        subcommands = AuditCommand.Verify.class)
public final class AuditCommand {

    /** A broken chain; 0 is intact, {@link ExitCode#FAILURE} a check that could not run. */
    static final int BROKEN = 1;

    @Command(name = "verify", mixinStandardHelpOptions = true,
            description = "Check the access audit's chain from its first entry and each signed checkpoint against the"
                    + " pharmacy signing certificate of the PKI directory. Exit 0 when intact, 1 naming the first"
                    + " broken entry, " + ExitCode.FAILURE + " when the check could not run.")
    static final class Verify implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Option(names = "--db", required = true, paramLabel = "JDBC_URL",
                description = "The pharmacy's database, e.g. jdbc:postgresql://localhost:5432/etp_pharmacy.")
        String url;

        @Option(names = "--db-user", paramLabel = "NAME", description = "Database user (default: "
                + "$SPRING_DATASOURCE_USERNAME, else postgres); the password is taken from $SPRING_DATASOURCE_PASSWORD.")
        String user;

        @Option(names = "--pki", paramLabel = "DIR", description = "PKI directory whose pharmacy/pharmacy-signing.pem"
                + " signed the checkpoints (default: ./pki, else the PKI that ./etp demo made in demo/pki).")
        Path pki;

        @Override
        public Integer call() throws Exception {
            Path dir = pki != null ? pki : DefaultPki.find(Path.of(""), System.getenv("ETP_HOME"));
            X509Certificate pharmacy = PharmacySigningKey.trustedCertificate(PkiDirectory.open(dir), Instant.now());
            try (Connection connection = DriverManager.getConnection(url, credentials())) {
                AccessChainWalk walk = StoredAccessChain.verify(connection, pharmacy);
                spec.commandLine().getOut().printf("intact: %d entries, %d checkpoints%s%n", walk.entries(),
                        walk.checkpoints(), walk.unsigned() == 0 ? "" : "; the last " + walk.unsigned()
                                + " entries follow the last checkpoint and are not signed yet");
                return 0;
            } catch (BrokenChainException e) {
                spec.commandLine().getOut().printf("broken at entry %d: %s%n", e.seq(), e.getMessage());
                return BROKEN;
            }
        }

        private Properties credentials() {
            Properties credentials = new Properties();
            String name = user != null ? user : System.getenv(DatabaseOptions.USER_VARIABLE);
            credentials.setProperty("user", name == null || name.isBlank() ? "postgres" : name);
            String password = System.getenv(DatabaseOptions.PASSWORD_VARIABLE);
            if (password != null) {
                credentials.setProperty("password", password);
            }
            return credentials;
        }
    }
}
