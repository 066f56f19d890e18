package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.etp.perf.timing.link.LinkRate;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code etp timing}'s options for where the pharmacy is: which go together, and the job's place they make. */
class TimingTargetTests {

    @Test
    void refusesATargetsDatabaseWithoutATarget() {
        TimingCommand command = parse("--target-db-url", "jdbc:postgresql://db/etp_pharmacy");

        assertThatThrownBy(() -> command.pharmacy.check(List.of())).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--target-db-url goes with --target");
    }

    @Test
    void refusesASlowLinkWithATarget() {
        TimingCommand command = parse("--target", "localhost:7400", "--link", "64k");

        assertThatThrownBy(() -> command.pharmacy.check(command.links))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("--link puts the pharmacy");
    }

    @Test
    void aTargetAndItsDatabaseMakeTheJobsPlace() {
        TimingCommand command = parse("--target", "localhost:7400", "--target-db-url", "jdbc:postgresql://db/p",
                "--keep-db");

        command.pharmacy.check(List.<LinkRate>of());
        assertThat(command.pharmacy.hasTarget()).isTrue();
        assertThat(command.pharmacy.where().target()).hasValueSatisfying(
                target -> assertThat(target.toString()).isEqualTo("localhost:7400"));
        assertThat(command.pharmacy.where().targetDbUrl()).contains("jdbc:postgresql://db/p");
        assertThat(command.pharmacy.where().keepDb()).isTrue();
        assertThat(command.pharmacy.pki()).isEmpty();
    }

    private static TimingCommand parse(String... args) {
        TimingCommand command = new TimingCommand();
        new CommandLine(command).parseArgs(args);
        return command;
    }
}
