package org.etp.ac.pki;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.token.TokenException;
import org.etp.ac.trust.ExcludedCertificate;
import org.etp.ac.trust.Names;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiFiles;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.PrescriberEntry;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.trust.PrescriberRegistry;
import org.etp.ac.trust.RegistryBuilder;
import org.etp.ac.trust.RevocationSettings;
import org.etp.ac.trust.TokenOpener;
import org.etp.ac.trust.TrustException;

/**
 * {@code ./etp pki import}: certificates issued by a CA of the operator's own, taken into a PKI directory only
 * after every check passed, so that a refusal changes nothing. A trust anchor must be a self-signed CA valid now;
 * a certificate (or chain, leaf first) must be for a key {@code pki csr} made here, valid now, of the key usage its
 * kind needs, and chain by PKIX ({@link ImportChecks#pkixPath}) to one of the directory's anchors; a prescriber
 * must moreover pass the very validation the pharmacy's registry makes (revocation included, fail closed). A
 * prescriber is then stored as the demo's are (its key store, its PEM, its manifest entry); a pharmacy signing or
 * TLS certificate under {@code imported/}.
 */
public final class PkiImport {

    /** What one import stored: the name, its kind ({@code anchor}, {@code prescriber}, …) and the files written. */
    public record Imported(String name, String kind, List<String> files) {

        public Imported {
            files = List.copyOf(files);
        }
    }

    private PkiImport() {
    }

    /**
     * Imports each file as a trust anchor named after the file ({@code acme-root.pem}: {@code acme-root}), with
     * {@code crlFile} (may be null) as the CRL of one of them.
     */
    public static List<Imported> anchors(PkiDirectory pki, List<Path> files, Path crlFile, Instant now)
            throws TrustException {
        Map<String, X509Certificate> anchors = new LinkedHashMap<>();
        for (Path file : files) {
            String name = nameOf(file);
            PkiNames.requireFree(pki, name);
            List<X509Certificate> certificates = PkiFiles.readCertificates(file);
            if (certificates.size() != 1 || anchors.containsKey(name)) {
                throw new TrustException(file + ": a trust anchor file holds one self-signed CA certificate, and each"
                        + " file has a name of its own");
            }
            ImportChecks.anchor(pki, anchors.values(), certificates.get(0), now);
            anchors.put(name, certificates.get(0));
        }
        Map<String, X509Certificate> known = new LinkedHashMap<>(pki.importedAnchors());
        known.putAll(anchors);
        ImportChecks.Crl crl = crlFile == null ? null : ImportChecks.crl(crlFile, known, now);
        PkiFileWriter writer = PkiFileWriter.existing(pki);
        List<Imported> imported = new ArrayList<>();
        for (Map.Entry<String, X509Certificate> anchor : anchors.entrySet()) {
            writer.pem(PkiLayout.anchor(anchor.getKey()), anchor.getValue());
            imported.add(new Imported(anchor.getKey(), "anchor", List.of(PkiLayout.anchor(anchor.getKey()))));
        }
        if (crl != null) {
            writer.pem(PkiLayout.anchorCrl(crl.anchor()), crl.crl());
            imported.add(new Imported(crl.anchor(), "crl", List.of(PkiLayout.anchorCrl(crl.anchor()))));
        }
        return imported;
    }

    /** Imports a fresh CRL of one of the directory's imported anchors, replacing the one it had. */
    public static Imported crl(PkiDirectory pki, Path crlFile, Instant now) throws TrustException {
        ImportChecks.Crl crl = ImportChecks.crl(crlFile, pki.importedAnchors(), now);
        PkiFileWriter.existing(pki).pem(PkiLayout.anchorCrl(crl.anchor()), crl.crl());
        return new Imported(crl.anchor(), "crl", List.of(PkiLayout.anchorCrl(crl.anchor())));
    }

    /**
     * Imports {@code chain} (the certificate first, then any CAs above it) issued for a key {@code pki csr} made,
     * with {@code crlFile} (may be null) as the CRL of the anchor it chains to.
     */
    public static Imported certificate(PkiDirectory pki, List<X509Certificate> chain, Path crlFile, Instant now)
            throws TrustException {
        return certificate(pki, chain, crlFile, now, TokenOpener.NONE);
    }

