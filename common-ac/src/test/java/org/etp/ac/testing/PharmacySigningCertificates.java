package org.etp.ac.testing;

import java.nio.file.Path;
import java.security.KeyPair;
import java.security.cert.CertificateEncodingException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.pki.CertificateAuthority;
import org.etp.ac.pki.CertificateKind;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.pki.KeyPairs;
import org.etp.ac.pki.SigningRequests;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.TrustException;

/**
 * Receipt-signing keys of pharmacies a prescriber's PKI directory was never given, made as a site makes them: a key,
 * its signing request ({@code ./etp pki csr --kind pharmacy}), and a certificate a CA issues for the request. The
 * subject follows the demo convention, {@code CN=name, OU=ODS code, O=ETP Demo Pharmacy, C=GB}.
 */
public final class PharmacySigningCertificates {

    private PharmacySigningCertificates() {
    }

    /**
     * A demo PKI directory and a second pharmacy, {@code Hill Street Pharmacy} with ODS code {@code ods}, whose
     * receipt-signing certificate (valid a year either side of now) the directory's service CA issued but the
     * directory does not hold.
     */
    public record SecondPharmacy(PkiDirectory pki, CertificateAuthority serviceCa, SigningIdentity signer) {

        public static SecondPharmacy under(Path dir, String ods) throws TrustException {
            PkiDirectory pki = DemoPki.init(dir);
            CertificateAuthority serviceCa = DemoPki.serviceCa(pki);
            Instant now = Instant.now();
            return new SecondPharmacy(pki, serviceCa, issue(serviceCa, subject(NAME, ods), CertificateKind.PHARMACY,
                    now.minus(YEAR), now.plus(YEAR)));
        }

        /** The signer's certificate and the service CA's, DER, as a pharmacy sends them. */
        public List<byte[]> chain() throws CertificateEncodingException {
            return List.of(signer.certificate().getEncoded(), serviceCa.certificate().getEncoded());
        }
    }

    /** The second pharmacy's name. */
    public static final String NAME = "Hill Street Pharmacy";

    private static final Duration YEAR = Duration.ofDays(365);

    /** The subject of the pharmacy {@code name} with ODS code {@code ods}. */
    public static X500Principal subject(String name, String ods) {
        return new X500Principal("CN=" + name + ", OU=" + ods + ", O=ETP Demo Pharmacy, C=GB");
    }

    /** An RSA-2048 key and the certificate of {@code kind} that {@code ca} issued for its signing request. */
    public static SigningIdentity issue(CertificateAuthority ca, X500Principal subject, CertificateKind kind,
            Instant notBefore, Instant notAfter) throws TrustException {
        KeyPair keys = KeyPairs.generate(SignatureAlgorithm.RSA2048);
        return new SigningIdentity(ca.issue(SigningRequests.make(subject, keys, kind), kind, notBefore, notAfter),
                keys.getPrivate(), SignatureAlgorithm.RSA2048);
    }
}
