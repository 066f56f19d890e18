package org.etp.perf.cli;

/** Exit codes the commands share beyond 0 (done) and 1 (an invalid or refused certificate). */
public final class ExitCode {

    /** A command that could not run (bad files, I/O, a failed connection); 1 is kept for "invalid certificate". */
    public static final int FAILURE = 3;

    private ExitCode() {
    }
}
