package org.etp.ac.trust;

import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The prescriber certificates a PKI directory's manifest lists ({@code prescribers/ID.pem}, each with its key
 * store present unless a token holds the key), by id in the manifest's order, and the CAs their files name between
 * them and their anchor.
 */
record PrescriberFiles(Map<String, X509Certificate> certificates, List<X509Certificate> intermediates) {

    static PrescriberFiles read(Path dir, PkiManifest manifest, TokenKeys tokenKeys) throws TrustException {
        Map<String, X509Certificate> prescribers = new LinkedHashMap<>();
        Set<X509Certificate> intermediates = new LinkedHashSet<>();
        for (PrescriberEntry entry : manifest.prescribers()) {
            List<X509Certificate> chain = PkiFiles.readCertificates(
                    dir.resolve(PkiLayout.prescriberCertificate(entry.id())));
            prescribers.put(entry.id(), chain.get(0));
            intermediates.addAll(chain.subList(1, chain.size()));
            if (tokenKeys.labelOf(entry.id()).isEmpty()) {
                PkiFiles.requireFile(dir, PkiLayout.prescriberKeyStore(entry.id()));
            }
        }
        return new PrescriberFiles(Collections.unmodifiableMap(prescribers), List.copyOf(intermediates));
    }
}
