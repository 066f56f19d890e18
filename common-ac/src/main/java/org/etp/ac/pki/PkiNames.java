package org.etp.ac.pki;

import java.nio.file.Files;
import java.util.List;
import java.util.regex.Pattern;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.TrustException;

/**
 * The names of what a PKI directory holds (prescribers, pending keys, anchors, imported certificates, the demo's
 * own CAs and services): one namespace, so that {@code pki show NAME} means one thing. A name is a file name
 * stem, as a prescriber id is: 1 to 64 lower-case letters, digits and hyphens.
 */
final class PkiNames {

    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9-]{0,63}");
    private static final List<String> DEMO = List.of(PkiLayout.ROOT_CA_ALIAS, PkiLayout.PRESCRIBER_CA_ALIAS,
            PkiLayout.SERVICE_CA_ALIAS, PkiLayout.PHARMACY_TLS_ALIAS, PkiLayout.PHARMACY_SIGNING_ALIAS,
            PkiLayout.PRESCRIBER_TLS_ALIAS);

    private PkiNames() {
    }

    /** Fails unless {@code name} is well formed and names nothing in {@code pki} yet. */
    static void requireFree(PkiDirectory pki, String name) throws TrustException {
        requireWellFormed(name);
        boolean taken = DEMO.contains(name) || pki.prescriberIds().contains(name)
                || pki.importedAnchors().containsKey(name)
                || Files.exists(pki.path().resolve(PkiLayout.pendingKeyStore(name)))
                || Files.exists(pki.path().resolve(PkiLayout.importedCertificate(name)));
        if (taken) {
            throw new TrustException("the name '" + name + "' is already taken in " + pki.path()
                    + " (./etp pki list --dir " + pki.path() + " shows every name): choose another");
        }
    }

    static void requireWellFormed(String name) throws TrustException {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new TrustException("a name is 1 to 64 lower-case letters, digits and hyphens, not '" + name + "'");
        }
    }
}