    /**
     * Imports a certificate as {@link #certificate(PkiDirectory, List, Path, Instant)} does; for a key made in a
     * PKCS#11 token, the token {@code tokens} opens gets the certificate bound to the key in place of its placeholder,
     * so that the token lists a private-key entry, and no key store is written here.
     */
    public static Imported certificate(PkiDirectory pki, List<X509Certificate> chain, Path crlFile, Instant now,
            TokenOpener tokens) throws TrustException {
        X509Certificate certificate = chain.get(0);
        String who = Names.readable(certificate.getSubjectX500Principal());
        PendingKeys.Pending pending = PendingKeys.forCertificate(pki, certificate).orElseThrow(() ->
                new TrustException("the certificate of " + who + " is for no key made by ./etp pki csr in "
                        + pki.path() + " (its public key is that of no pending key)"));
        ImportChecks.validAt(certificate, now);
        pending.kind().check(certificate);
        ImportChecks.Crl crl = crlFile == null ? null : ImportChecks.crl(crlFile, pki.importedAnchors(), now);
        ImportChecks.Path path = ImportChecks.pkixPath(pki, chain, now);
        List<X509Certificate> stored = new ArrayList<>(path.certificates());
        List<X509Certificate> keyChain = new ArrayList<>(stored);
        keyChain.add(path.anchor());
        String name = pending.name();
        PkiFileWriter writer = PkiFileWriter.existing(pki);
        PrescriberEntry entry = pending.kind() == CertificateKind.PRESCRIBER
                ? checkedPrescriber(pki, name, path, crl, now) : null;
        List<String> written = new ArrayList<>();
        if (pending.token().isPresent()) {
            bindInToken(pki, name, pending.token().get(), certificate, tokens);
            written.add("token " + pending.token().get());
        }
        String pem = entry != null ? PkiLayout.prescriberCertificate(name) : PkiLayout.importedCertificate(name);
        writer.pem(pem, stored.toArray());
        written.add(pem);
        if (pending.entry().isPresent()) {
            String keyStore = entry != null ? PkiLayout.prescriberKeyStore(name) : PkiLayout.importedKeyStore(name);
            writer.keyStore(keyStore, name, pending.entry().get().getPrivateKey(), keyChain);
            written.add(keyStore);
        }
        if (entry != null) {
            writer.text(PkiLayout.MANIFEST, DemoManifest.rewritten(readManifest(pki), pki.manifest().with(entry)));
            written.add(PkiLayout.MANIFEST);
        }
        if (crl != null) {
            writer.pem(PkiLayout.anchorCrl(crl.anchor()), crl.crl());
            written.add(PkiLayout.anchorCrl(crl.anchor()));
        }
        PendingKeys.remove(pki, name);
        return new Imported(name, pending.kind().id(), written);
    }

    /** Binds {@code certificate} to the key {@code name} of the token {@code label}, in place of its placeholder. */
    private static void bindInToken(PkiDirectory pki, String name, String label, X509Certificate certificate,
            TokenOpener tokens) throws TrustException {
        try {
            tokens.open(label, pki.tokenKeys().libraries().get(label)).rebind(name, certificate);
        } catch (TokenException e) {
            throw new TrustException("the key of " + name + " is in the PKCS#11 token '" + label + "': "
                    + e.getMessage(), e);
        }
    }

    /**
     * The manifest entry of a prescriber certificate, once the validation the pharmacy's registry makes keeps it:
     * a prescriber's subject, an allowed key, PKIX to an anchor, a revocation status known from the directory's
     * CRLs (and {@code crl}) and not revoked.
     */
    private static PrescriberEntry checkedPrescriber(PkiDirectory pki, String name, ImportChecks.Path path,
            ImportChecks.Crl crl, Instant now) throws TrustException {
        X509Certificate certificate = path.certificates().get(0);
        RegistryBuilder builder = PrescriberRegistry.builder(pki.rootCertificate())
                .intermediate(pki.prescriberCaCertificate());
        pki.importedAnchors().values().forEach(builder::anchor);
        path.certificates().subList(1, path.certificates().size()).forEach(builder::intermediate);
        List<X509CRL> crls = new ArrayList<>(pki.crls());
        if (crl != null) {
            crls.removeIf(each -> each.getIssuerX500Principal().equals(crl.crl().getIssuerX500Principal()));
            crls.add(crl.crl());
        }
        crls.forEach(builder::crl);
        RevocationSettings.defaults().sources().forEach(builder::revocationSource);
        PrescriberRegistry registry = builder.prescriber(certificate).validatedAt(now).build();
        if (!registry.excluded().isEmpty()) {
            ExcludedCertificate excluded = registry.excluded().get(0);
            throw new TrustException("the pharmacy would not trust " + Names.readable(certificate
                    .getSubjectX500Principal()) + ": " + excluded.reason()
                    + (excluded.reason().contains("revocation status unknown")
                            ? " (import the CA's CRL with --crl FILE, or have it name an OCSP responder)" : ""));
        }
        if (registry.all().get(0).revoked()) {
            throw new TrustException("the certificate of " + Names.readable(certificate.getSubjectX500Principal())
                    + " is revoked: " + registry.all().get(0).revocation().sentence());
        }
        SignatureAlgorithm algorithm = registry.all().get(0).algorithm();
        return new PrescriberEntry(name, PrescriberIdentity.fromSubject(certificate.getSubjectX500Principal()),
                algorithm, false);
    }

    private static String readManifest(PkiDirectory pki) throws TrustException {
        Path file = pki.path().resolve(PkiLayout.MANIFEST);
        try {
            return Files.readString(file, StandardCharsets.ISO_8859_1);
        } catch (java.io.IOException e) {
            throw new TrustException("could not read " + file, e);
        }
    }

    /** An anchor's name from its file's: {@code Acme Root.pem} gives {@code acme-root}. */
    static String nameOf(Path file) {
        String stem = file.getFileName().toString().replaceFirst("\\.(pem|crt|cer)$", "");
        return stem.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9-]+", "-").replaceAll("^-+", "");
    }
}
