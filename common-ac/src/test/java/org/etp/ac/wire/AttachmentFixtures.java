package org.etp.ac.wire;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.spec.ECGenParameterSpec;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Optional;
import org.bouncycastle.asn1.ocsp.OCSPResponse;
import org.bouncycastle.asn1.ocsp.OCSPResponseStatus;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/**
 * Attachments for wire tests: small self-signed EC certificates (the wire does not validate them, it only insists
 * they are Certificate structures in DER) and an OCSP answer of the shape OCSPResponse ("try later").
 */
public final class AttachmentFixtures {

    private static final List<byte[]> CERTIFICATES = new ArrayList<>();

    private AttachmentFixtures() {
    }

    /** The DER of test certificate {@code index} (0 to 4), made once. */
    public static synchronized byte[] certificate(int index) {
        while (CERTIFICATES.size() <= index) {
            CERTIFICATES.add(selfSigned("CN=Wire Test " + CERTIFICATES.size()));
        }
        return CERTIFICATES.get(index).clone();
    }

    /** The first {@code count} test certificates. */
    public static List<byte[]> certificates(int count) {
        List<byte[]> certificates = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            certificates.add(certificate(i));
        }
        return certificates;
    }

    /** An attachment of {@code count} certificates, with an OCSP answer when {@code stapled}. */
    public static Attachment attachment(int count, boolean stapled) {
        return new Attachment(certificates(count), stapled ? Optional.of(ocspAnswer()) : Optional.empty());
    }

    /** The DER of an OCSPResponse whose status is tryLater: well formed, saying nothing. */
    public static byte[] ocspAnswer() {
        try {
            return new OCSPResponse(new OCSPResponseStatus(OCSPResponseStatus.TRY_LATER), null).getEncoded();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] selfSigned(String subject) {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
            generator.initialize(new ECGenParameterSpec("secp256r1"));
            KeyPair keys = generator.generateKeyPair();
            Instant now = Instant.now();
            X500Name name = new X500Name(subject);
            return new JcaX509v3CertificateBuilder(name, BigInteger.valueOf(now.toEpochMilli()),
                    Date.from(now.minus(1, ChronoUnit.DAYS)), Date.from(now.plus(1, ChronoUnit.DAYS)), name,
                    keys.getPublic())
                    .build(new JcaContentSignerBuilder("SHA256withECDSA").build(keys.getPrivate())).getEncoded();
        } catch (GeneralSecurityException | OperatorCreationException | IOException e) {
            throw new IllegalStateException("a test certificate could not be made", e);
        }
    }
}
