package org.etp.pharmacy.intake;

import static org.assertj.core.api.Assertions.assertThat;

import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.PharmacyAppTest;
import org.etp.pharmacy.support.PharmacyDatabase;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** {@code etp.verification.*} decides what is accepted: here RSA only, and unsigned messages for a benchmark. */
@PharmacyAppTest(properties = {"etp.verification.algorithms=rsa2048", "etp.verification.accept-unsigned=true"})
class PolicyIntegrationTests {

    @Autowired
    IntakeServer intake;

    @Test
    void rejectsAnAlgorithmThePolicyDoesNotAllow() throws Exception {
        try (IntakeSocket socket = new IntakeSocket(intake.port())) {
            ResponseFrame response = socket.submit(WireFormat.XML,
                    TestPki.signed(WireFormat.XML, Profile.PRESCRIPTION, SignatureAlgorithm.ED25519, 90_000));

            assertThat(response.status()).isEqualTo(ResponseStatus.REJECTED);
            assertThat(response.reason()).contains(Reason.DISALLOWED_ALGORITHM);
        }
    }

    @Test
    void acceptsAndStoresAnUnsignedCertificateWhenConfiguredForTheBaseline() throws Exception {
        var certificate = TestPki.sample(Profile.COMPLEX, TestPki.signer("hart-rsa2048"), 90_001);
        byte[] unsigned = WireFormat.DER.codec().encodeUnsigned(certificate);
        try (IntakeSocket socket = new IntakeSocket(intake.port())) {
            ResponseFrame response = socket.submit(WireFormat.DER, unsigned);

            assertThat(response.status()).isEqualTo(ResponseStatus.ACCEPTED);
            assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription p JOIN verification_outcome v"
                    + " ON v.prescription = p.id WHERE p.prescription_id = ? AND p.algorithm IS NULL"
                    + " AND v.signer_subject IS NULL", certificate.prescriptionId().value())).isOne();
        }
    }
}
