package org.etp.ac.pki;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PublicKey;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.pkcs.PKCS10CertificationRequest;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiFiles;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.TrustException;

/**
 * Every certificate and key a PKI directory holds, by name ({@code ./etp pki list} and {@code pki show}): the demo's
 * CAs, the imported anchors, the prescribers, the services' certificates, imported ones and keys that await their
 * certificate, and which PKCS#11 token holds a key that is not in the directory. Reading only.
 */
public final class PkiInventory {

    private PkiInventory() {
    }

    /**
     * One certificate or pending key.
     *
     * @param name        its name in the directory (a prescriber's id, an anchor's name, {@code root-ca}, …)
     * @param kind        {@code ca}, {@code anchor}, {@code prescriber}, {@code pharmacy}, {@code tls}, or
     *                    {@code pending <kind>} for a key that awaits its certificate
     * @param file        the file that holds the certificate (or the signing request), relative to the directory
     * @param certificate the certificate, then the CAs the file carries; empty for a pending key
     * @param subject     whom it names (the request's subject for a pending key)
     * @param key         its public key
     * @param revocation  {@code revoked}, {@code not revoked} (by a CRL in the directory), {@code no CRL},
     *                    {@code anchor} or {@code pending}
     * @param token       the label of the PKCS#11 token that holds its private key, when one does
     */
    public record Item(String name, String kind, String file, List<X509Certificate> certificate, X500Principal subject,
            PublicKey key, String revocation, Optional<String> token) {

        public Item {
            certificate = List.copyOf(certificate);
        }

        /** The algorithm of its key as ETP names it ({@code rsa2048}, {@code ecp256}, …), else the JDK's name. */
        public String algorithm() {
            return SignatureAlgorithm.forKey(key).map(SignatureAlgorithm::id).orElse(key.getAlgorithm());
        }

        public Optional<X509Certificate> leaf() {
            return certificate.stream().findFirst();
        }
    }

    /** Everything in {@code pki}, CAs and anchors first, then prescribers, services, imported and pending. */
    public static List<Item> of(PkiDirectory pki) throws TrustException {
        List<Item> items = new ArrayList<>();
        List<X509CRL> crls = pki.crls();
        items.add(item(pki, PkiLayout.ROOT_CA_ALIAS, "ca", PkiLayout.ROOT_CA, crls));
        items.add(item(pki, PkiLayout.PRESCRIBER_CA_ALIAS, "ca", PkiLayout.PRESCRIBER_CA, crls));
        items.add(item(pki, PkiLayout.SERVICE_CA_ALIAS, "ca", PkiLayout.SERVICE_CA, crls));
        for (Map.Entry<String, X509Certificate> anchor : pki.importedAnchors().entrySet()) {
            items.add(item(pki, anchor.getKey(), "anchor", PkiLayout.anchor(anchor.getKey()), crls));
        }
        for (String id : pki.prescriberIds()) {
            items.add(item(pki, id, "prescriber", PkiLayout.prescriberCertificate(id), crls));
        }
        items.add(item(pki, PkiLayout.PHARMACY_TLS_ALIAS, "tls", PkiLayout.PHARMACY_TLS, crls));
        items.add(item(pki, PkiLayout.PHARMACY_SIGNING_ALIAS, "pharmacy", PkiLayout.PHARMACY_SIGNING, crls));
        items.add(item(pki, PkiLayout.PRESCRIBER_TLS_ALIAS, "tls", PkiLayout.PRESCRIBER_TLS, crls));
        for (String name : stems(pki.path().resolve(PkiLayout.IMPORTED), ".pem")) {
            String file = PkiLayout.importedCertificate(name);
            List<X509Certificate> chain = PkiFiles.readCertificates(pki.path().resolve(file));
            String kind = isPharmacy(chain.get(0)) ? CertificateKind.PHARMACY.id() : CertificateKind.TLS.id();
            items.add(item(pki, name, kind, file, crls));
        }
        for (String name : stems(pki.path().resolve(PkiLayout.PENDING), ".csr.pem")) {
            String file = PkiLayout.pendingRequest(name);
            PKCS10CertificationRequest request = SigningRequests.read(pki.path().resolve(file));
            items.add(new Item(name, "pending " + SigningRequests.kind(request).id(), file, List.of(),
                    SigningRequests.subject(request), SigningRequests.publicKey(request), "pending",
                    pki.tokenKeys().labelOf(name)));
        }
        return items;
    }

    /** The item named {@code name}. */
    public static Item named(PkiDirectory pki, String name) throws TrustException {
        for (Item item : of(pki)) {
            if (item.name().equals(name)) {
                return item;
            }
        }
        throw new TrustException("nothing is named '" + name + "' in " + pki.path() + " (./etp pki list --dir "
                + pki.path() + " shows every name)");
    }

    private static Item item(PkiDirectory pki, String name, String kind, String file, List<X509CRL> crls)
            throws TrustException {
        List<X509Certificate> chain = PkiFiles.readCertificates(pki.path().resolve(file));
        X509Certificate certificate = chain.get(0);
        return new Item(name, kind, file, chain, certificate.getSubjectX500Principal(), certificate.getPublicKey(),
                revocation(certificate, crls), pki.tokenKeys().labelOf(name));
    }

    private static String revocation(X509Certificate certificate, List<X509CRL> crls) {
        if (certificate.getIssuerX500Principal().equals(certificate.getSubjectX500Principal())) {
            return "anchor";
        }
        for (X509CRL crl : crls) {
            if (crl.getIssuerX500Principal().equals(certificate.getIssuerX500Principal())) {
                return crl.isRevoked(certificate) ? "revoked" : "not revoked";
            }
        }
        return "no CRL";
    }

    private static boolean isPharmacy(X509Certificate certificate) {
        try {
            List<String> purposes = certificate.getExtendedKeyUsage();
            return purposes != null && purposes.contains(PkiLayout.PHARMACY_SIGNING_PURPOSE);
        } catch (java.security.cert.CertificateParsingException e) {
            return false;
        }
    }

    /** The names of the files of {@code folder} that end in {@code suffix}, in order; none without the folder. */
    static List<String> stems(Path folder, String suffix) throws TrustException {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(file -> file.getFileName().toString()).filter(name -> name.endsWith(suffix))
                    .filter(name -> !suffix.equals(".pem") || !name.endsWith(".crl.pem"))
                    .map(name -> name.substring(0, name.length() - suffix.length())).sorted().toList();
        } catch (IOException e) {
            throw new TrustException("could not list " + folder, e);
        }
    }
}
