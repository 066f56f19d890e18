/**
 * The subcommands of {@code etp} (pki, sample, verify, send, load, timing, bench, demo): picocli options,
 * their converters and what each prints. The work itself is done in {@code perf.load}, {@code perf.timing}
 * and {@code perf.demo}; {@link org.etp.perf.cli.ExitCode} holds the exit codes they share.
 */
package org.etp.perf.cli;
