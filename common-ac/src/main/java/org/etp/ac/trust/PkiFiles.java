package org.etp.ac.trust;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import org.bouncycastle.openssl.jcajce.JcaPEMWriter;

/** Reading and writing the PEM and PKCS#12 files of a PKI directory; every failure names the file. */
final class PkiFiles {

    private static final String INIT_HINT = "run ./etp pki init --dir ";

    private PkiFiles() {
    }

    static void writePem(Path file, Object... objects) throws TrustException {
        try {
            Files.createDirectories(file.getParent());
            try (Writer out = Files.newBufferedWriter(file, StandardCharsets.US_ASCII);
                    JcaPEMWriter pem = new JcaPEMWriter(out)) {
                for (Object object : objects) {
                    pem.writeObject(object);
                }
            }
        } catch (IOException e) {
            throw new TrustException("could not write " + file, e);
        }
    }

    static void writeKeyStore(Path file, String alias, PrivateKey key, List<X509Certificate> chain)
            throws TrustException {
        try {
            Files.createDirectories(file.getParent());
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setKeyEntry(alias, key, DemoPki.DEMO_PASSWORD.toCharArray(), chain.toArray(Certificate[]::new));
            try (OutputStream out = Files.newOutputStream(file)) {
                store.store(out, DemoPki.DEMO_PASSWORD.toCharArray());
            }
        } catch (IOException | GeneralSecurityException e) {
            throw new TrustException("could not write " + file, e);
        }
    }

    static List<X509Certificate> readCertificates(Path file) throws TrustException {
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

    static X509Certificate readCertificate(Path file) throws TrustException {
        return readCertificates(file).get(0);
    }

    static X509CRL readCrl(Path file) throws TrustException {
        try (InputStream in = open(file)) {
            return (X509CRL) CertificateFactory.getInstance("X.509").generateCRL(in);
        } catch (IOException | GeneralSecurityException e) {
            throw new TrustException(file + " is not a readable PEM CRL", e);
        }
    }

    static KeyStore readKeyStore(Path file) throws TrustException {
        try (InputStream in = open(file)) {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(in, DemoPki.DEMO_PASSWORD.toCharArray());
            return store;
        } catch (IOException | GeneralSecurityException e) {
            throw new TrustException(file + " is not a PKCS#12 key store with the demo password", e);
        }
    }

    static KeyStore.PrivateKeyEntry readKeyEntry(Path file, String alias) throws TrustException {
        KeyStore store = readKeyStore(file);
        try {
            if (store.getEntry(alias, new KeyStore.PasswordProtection(DemoPki.DEMO_PASSWORD.toCharArray()))
                    instanceof KeyStore.PrivateKeyEntry entry) {
                return entry;
            }
            throw new TrustException(file + " holds no private key under the alias '" + alias + "'");
        } catch (GeneralSecurityException e) {
            throw new TrustException("could not read the key '" + alias + "' from " + file, e);
        }
    }

    /** A missing file means the directory is incomplete: say so, and how to make a whole one. */
    private static InputStream open(Path file) throws IOException, TrustException {
        try {
            return Files.newInputStream(file);
        } catch (NoSuchFileException e) {
            throw new TrustException(file + " is missing: the PKI directory is incomplete (" + INIT_HINT
                    + "DIR to make a new one)", e);
        }
    }
}
