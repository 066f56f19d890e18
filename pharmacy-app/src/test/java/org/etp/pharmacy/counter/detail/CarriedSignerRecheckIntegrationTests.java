package org.etp.pharmacy.counter.detail;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.security.KeyPair;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.CertificateAuthority;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.pki.KeyPairs;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Prescriber;
import org.etp.ac.prescription.PrescriberRole;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.wire.Attachment;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.support.CounterAppTest;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;

/**
 * A prescription by a prescriber in no PKI directory, whose certificate came with it: its page checks the signature
 * again with the certificate the store kept, and says so, rather than calling the prescriber unknown.
 */
@CounterAppTest
class CarriedSignerRecheckIntegrationTests {

    @Autowired
    MockMvc mvc;

    @Autowired
    IntakeServer intake;

    @Test
    void checksTheStoredSignatureAgainWithTheCertificateThatCameWithIt() throws Exception {
        CertificateAuthority ca = DemoPki.prescriberCa(TestPki.get());
        KeyPair keys = KeyPairs.generate(SignatureAlgorithm.ECP256);
        PrescriberIdentity who = new PrescriberIdentity(new Prescriber("Dr Pia Travelling", "GMC 7800001",
                PrescriberRole.GENERAL_PRACTITIONER), new Organisation("Y67890", "Quayside Surgery"));
        X509Certificate certificate = ca.issuePrescriber(who.subject(), keys.getPublic(),
                Instant.now().minus(Duration.ofDays(1)), Instant.now().plus(Duration.ofDays(30)));
        SigningIdentity signer = new SigningIdentity(certificate, keys.getPrivate(), SignatureAlgorithm.ECP256);
        byte[] encoded = TestPki.sign(WireFormat.XML, TestPki.sample(Profile.PRESCRIPTION, signer, 515_301), signer);

        ResponseFrame answer;
        try (IntakeSocket socket = new IntakeSocket(intake.port())) {
            answer = socket.submit(RequestFrame.submit(WireFormat.XML, true, false, 1, encoded).withAttachment(
                    new Attachment(List.of(certificate.getEncoded(), ca.certificate().getEncoded()),
                            Optional.empty())));
        }
        assertThat(answer.status()).as(answer.toString()).isEqualTo(ResponseStatus.ACCEPTED);
        String id = answer.prescriptionId().orElseThrow().value();

        String page = mvc.perform(get("/prescriptions/" + id).with(user("shah").roles("PHARMACIST")))
                .andExpect(status().isOk()).andReturn().getResponse().getContentAsString();

        assertThat(page).contains("verifies now with the ecp256 key of the certificate that came with it (serial "
                + certificate.getSerialNumber().toString(16).toUpperCase(Locale.ROOT) + "), validated at receipt");
    }
}
