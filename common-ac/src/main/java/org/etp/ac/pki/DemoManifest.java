package org.etp.ac.pki;

import java.time.Instant;
import java.util.Arrays;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.PkiManifest;

/**
 * The text of a demo PKI's {@code pki.properties}: a commented header that tells people what the
 * directory is and where things are, then the manifest's properties. The demo password is published and
 * so is named; any other password is never written down.
 */
final class DemoManifest {

    private DemoManifest() {
    }

    static String text(PkiManifest manifest, Instant created, char[] password) {
        String protection = Arrays.equals(password, PkiLayout.DEMO_PASSWORD.toCharArray())
                ? "the demo password \"" + PkiLayout.DEMO_PASSWORD + "\" (PkiLayout.DEMO_PASSWORD)"
                : "the password given when it was made (not written here)";
        return "# ETP demo PKI, made by ./etp pki init. For demonstrations and tests only.\n"
                + "# Every .p12 file here is protected by " + protection + ".\n"
                + "# Trust anchor ca/root-ca.pem; prescriber certificates are issued by ca/prescriber-ca.pem,\n"
                + "# whose CRL ca/prescriber-ca.crl.pem revokes every prescriber marked revoked=true below.\n"
                + "# The pharmacy's TLS certificate (localhost, 127.0.0.1) is issued by ca/service-ca.pem,\n"
                + "# and so is the prescriber service's TLS client certificate, prescriber/prescriber-tls.p12,\n"
                + "# and the pharmacy's signing certificate, pharmacy/pharmacy-signing.p12 (it signs receipts).\n"
                + "# prescribers/ID.pem is a prescriber's certificate, prescribers/ID.p12 its key (alias ID).\n"
                + '\n'
                + manifest.properties(created);
    }

    /**
     * The manifest file {@code existing} with its properties made {@code manifest}'s: its header and the time it
     * was made are kept, so that a prescriber imported later reads as one the demo made.
     */
    static String rewritten(String existing, PkiManifest manifest) {
        StringBuilder header = new StringBuilder();
        Instant created = null;
        boolean inHeader = true;
        for (String line : existing.split("\n")) {
            inHeader = inHeader && line.startsWith("#");
            if (inHeader) {
                header.append(line).append('\n');
            } else if (line.startsWith("created=")) {
                created = Instant.parse(line.substring("created=".length()).strip());
            }
        }
        return header.append('\n').append(manifest.properties(created == null ? Instant.now() : created)).toString();
    }
}
