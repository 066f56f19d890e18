package org.etp.perf.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.cert.Certificate;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.bouncycastle.openssl.jcajce.JcaPEMWriter;
import org.etp.ac.trust.OcspSource;
import org.etp.ac.trust.SignerChains;
import org.etp.ac.wire.Attachment;

/**
 * The signer's chain beside a sample ({@code FILE.signer.pem}): the signer's certificate first, then the CAs between
 * it and its trust anchor, the anchor left out. {@code ./etp sample} writes it; {@code ./etp send --attach} reads it
 * into an {@link Attachment}, stapling a current OCSP answer when the signer's certificate names a responder.
 */
final class SignerChain {

    /** How long {@code send --attach} waits for an OCSP responder: as long as a pharmacy waits by default. */
    static final int OCSP_TIMEOUT_SECONDS = 2;

    private SignerChain() {
    }

    /** The file beside {@code certificateFile} that holds its signer's chain. */
    static Path fileBeside(Path certificateFile) {
        return certificateFile.resolveSibling(certificateFile.getFileName() + ".signer.pem");
    }

    static void write(List<X509Certificate> chain, Path file) throws IOException {
        try (Writer out = Files.newBufferedWriter(file); var pem = new JcaPEMWriter(out)) {
            for (X509Certificate certificate : chain) {
                pem.writeObject(certificate);
            }
        }
    }

    /**
     * The attachment for {@code certificateFile}: the chain beside it and, when its signer names an OCSP responder,
     * a current answer from that responder. The answer is asked about the signer and its issuer: the chain's second
     * certificate, else the one of {@code anchors} that issued the signer; with neither, nothing is stapled.
     *
     * @throws IOException naming the file when there is none or it holds no certificate
     */
    static Attachment attachment(Path certificateFile, Supplier<List<X509Certificate>> anchors)
            throws IOException, InterruptedException {
        List<X509Certificate> chain = read(fileBeside(certificateFile));
        List<byte[]> encoded = new ArrayList<>();
        for (X509Certificate certificate : chain) {
            try {
                encoded.add(certificate.getEncoded());
            } catch (CertificateException e) {
                throw new IOException("a certificate in " + fileBeside(certificateFile) + " cannot be encoded", e);
            }
        }
        X509Certificate signer = chain.get(0);
        if (OcspSource.responder(signer).isEmpty()) {
            return new Attachment(encoded, Optional.empty());
        }
        Optional<X509Certificate> issuer = SignerChains.issuerOf(chain, anchors.get());
        Optional<byte[]> staple = issuer.isEmpty() ? Optional.empty()
                : OcspSource.fetchAnswer(signer, issuer.get(), Duration.ofSeconds(OCSP_TIMEOUT_SECONDS));
        return new Attachment(encoded, staple);
    }

    private static List<X509Certificate> read(Path file) throws IOException {
        Collection<? extends Certificate> read;
        try (InputStream in = Files.newInputStream(file)) {
            read = CertificateFactory.getInstance("X.509").generateCertificates(in);
        } catch (NoSuchFileException e) {
            throw new IOException(file + " does not exist: --attach sends the signer's chain from FILE.signer.pem,"
                    + " which ./etp sample writes beside FILE", e);
        } catch (CertificateException e) {
            throw new IOException(file + " does not hold PEM certificates: " + e.getMessage(), e);
        }
        List<X509Certificate> chain = read.stream().map(X509Certificate.class::cast).toList();
        if (chain.isEmpty() || chain.size() > Attachment.MAX_CERTIFICATES) {
            throw new IOException(file + " holds " + chain.size() + " certificates; a chain to attach holds 1 to "
                    + Attachment.MAX_CERTIFICATES + ", the signer's first");
        }
        return chain;
    }
}
