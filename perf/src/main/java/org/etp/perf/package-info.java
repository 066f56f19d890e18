/**
 * The {@code etp} command line's entry point: {@link org.etp.perf.EtpCommand} names the subcommands (which
 * live in {@code perf.cli}) and turns a failure into one line on standard error. Nothing below imports it.
 */
package org.etp.perf;
