package org.etp.perf.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.etp.ac.pki.PkiInventory;
import org.etp.ac.trust.Names;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code etp pki list}: one line per certificate or pending key of a PKI directory. */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "List every certificate and pending key of a PKI directory, one a line: name, kind, subject,"
                + " issuer, valid until, algorithm, revoked or not, and the PKCS#11 token that holds its key, if one"
                + " does.")
final class PkiListCommand implements Callable<Integer> {

    private static final String LINE = "%-20s %-18s %-10s %-20s %-12s %s | %s%n";

    @Spec
    CommandSpec spec;

    @Mixin
    PkiOptions pki;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        out.printf(LINE, "NAME", "KIND", "ALGORITHM", "VALID UNTIL", "REVOCATION", "SUBJECT", "ISSUER");
        for (PkiInventory.Item item : PkiInventory.of(pki.open())) {
            String until = item.leaf().map(c -> c.getNotAfter().toInstant().toString()).orElse("-");
            String issuer = item.leaf().map(c -> Names.inWords(Names.readable(c.getIssuerX500Principal())))
                    .orElse("(awaits its certificate)");
            out.printf(LINE, item.name(), item.kind(), item.algorithm(), until,
                    item.revocation(), Names.inWords(Names.readable(item.subject())),
                    issuer + item.token().map(label -> " | key in token " + label).orElse(""));
        }
        return 0;
    }
}
