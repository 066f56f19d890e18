package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PriceCommandTests {

    @ParameterizedTest
    @CsvSource({"0, 0, 2", "200, -1, 2", "200, 0, 0"})
    void refusesALoadOfNothingBeforeStartingOrWritingAnything(int count, int warmup, int connections,
            @TempDir Path dir) {
        Path out = dir.resolve("price");

        EtpCli price = EtpCli.run("price", "--count", count, "--warmup", warmup, "--connections", connections,
                "--out", out);

        assertThat(price.exitCode()).isEqualTo(ExitCode.FAILURE);
        assertThat(price.err()).startsWith("error: the intake rows need a count and connections of at least 1");
        assertThat(price.out()).isEmpty();
        assertThat(out).doesNotExist();
    }
}
