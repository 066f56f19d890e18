package org.etp.perf.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.pkcs.PKCS10CertificationRequest;
import org.etp.ac.pki.CertificateKind;
import org.etp.ac.pki.PendingKeys;
import org.etp.ac.pki.SigningRequests;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.trust.Names;
import org.etp.ac.trust.PkiLayout;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code etp pki csr}: a key in the PKI directory and its PKCS#10 signing request, for a CA of the operator's own.
 * The key stays in the directory ({@code pending/NAME.p12}), or with {@code --token} in a PKCS#11 token, until
 * {@code pki import} brings its certificate.
 */
@Command(name = "csr", mixinStandardHelpOptions = true,
        description = "Make a key in the PKI directory and write its certificate signing request (PKCS#10, PEM) for"
                + " a CA of your own; import the certificate it issues with 'etp pki import'.")
final class PkiCsrCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    PkiOptions pki;

    @Option(names = "--name", required = true, paramLabel = "NAME",
            description = "The key's name in the directory (a prescriber's becomes its signer name), e.g. lee-rsa2048.")
    String name;

    @Option(names = "--kind", required = true, paramLabel = "prescriber|pharmacy|tls",
            description = "What the certificate is for: prescriber (signs prescriptions), pharmacy (signs the"
                    + " pharmacy's receipts) or tls (a TLS server).")
    String kind;

    @Option(names = "--subject", required = true, paramLabel = "DN",
            description = "The subject, RFC 2253, e.g. for a prescriber \"CN=Dr Ada Lee,SERIALNUMBER=GMC 7654321,"
                    + "T=GENERAL_PRACTITIONER,OU=Y34567,O=Brookside Surgery,C=GB\".")
    String subject;

    @Option(names = "--alg", defaultValue = "rsa2048", converter = Converters.Algorithm.class,
            paramLabel = "rsa2048|ecp256", description = "The key's algorithm (default: ${DEFAULT-VALUE}).")
    SignatureAlgorithm algorithm;

    @Option(names = "--out", required = true, paramLabel = "FILE.csr", description = "Where to write the request.")
    Path out;

    @Option(names = "--token", paramLabel = "LABEL", description = "Make the key inside this PKCS#11 token, never"
            + " extractable; only the request goes to FILE.csr.")
    String token;

    @Option(names = "--pkcs11-library", paramLabel = "FILE", defaultValue = TokenPin.DEFAULT_LIBRARY,
            description = "The token's PKCS#11 library (default: ${DEFAULT-VALUE}).")
    Path library;

    @Mixin
    TokenPin pin;

    @Override
    public Integer call() throws Exception {
        CertificateKind certificateKind;
        X500Principal dn;
        try {
            certificateKind = CertificateKind.fromId(kind);
            dn = new X500Principal(subject);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage(), e);
        }
        if (Files.exists(out)) {
            throw new ParameterException(spec.commandLine(), out + " exists: choose another --out");
        }
        PKCS10CertificationRequest request = PendingKeys.request(pki.open(), name, certificateKind, dn, algorithm,
                token == null ? null : pin.open(token, library));
        Files.writeString(out, SigningRequests.pem(request), StandardCharsets.US_ASCII);
        spec.commandLine().getOut().printf("%s: a signing request for a %s certificate naming %s (%s key %s)%n",
                out, certificateKind.id(), Names.readable(dn), algorithm.id(), token == null
                        ? PkiLayout.pendingKeyStore(name) + " in " + pki.dir : name + " in the token '" + token + "'");
        return 0;
    }
}
