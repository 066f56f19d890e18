package org.etp.perf.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.etp.perf.EtpCommand;

/** Runs {@code etp} commands in-process and keeps what they printed. */
record EtpCli(int exitCode, String out, String err) {

    static EtpCli run(Object... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        var commandLine = EtpCommand.commandLine();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        String[] text = new String[args.length];
        for (int i = 0; i < args.length; i++) {
            text[i] = String.valueOf(args[i]);
        }
        int exitCode = commandLine.execute(text);
        return new EtpCli(exitCode, out.toString(), err.toString());
    }
}
