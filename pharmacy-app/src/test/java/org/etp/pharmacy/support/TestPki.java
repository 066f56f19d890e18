package org.etp.pharmacy.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.trust.TrustException;

/**
 * One demo PKI for the whole test run (made once: its RSA keys take seconds), and signed sample
 * certificates from its prescribers.
 */
public final class TestPki {

    private static PkiDirectory pki;

    private TestPki() {
    }

    public static synchronized PkiDirectory get() {
        if (pki == null) {
            try {
                Path dir = Files.createTempDirectory("etp-pharmacy-pki");
                pki = DemoPki.init(dir.resolve("pki"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (TrustException e) {
                throw new IllegalStateException(e);
            }
        }
        return pki;
    }

    public static String dir() {
        return get().path().toString();
    }

    public static SigningIdentity signer(String prescriberId) {
        try {
            return get().signingIdentity(prescriberId);
        } catch (TrustException e) {
            throw new IllegalStateException(e);
        }
    }

    public static PrescriberIdentity identity(SigningIdentity signer) {
        return PrescriberIdentity.fromSubject(signer.certificate().getSubjectX500Principal());
    }

    /** A certificate of {@code profile} by {@code signer}, issued today, content fixed by {@code seed}. */
    public static PrescriptionCertificate sample(Profile profile, SigningIdentity signer, long seed) {
        return new SampleGenerator(seed).certificate(profile, identity(signer), LocalDate.now(ZoneOffset.UTC));
    }

    /** The same certificate with another serial number. */
    public static PrescriptionCertificate withSerial(PrescriptionCertificate certificate, BigInteger serial) {
        return new PrescriptionCertificate(serial, certificate.issuer(), certificate.holder(), certificate.validity(),
                certificate.content());
    }

    public static byte[] sign(WireFormat format, PrescriptionCertificate certificate, SigningIdentity signer) {
        try {
            return format.codec().encode(certificate, signer);
        } catch (CodecException e) {
            throw new IllegalStateException(e);
        }
    }

    public static byte[] signed(WireFormat format, Profile profile, SignatureAlgorithm algorithm, long seed) {
        SigningIdentity signer = signer(DemoPki.defaultSignerId(algorithm));
        return sign(format, sample(profile, signer, seed), signer);
    }
}
