package org.etp.perf.cli;

import java.util.concurrent.Callable;
import org.openjdk.jmh.Main;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Unmatched;

/** {@code etp bench [JMH options]}: runs the JMH benchmarks of this jar (all of them by default). */
@Command(name = "bench", description = "Run the JMH benchmarks (JMH options pass through, e.g. CodecBenchmarks -f 1;"
        + " JMH's own list of them: etp bench -h).")
public final class BenchCommand implements Callable<Integer> {

    @Option(names = "--help", usageHelp = true, description = "Show this help message and exit.")
    boolean help;

    /** Everything after {@code bench} goes to JMH unchanged. */
    @Unmatched
    String[] arguments = new String[0];

    @Override
    public Integer call() throws Exception {
        Main.main(arguments);
        return 0;
    }
}
