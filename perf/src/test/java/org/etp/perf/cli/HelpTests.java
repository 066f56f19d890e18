package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.etp.perf.EtpCommand;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

/** Every command and subcommand of {@code etp}, as a new user tries it first: {@code --help} shows its usage. */
class HelpTests {

    static Stream<String> commands() {
        List<String> paths = new ArrayList<>();
        collect(EtpCommand.commandLine(), "", paths);
        return paths.stream();
    }

    private static void collect(CommandLine command, String prefix, List<String> paths) {
        command.getSubcommands().forEach((name, sub) -> {
            String path = (prefix + " " + name).strip();
            paths.add(path);
            collect(sub, path, paths);
        });
    }

    @ParameterizedTest
    @MethodSource("commands")
    void answersHelpWithItsUsage(String command) {
        List<Object> args = new ArrayList<>(List.of((Object[]) command.split(" ")));
        args.add("--help");

        EtpCli help = EtpCli.run(args.toArray());

        assertThat(help.exitCode()).as(help.err()).isZero();
        assertThat(help.out()).startsWith("Usage: etp " + command);
    }

    @Test
    void listsEveryPkiSubcommandInThePkiHelp() {
        EtpCli help = EtpCli.run("pki", "--help");

        assertThat(help.out()).contains("init", "csr", "import", "list", "show");
    }

    @Test
    void findsTheSubcommandsOfSubcommands() {
        assertThat(commands()).contains("pki", "pki init", "pki csr", "pki import", "pki list", "pki show", "send",
                "cancel", "status", "timing", "demo");
    }
}
