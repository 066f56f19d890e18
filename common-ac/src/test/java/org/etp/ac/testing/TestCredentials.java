package org.etp.ac.testing;

import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Date;
import java.util.EnumMap;
import java.util.Map;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Prescriber;
import org.etp.ac.prescription.PrescriberRole;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.Providers;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PrescriberIdentity;

/**
 * Test signing identities: one self-signed prescriber certificate per algorithm, made once per JVM.
 * For tests of the codecs alone; trust tests use a generated demo PKI instead.
 */
public final class TestCredentials {

    public static final PrescriberIdentity PRESCRIBER = new PrescriberIdentity(
            new Prescriber("Dr Amelia Hart", "GMC 7012345", PrescriberRole.GENERAL_PRACTITIONER),
            new Organisation("Y12345", "Riverside Medical Practice"));

    private static final Map<SignatureAlgorithm, SigningIdentity> IDENTITIES = new EnumMap<>(SignatureAlgorithm.class);

    private TestCredentials() {
    }

    public static synchronized SigningIdentity identity(SignatureAlgorithm algorithm) {
        return IDENTITIES.computeIfAbsent(algorithm, a -> create(a, PRESCRIBER));
    }

    /** A fresh key pair and self-signed certificate for {@code who}. */
    public static SigningIdentity create(SignatureAlgorithm algorithm, PrescriberIdentity who) {
        try {
            KeyPair keys = keyPair(algorithm);
            X500Name subject = X500Name.getInstance(who.subject().getEncoded());
            Instant now = Instant.now();
            var builder = new JcaX509v3CertificateBuilder(subject, BigInteger.valueOf(now.toEpochMilli()),
                    Date.from(now.minus(Duration.ofDays(1))), Date.from(now.plus(Duration.ofDays(365))), subject,
                    keys.getPublic());
            var signer = new JcaContentSignerBuilder(algorithm.jcaName()).setProvider(Providers.bouncyCastle())
                    .build(keys.getPrivate());
            X509Certificate certificate = new JcaX509CertificateConverter().setProvider(Providers.bouncyCastle())
                    .getCertificate(builder.build(signer));
            return new SigningIdentity(certificate, keys.getPrivate(), algorithm);
        } catch (Exception e) {
            throw new IllegalStateException("could not make a test identity for " + algorithm, e);
        }
    }

    public static KeyPair keyPair(SignatureAlgorithm algorithm) throws GeneralSecurityException {
        KeyPairGenerator generator = KeyPairGenerator.getInstance(algorithm.keyAlgorithm(), Providers.bouncyCastle());
        switch (algorithm) {
            case RSA2048 -> generator.initialize(2048);
            case ECP256 -> generator.initialize(new ECGenParameterSpec("secp256r1"));
            case ED25519 -> { }
        }
        return generator.generateKeyPair();
    }

    /** A sample certificate of {@code profile} issued by {@link #PRESCRIBER} today. */
    public static PrescriptionCertificate sample(Profile profile, long seed) {
        return new SampleGenerator(seed).certificate(profile, PRESCRIBER, LocalDate.now(ZoneOffset.UTC));
    }
}
