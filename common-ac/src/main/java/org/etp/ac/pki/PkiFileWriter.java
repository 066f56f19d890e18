package org.etp.ac.pki;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.bouncycastle.openssl.jcajce.JcaPEMWriter;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.TrustException;

/**
 * Writes the PEM and PKCS#12 files of a new PKI directory, laid out as {@link PkiLayout} says, every key
 * store with one password; every failure names the file. {@link #into} refuses a directory that holds
 * anything but an ETP PKI, and replaces a PKI only when asked.
 */
final class PkiFileWriter {

    private final Path dir;
    private final char[] password;

    private PkiFileWriter(Path dir, char[] password) {
        this.dir = dir;
        this.password = password.clone();
    }

    /**
     * A writer into {@code dir}, which is made when missing. An existing PKI there is replaced only when
     * {@code replace} is set, and then what an operator added to it goes too (imported anchors and certificates,
     * pending keys, prescribers): the new PKI trusts nothing the old one did. A non-empty directory that holds no
     * PKI is never written into.
     */
    static PkiFileWriter into(Path dir, boolean replace, char[] password) throws TrustException {
        if (checkTarget(dir, replace)) {
            for (String folder : List.of(PkiLayout.ANCHORS, PkiLayout.PENDING, PkiLayout.IMPORTED,
                    PkiLayout.PRESCRIBERS)) {
                removeTree(dir.resolve(folder));
            }
            try {
                Files.deleteIfExists(dir.resolve(PkiLayout.TOKEN_KEYS));
            } catch (IOException e) {
                throw new TrustException("could not remove " + PkiLayout.TOKEN_KEYS + " from the PKI being replaced",
                        e);
            }
        }
        return new PkiFileWriter(dir, password);
    }

    /** A writer into the existing PKI {@code pki}, with its password: for what an operator adds to it. */
    static PkiFileWriter existing(PkiDirectory pki) {
        return new PkiFileWriter(pki.path(), pki.password());
    }

    /** Writes {@code objects} (certificates, CRLs), one PEM block each, to {@code file} under the directory. */
    void pem(String file, Object... objects) throws TrustException {
        Path path = dir.resolve(file);
        try {
            Files.createDirectories(path.getParent());
            try (Writer out = Files.newBufferedWriter(path, StandardCharsets.US_ASCII);
                    JcaPEMWriter pem = new JcaPEMWriter(out)) {
                for (Object object : objects) {
                    pem.writeObject(object);
                }
            }
        } catch (IOException e) {
            throw new TrustException("could not write " + path, e);
        }
    }

    /** Writes a PKCS#12 key store holding {@code key} and its {@code chain} under {@code alias}. */
    void keyStore(String file, String alias, PrivateKey key, List<X509Certificate> chain) throws TrustException {
        Path path = dir.resolve(file);
        try {
            Files.createDirectories(path.getParent());
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setKeyEntry(alias, key, password, chain.toArray(Certificate[]::new));
            try (OutputStream out = Files.newOutputStream(path)) {
                store.store(out, password);
            }
        } catch (IOException | GeneralSecurityException e) {
            throw new TrustException("could not write " + path, e);
        }
    }

    /** Writes a CA's certificate, and its key store with the chain up to {@code parent} (none for a root). */
    void authority(CertificateAuthority authority, String pem, String keyStore, String alias,
            CertificateAuthority parent) throws TrustException {
        pem(pem, authority.certificate());
        List<X509Certificate> chain = parent == null ? List.of(authority.certificate())
                : List.of(authority.certificate(), parent.certificate());
        keyStore(keyStore, alias, authority.privateKey(), chain);
    }

    /**
     * Writes a text file under the directory, whole or not at all (a temporary file moved into place): the
     * manifest that an import rewrites is never left half written.
     */
    void text(String file, String text) throws TrustException {
        Path path = dir.resolve(file);
        try {
            Files.createDirectories(path.getParent());
            Path written = Files.writeString(path.resolveSibling(path.getFileName() + ".new"), text,
                    StandardCharsets.ISO_8859_1);
            Files.move(written, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new TrustException("could not write " + path, e);
        }
    }

    Path dir() {
        return dir;
    }

    /** Whether {@code dir} holds a PKI that is to be replaced; fails when it may not be written into. */
    private static boolean checkTarget(Path dir, boolean replace) throws TrustException {
        try {
            if (Files.exists(dir) && !Files.isDirectory(dir)) {
                throw new TrustException(dir + " exists and is not a directory");
            }
            if (!Files.isDirectory(dir) || isEmpty(dir)) {
                Files.createDirectories(dir);
                return false;
            }
        } catch (IOException e) {
            throw new TrustException("could not create " + dir, e);
        }
        if (!Files.isRegularFile(dir.resolve(PkiLayout.MANIFEST))) {
            throw new TrustException(dir + " is not empty and holds no ETP PKI: choose a new or empty directory");
        }
        if (!replace) {
            throw new TrustException("an ETP PKI already exists in " + dir
                    + ": refusing to overwrite it (remove the directory, or ask for it to be replaced)");
        }
        return true;
    }

    private static void removeTree(Path folder) throws TrustException {
        if (!Files.isDirectory(folder)) {
            return;
        }
        try (Stream<Path> tree = Files.walk(folder)) {
            for (Path each : tree.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(each);
            }
        } catch (IOException e) {
            throw new TrustException("could not remove " + folder + " from the PKI being replaced", e);
        }
    }

    private static boolean isEmpty(Path dir) throws IOException {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.findAny().isEmpty();
        }
    }
}
