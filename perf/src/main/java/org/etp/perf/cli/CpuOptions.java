package org.etp.perf.cli;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.etp.perf.load.DatabaseProcesses;
import org.etp.perf.load.ProcessCpu;
import picocli.CommandLine.Option;

/**
 * {@code etp load}'s options for the CPU that the other side spent: the pharmacy processes given by PID and the
 * PostgreSQL processes of a database, each read before and after the run and divided by the answered messages.
 * Both must run on this machine; the figures are the processes' own accounting, not the load generator's.
 */
final class CpuOptions {

    @Option(names = "--server-pid", split = ",", paramLabel = "PID", description = "Also report the CPU these"
            + " processes (the pharmacy nodes, on this machine) spent per answered message.")
    List<Integer> serverPids = new ArrayList<>();

    @Option(names = "--database-url", paramLabel = "JDBC_URL", description = "Also report the CPU the PostgreSQL"
            + " processes of this database (its backends and the server's background processes; on this machine)"
            + " spent per answered message, e.g. jdbc:postgresql://localhost:5432/etp_pharmacy.")
    String databaseUrl;

    @Option(names = "--database-user", defaultValue = "postgres", paramLabel = "USER",
            description = "The user that reads the database's processes (default: ${DEFAULT-VALUE}).")
    String databaseUser;

    /** Readings taken now, to be compared with the end of the run; nothing when no option was given. */
    Watch start() throws SQLException {
        DatabaseProcesses database = databaseUrl == null ? null : new DatabaseProcesses(databaseUrl, databaseUser);
        return new Watch(database, ProcessCpu.read(serverPids),
                database == null ? Map.of() : ProcessCpu.read(database.pids()));
    }

    /** The readings at the start of a run. */
    final class Watch {

        private final DatabaseProcesses database;
        private final Map<Integer, Long> server;
        private final Map<Integer, Long> postgres;

        private Watch(DatabaseProcesses database, Map<Integer, Long> server, Map<Integer, Long> postgres) {
            this.database = database;
            this.server = server;
            this.postgres = postgres;
        }

        /** The report's lines on CPU per answered message, read now; none when nothing was asked for. */
        List<String> lines(long answered) throws SQLException {
            List<String> lines = new ArrayList<>();
            if (!serverPids.isEmpty()) {
                Map<Integer, Long> now = ProcessCpu.read(serverPids);
                lines.add(line("pharmacy", ProcessCpu.spent(server, now), now.size(), answered));
            }
            if (database != null) {
                Map<Integer, Long> now = ProcessCpu.read(database.pids());
                lines.add(line("PostgreSQL", ProcessCpu.spent(postgres, now), now.size(), answered));
            }
            return lines;
        }

        private String line(String who, long millis, int processes, long answered) {
            double perMessage = answered == 0 ? 0 : millis * 1000.0 / answered;
            return String.format("%s CPU per answered message: %.0f µs (%d ms in %d process%s)", who, perMessage,
                    millis, processes, processes == 1 ? "" : "es");
        }
    }
}
