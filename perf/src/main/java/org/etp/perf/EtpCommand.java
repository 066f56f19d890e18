package org.etp.perf;

import org.etp.perf.cli.AuditCommand;
import org.etp.perf.cli.BenchCommand;
import org.etp.perf.cli.CancelCommand;
import org.etp.perf.cli.DemoCommand;
import org.etp.perf.cli.ExitCode;
import org.etp.perf.cli.LoadCommand;
import org.etp.perf.cli.PkiCommand;
import org.etp.perf.cli.PriceCommand;
import org.etp.perf.cli.SampleCommand;
import org.etp.perf.cli.SendCommand;
import org.etp.perf.cli.StatusCommand;
import org.etp.perf.cli.TimingCommand;
import org.etp.perf.cli.VerifyCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine;

/**
 * The {@code etp} command line: demo PKI, sample certificates, verification, sending, load, timing, the demo and the
 * access audit's check.
 */
@Command(name = "etp", mixinStandardHelpOptions = true, versionProvider = EtpCommand.Version.class,
        description = "ETP — Electronic Transfer of Prescriptions: tools for operators and researchers.",
        subcommands = {PkiCommand.class, SampleCommand.class, VerifyCommand.class, SendCommand.class,
                CancelCommand.class, StatusCommand.class, LoadCommand.class, TimingCommand.class, PriceCommand.class,
                BenchCommand.class, DemoCommand.class, AuditCommand.class})
public final class EtpCommand {

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The configured command line, also used by tests to run commands in-process. */
    public static CommandLine commandLine() {
        return new CommandLine(new EtpCommand())
                .setExecutionExceptionHandler(EtpCommand::reportFailure);
    }

    /**
     * A command that fails prints one line saying why — never a stack trace — and exits with
     * {@value ExitCode#FAILURE}; the cause chain is summarised because the outermost message is often generic.
     */
    private static int reportFailure(Exception failure, CommandLine command, CommandLine.ParseResult parsed) {
        StringBuilder message = new StringBuilder("error: ");
        Throwable cause = failure;
        boolean first = true;
        while (cause != null) {
            String text = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
            // A cause whose message the outer one already quotes adds nothing.
            if (first || message.indexOf(text) < 0) {
                message.append(first ? "" : ": ").append(text);
            }
            first = false;
            cause = cause.getCause() == cause ? null : cause.getCause();
        }
        command.getErr().println(message);
        return ExitCode.FAILURE;
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String version = EtpCommand.class.getPackage().getImplementationVersion();
            return new String[] {"etp " + (version == null ? "development build" : version) + ", Java "
                    + System.getProperty("java.version")};
        }
    }
}
