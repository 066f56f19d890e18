package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.etp.perf.EtpCommand;

/** Runs {@code etp} commands in-process and keeps what they printed. */
record EtpCli(int exitCode, String out, String err) {

    private static final Pattern ACCEPTED_ID = Pattern.compile(": ACCEPTED (\\S+)");

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

    /** Makes a demo PKI in {@code dir} with {@code etp pki init}, failing the test if that fails. */
    static Path pkiInit(Path dir) {
        EtpCli init = run("pki", "init", "--dir", dir);
        assertThat(init.exitCode()).as(init.err()).isZero();
        return dir;
    }

    /** Writes a signed prescription sample of {@code format} from {@code seed} with {@code etp sample}. */
    static Path sample(Path pki, String format, int seed, Path out) {
        EtpCli sample = run("sample", "--pki", pki, "--format", format, "--profile", "prescription", "--seed", seed,
                "--out", out);
        assertThat(sample.exitCode()).as(sample.err()).isZero();
        return out;
    }

    /**
     * Sends a DER prescription sample from {@code seed} (written into {@code work}) to {@code pharmacy} with
     * {@code etp send} and returns its prescription ID, failing the test unless it was ACCEPTED.
     */
    static String sendSample(RunningPharmacy pharmacy, Path work, int seed) {
        Path sample = sample(pharmacy.pki(), "der", seed, work.resolve("rx-" + seed + ".der"));
        EtpCli sent = run("send", "--target", pharmacy.target(), sample);
        assertThat(sent.exitCode()).as(sent.err()).isZero();
        Matcher id = ACCEPTED_ID.matcher(sent.out());
        assertThat(id.find()).as(sent.out()).isTrue();
        return id.group(1);
    }
}
