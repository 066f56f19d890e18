package org.etp.perf.timing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.CertificateEncodingException;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.etp.ac.pki.CertificateAuthority;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.pki.OcspAnswer;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.TrustException;
import org.etp.ac.wire.Attachment;

/**
 * The PKI a job signs and verifies with: the directory given, or a fresh demo PKI in a temporary directory that
 * closing deletes.
 */
public final class JobPki implements AutoCloseable {

    private final PkiDirectory pki;
    private final Path temporary;

    private JobPki(PkiDirectory pki, Path temporary) {
        this.pki = pki;
        this.temporary = temporary;
    }

    /**
     * Opens {@code dir}, or makes a demo PKI in a new temporary directory named from {@code prefix}.
     *
     * @throws TimingException when the PKI cannot be used
     */
    public static JobPki open(Optional<Path> dir, String prefix) throws TimingException, IOException {
        Path temporary = dir.isPresent() ? null : Files.createTempDirectory(prefix);
        try {
            return new JobPki(temporary == null ? PkiDirectory.open(dir.get()) : DemoPki.init(temporary), temporary);
        } catch (TrustException e) {
            if (temporary != null) {
                deleteTree(temporary);
            }
            throw new TimingException("the PKI could not be used: " + e.getMessage(), e);
        }
    }

    public PkiDirectory pki() {
        return pki;
    }

    /**
     * What {@code signer}'s messages carry in the attached variant: its certificate and the prescriber CA's, and a
     * good OCSP answer about it signed by that CA, produced at {@code now} and holding for {@code validFor}.
     *
     * @throws TimingException when the directory holds no prescriber CA key (a PKI not made by {@code etp pki init})
     *         or that CA did not issue {@code signer}
     */
    public Attachment attachment(SigningIdentity signer, Instant now, Duration validFor) throws TimingException {
        X509Certificate certificate = signer.certificate();
        try {
            CertificateAuthority ca = DemoPki.prescriberCa(pki);
            if (!certificate.getIssuerX500Principal().equals(ca.certificate().getSubjectX500Principal())) {
                throw new TimingException("the attached variant staples an answer of the prescriber CA, which did not"
                        + " issue " + certificate.getSubjectX500Principal().getName());
            }
            byte[] staple = OcspAnswer.of(ca, certificate, Optional.empty(), now, validFor);
            return new Attachment(List.of(certificate.getEncoded(), ca.certificate().getEncoded()),
                    Optional.of(staple));
        } catch (TrustException e) {
            throw new TimingException("the attached variant needs the prescriber CA's key in the PKI directory to "
                    + "staple an OCSP answer: " + e.getMessage(), e);
        } catch (CertificateEncodingException e) {
            throw new TimingException("the signer's certificate cannot be encoded: " + e.getMessage(), e);
        }
    }

    /** Whether the job made this PKI for itself (and may add prescribers to it), rather than being given it. */
    public boolean madeForTheJob() {
        return temporary != null;
    }

    /** What a report's setup says of it: its directory, or that it was made for the job. */
    public String describe() {
        return temporary == null ? pki.path().toString() : "a fresh demo PKI (deleted afterwards)";
    }

    @Override
    public void close() throws IOException {
        if (temporary != null) {
            deleteTree(temporary);
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        }
    }
}
