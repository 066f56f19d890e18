package org.etp.perf.price;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.LocalDate;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PrescriberIdentity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReferencedBytesTests {

    private static final Pattern DIGEST_VALUE = Pattern.compile("DigestValue>([^<]+)<");

    @Test
    void areTheBytesWhoseSha256TheSignersReferenceCarries(@TempDir Path dir) throws Exception {
        SigningIdentity signer = DemoPki.init(dir.resolve("pki")).defaultSigner(SignatureAlgorithm.ECP256);
        for (Profile profile : Profile.values()) {
            PrescriptionCertificate certificate = new SampleGenerator(29_000_001L).certificate(profile,
                    PrescriberIdentity.fromSubject(signer.subject()), LocalDate.of(2026, 11, 23));
            String signed = new String(WireFormat.XML.codec().encode(certificate, signer), StandardCharsets.UTF_8);
            Matcher digest = DIGEST_VALUE.matcher(signed);
            assertThat(digest.find()).isTrue();

            byte[] referenced = ReferencedBytes.of(certificate, SignerCertificateId.of(signer.certificate()));

            assertThat(Base64.getEncoder().encodeToString(MessageDigest.getInstance("SHA-256").digest(referenced)))
                    .as(profile.id()).isEqualTo(digest.group(1));
        }
    }
}
