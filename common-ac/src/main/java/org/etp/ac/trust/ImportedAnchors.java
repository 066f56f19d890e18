package org.etp.ac.trust;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The trust anchors an operator imported into a PKI directory ({@code ./etp pki import --anchor}), by name, and
 * their CRLs, as {@link PkiLayout} places them: {@code anchors/NAME.pem} and {@code anchors/NAME.crl.pem}. They count
 * as the directory's own, beside its root.
 *
 * @param anchors the self-signed CA certificates, by name, in name order
 * @param crls    the CRLs imported with them
 */
public record ImportedAnchors(Map<String, X509Certificate> anchors, List<X509CRL> crls) {

    private static final String CRL = ".crl.pem";
    private static final String PEM = ".pem";

    public ImportedAnchors {
        anchors = Collections.unmodifiableMap(new TreeMap<>(anchors));
        crls = List.copyOf(crls);
    }

    /** What {@code dir/anchors} holds; nothing when there is no such folder. */
    static ImportedAnchors read(Path dir) throws TrustException {
        Path folder = dir.resolve(PkiLayout.ANCHORS);
        Map<String, X509Certificate> anchors = new TreeMap<>();
        List<X509CRL> crls = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return new ImportedAnchors(anchors, crls);
        }
        List<Path> files;
        try (Stream<Path> listed = Files.list(folder)) {
            files = listed.sorted().toList();
        } catch (IOException e) {
            throw new TrustException("could not list " + folder, e);
        }
        for (Path file : files) {
            String name = file.getFileName().toString();
            if (name.endsWith(CRL)) {
                crls.add(PkiFiles.readCrl(file));
            } else if (name.endsWith(PEM)) {
                anchors.put(name.substring(0, name.length() - PEM.length()), PkiFiles.readCertificate(file));
            }
        }
        return new ImportedAnchors(anchors, crls);
    }

    /** {@code first}, then the CRLs imported with the anchors. */
    List<X509CRL> crlsAfter(X509CRL first) {
        List<X509CRL> all = new ArrayList<>(List.of(first));
        all.addAll(crls);
        return List.copyOf(all);
    }
}
