package org.etp.perf.cli;

import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.token.Pkcs11Token;
import org.etp.ac.trust.PkiLayout;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code etp pki}: the demo PKI ({@code init}), and what an operator of a CA of their own needs: a key and its
 * signing request ({@code csr}), the certificates issued elsewhere ({@code import}), what a directory holds
 * ({@code list}, {@code show}).
 */
@Command(name = "pki", mixinStandardHelpOptions = true,
        description = "Public-key infrastructure: the demo PKI, and keys, requests and certificates of a CA of your"
                + " own.",
        subcommands = {PkiCommand.Init.class, PkiCsrCommand.class, PkiImportCommand.class, PkiListCommand.class,
                PkiShowCommand.class})
public final class PkiCommand {

    @Command(name = "init", mixinStandardHelpOptions = true,
            description = "Generate a demo PKI: root CA, prescriber CA, prescriber certificates for every "
                    + "algorithm, TLS certificates for the pharmacy (server) and the prescriber service (client), "
                    + "and a CRL revoking one prescriber.")
    static final class Init implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Option(names = "--dir", required = true, description = "Directory to create the PKI in.")
        Path dir;

        @Option(names = "--force", description = "Replace a PKI already in DIR (its keys are lost, and so are the"
                + " anchors, certificates and keys imported or made in it).")
        boolean force;

        @Option(names = "--ocsp", paramLabel = "URL", description = "The OCSP responder every prescriber certificate"
                + " names (authority information access), e.g. http://127.0.0.1:8090/ where ./etp demo runs one.")
        URI ocsp;

        @Option(names = "--token", paramLabel = "LABEL", description = "Make the prescribers' keys and the pharmacy's"
                + " signing key inside this PKCS#11 token (not Ed25519 ones, which no token holds); only their"
                + " certificates go to DIR.")
        String token;

        @Option(names = "--pkcs11-library", paramLabel = "FILE", defaultValue = TokenPin.DEFAULT_LIBRARY,
                description = "The token's PKCS#11 library (default: ${DEFAULT-VALUE}).")
        Path library;

        @Mixin
        TokenPin pin;

        @Override
        public Integer call() throws Exception {
            Pkcs11Token keys = token == null ? null : pin.open(token, library);
            DemoPki.init(dir, force, PkiLayout.DEMO_PASSWORD.toCharArray(), Optional.ofNullable(ocsp), keys);
            spec.commandLine().getOut().printf("demo PKI written to %s%s%n", dir.toAbsolutePath(), keys == null ? ""
                    : "; the prescribers' keys (but Ed25519 ones) and the pharmacy's signing key are in the token '"
                            + token + "'");
            return 0;
        }
    }
}
