package org.etp.ac.trust;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;

/**
 * Reading the PEM and PKCS#12 files of a PKI directory; every failure names the file, and a missing
 * file says how to make a whole directory. Reading only: the demo CA ({@code org.etp.ac.pki}) writes.
 */
public final class PkiFiles {

    private static final String INCOMPLETE = " is missing: the PKI directory is incomplete (run ./etp pki init --dir ";

    private PkiFiles() {
    }

    /** Every certificate of a PEM file, in its order. */
    public static List<X509Certificate> readCertificates(Path file) throws TrustException {
        try (InputStream in = open(file)) {
            List<X509Certificate> certificates = new ArrayList<>();
            for (Certificate each : CertificateFactory.getInstance("X.509").generateCertificates(in)) {
                certificates.add((X509Certificate) each);
            }
            if (certificates.isEmpty()) {
                throw new TrustException(file + " holds no certificate");
            }
            return certificates;
        } catch (IOException | GeneralSecurityException e) {
            throw new TrustException(file + " is not a readable PEM certificate file", e);
        }
    }

    /** The first certificate of a PEM file. */
    public static X509Certificate readCertificate(Path file) throws TrustException {
        return readCertificates(file).get(0);
    }

    public static X509CRL readCrl(Path file) throws TrustException {
        try (InputStream in = open(file)) {
            return (X509CRL) CertificateFactory.getInstance("X.509").generateCRL(in);
        } catch (IOException | GeneralSecurityException e) {
            throw new TrustException(file + " is not a readable PEM CRL", e);
        }
    }

    public static KeyStore readKeyStore(Path file, char[] password) throws TrustException {
        try (InputStream in = open(file)) {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(in, password);
            return store;
        } catch (IOException | GeneralSecurityException e) {
            throw new TrustException(file + " is not a PKCS#12 key store, or its password is not the one given"
                    + " (etp.pki.password)", e);
        }
    }

    /** The key entry {@code alias} of a PKCS#12 file, its key protected by the file's own password. */
    public static KeyStore.PrivateKeyEntry readKeyEntry(Path file, String alias, char[] password)
            throws TrustException {
        KeyStore store = readKeyStore(file, password);
        try {
            if (store.getEntry(alias, new KeyStore.PasswordProtection(password))
                    instanceof KeyStore.PrivateKeyEntry entry) {
                return entry;
            }
            throw new TrustException(file + " holds no private key under the alias '" + alias + "'");
        } catch (GeneralSecurityException e) {
            throw new TrustException("could not read the key '" + alias + "' from " + file, e);
        }
    }

    /** Fails, naming the file, when {@code relative} is not a file in {@code dir}. */
    static void requireFile(Path dir, String relative) throws TrustException {
        if (!Files.isRegularFile(dir.resolve(relative))) {
            throw new TrustException(dir.resolve(relative) + INCOMPLETE + dir + " to make a new one)");
        }
    }

    private static InputStream open(Path file) throws IOException, TrustException {
        try {
            return Files.newInputStream(file);
        } catch (NoSuchFileException e) {
            throw new TrustException(file + INCOMPLETE + "DIR to make a new one)", e);
        }
    }

    /** A PKCS#12 trust store holding {@code anchor} alone, under {@code alias}; {@code file} names it in errors. */
    static KeyStore trustStore(String alias, X509Certificate anchor, String file) throws TrustException {
        try {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setCertificateEntry(alias, anchor);
            return store;
        } catch (IOException | GeneralSecurityException e) {
            throw new TrustException("could not make a trust store of " + file, e);
        }
    }
}
