package org.etp.perf.cli;

import java.io.PrintWriter;
import java.net.URI;
import java.security.MessageDigest;
import java.security.cert.X509Certificate;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.etp.ac.pki.PkiInventory;
import org.etp.ac.trust.Names;
import org.etp.ac.trust.OcspSource;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code etp pki show}: the details of one certificate or pending key of a PKI directory. */
@Command(name = "show", mixinStandardHelpOptions = true,
        description = "Show one certificate or pending key of a PKI directory: subject, issuer, serial, validity,"
                + " algorithm, key usage, chain, fingerprint, revocation.")
final class PkiShowCommand implements Callable<Integer> {

    private static final String[] KEY_USAGES = {"digitalSignature", "nonRepudiation", "keyEncipherment",
        "dataEncipherment", "keyAgreement", "keyCertSign", "cRLSign", "encipherOnly", "decipherOnly"};

    @Spec
    CommandSpec spec;

    @Mixin
    PkiOptions pki;

    @Parameters(paramLabel = "NAME", description = "The name 'etp pki list' shows.")
    String name;

    @Override
    public Integer call() throws Exception {
        PkiInventory.Item item = PkiInventory.named(pki.open(), name);
        PrintWriter out = spec.commandLine().getOut();
        out.printf("name:         %s%n", item.name());
        out.printf("kind:         %s%n", item.kind());
        out.printf("file:         %s%n", item.file());
        out.printf("subject:      %s%n", Names.readable(item.subject()));
        out.printf("in words:     %s%n", Names.inWords(Names.readable(item.subject())));
        out.printf("algorithm:    %s%n", item.algorithm());
        out.printf("key:          %s%n", item.token().map(label -> "in token " + label + " (never extractable)")
                .orElse("in the directory"));
        if (item.leaf().isEmpty()) {
            out.printf("status:       awaits its certificate: sign its request, then 'etp pki import'%n");
            return 0;
        }
        X509Certificate certificate = item.leaf().get();
        out.printf("issuer:       %s%n", Names.readable(certificate.getIssuerX500Principal()));
        out.printf("serial:       %s%n", certificate.getSerialNumber().toString(16).toUpperCase(Locale.ROOT));
        out.printf("valid:        %s to %s%n", certificate.getNotBefore().toInstant(),
                certificate.getNotAfter().toInstant());
        out.printf("CA:           %s%n", certificate.getBasicConstraints() >= 0 ? "yes" : "no");
        out.printf("key usage:    %s%n", keyUsage(certificate.getKeyUsage()));
        List<String> purposes = certificate.getExtendedKeyUsage();
        out.printf("ext. usage:   %s%n", purposes == null ? "-" : String.join(", ", purposes));
        out.printf("revocation:   %s%n", item.revocation());
        out.printf("OCSP:         %s%n", OcspSource.responder(certificate).map(URI::toString).orElse("-"));
        out.printf("SHA-256:      %s%n", HexFormat.ofDelimiter(":").withUpperCase()
                .formatHex(MessageDigest.getInstance("SHA-256").digest(certificate.getEncoded())));
        for (X509Certificate above : item.certificate().subList(1, item.certificate().size())) {
            out.printf("chain:        %s%n", Names.readable(above.getSubjectX500Principal()));
        }
        return 0;
    }

    private static String keyUsage(boolean[] usage) {
        if (usage == null) {
            return "-";
        }
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < usage.length && i < KEY_USAGES.length; i++) {
            if (usage[i]) {
                text.append(text.length() == 0 ? "" : ", ").append(KEY_USAGES[i]);
            }
        }
        return text.toString();
    }
}
