package org.etp.perf.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.etp.ac.pki.PkiImport;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiFiles;
import org.etp.ac.trust.TrustException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code etp pki import}: trust anchors ({@code --anchor}), or a certificate or chain issued elsewhere for a key
 * {@code pki csr} made, validated before anything is written; a refusal changes nothing and exits 1.
 */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = "Import a certificate or chain (leaf first) issued by a CA of your own for a key 'etp pki csr'"
                + " made, after validating it (PKIX to the directory's anchors, the key, the key usage, validity,"
                + " revocation); with --anchor, add self-signed CA certificates as trust anchors. A refusal changes"
                + " nothing and exits 1.")
final class PkiImportCommand implements Callable<Integer> {

    static final int REFUSED = 1;

    @Spec
    CommandSpec spec;

    @Mixin
    PkiOptions pki;

    @Option(names = "--anchor", description = "Each FILE is a self-signed CA certificate to trust, named after its"
            + " file (acme-root.pem: acme-root).")
    boolean anchor;

    @Option(names = "--crl", paramLabel = "FILE", description = "The CRL of an imported anchor (PEM), stored beside it:"
            + " the revocation source of the certificates it issues. Alone, it replaces that anchor's CRL.")
    Path crl;

    @Parameters(paramLabel = "FILE.pem", arity = "0..*", description = "The certificates (PEM).")
    List<Path> files = new ArrayList<>();

    @Mixin
    TokenPin pin;

    @Override
    public Integer call() throws Exception {
        if (files.isEmpty() && (anchor || crl == null)) {
            throw new ParameterException(spec.commandLine(), "name the certificate files to import (or only --crl)");
        }
        PkiDirectory directory = pki.open();
        Instant now = Instant.now();
        List<PkiImport.Imported> imported;
        try {
            if (anchor) {
                imported = PkiImport.anchors(directory, files, crl, now);
            } else if (files.isEmpty()) {
                imported = List.of(PkiImport.crl(directory, crl, now));
            } else {
                List<X509Certificate> chain = new ArrayList<>();
                for (Path file : files) {
                    chain.addAll(PkiFiles.readCertificates(file));
                }
                imported = List.of(PkiImport.certificate(directory, chain, crl, now, pin.opener()));
            }
        } catch (TrustException e) {
            spec.commandLine().getErr().println("refused, nothing changed: " + e.getMessage());
            return REFUSED;
        }
        PrintWriter out = spec.commandLine().getOut();
        for (PkiImport.Imported each : imported) {
            out.printf("imported %s %s: %s%n", each.kind(), each.name(), String.join(", ", each.files()));
        }
        return 0;
    }
}
