package org.etp.perf.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.etp.ac.client.IntakeAddress;
import org.etp.perf.timing.TimingJob;
import org.etp.perf.timing.link.LinkRate;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code etp timing}'s options for where the pharmacy is: one the job starts on a fresh database of the server
 * {@link DatabaseOptions} names (kept with {@code --keep-db}), or the one at {@code --target}, with its database
 * to read its own records from; and the PKI either trusts.
 */
final class TimingTarget {

    @Option(names = "--target", converter = IntakeOptions.Target.class, paramLabel = "HOST:PORT",
            description = "Use the pharmacy intake there instead of starting one. Unsigned series need it started "
                    + "with --etp.verification.accept-unsigned=true.")
    IntakeAddress target;

    @Option(names = "--target-db-url", paramLabel = "JDBC_URL", description = "With --target: the target's "
            + "database, to read its per-message CPU and memory records (message_metrics).")
    String targetDbUrl;

    @Option(names = "--pki", paramLabel = "DIR", description = "PKI directory (default: a fresh demo PKI; with "
            + "--target, the PKI that pharmacy trusts).")
    Path pki;

    @Mixin
    DatabaseOptions database;

    @Option(names = "--keep-db", description = "Keep the started pharmacy's database instead of dropping it.")
    boolean keepDb;

    /**
     * @throws IllegalArgumentException when the options do not go together: a target's database without a target,
     *         or a slow link with a target (the link puts the pharmacy the job starts behind it)
     */
    void check(List<LinkRate> links) {
        if (targetDbUrl != null && target == null) {
            throw new IllegalArgumentException("--target-db-url goes with --target");
        }
        if (!links.isEmpty() && target != null) {
            throw new IllegalArgumentException("--link puts the pharmacy the job starts behind the link; it does not "
                    + "go with --target");
        }
    }

    boolean hasTarget() {
        return target != null;
    }

    Optional<Path> pki() {
        return Optional.ofNullable(pki);
    }

    TimingJob.Where where() {
        return new TimingJob.Where(Optional.ofNullable(target), pki(), database.url(), database.user(),
                database.password(), Optional.ofNullable(targetDbUrl), keepDb);
    }
}
