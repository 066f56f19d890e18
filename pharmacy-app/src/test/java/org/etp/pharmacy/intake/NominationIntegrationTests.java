package org.etp.pharmacy.intake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.LocalDate;
import java.time.ZoneOffset;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.PharmacyAppTest;
import org.etp.pharmacy.support.PharmacyDatabase;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The pharmacy (FA123 by default) takes only what is nominated to it, or to no pharmacy, over the real socket.
 */
@PharmacyAppTest
class NominationIntegrationTests {

    @Autowired
    IntakeServer intake;

    private IntakeSocket socket;

    @BeforeEach
    void connect() throws Exception {
        socket = new IntakeSocket(intake.port());
    }

    @AfterEach
    void close() throws Exception {
        socket.close();
    }

    @Test
    void refusesAPrescriptionNominatedToAnotherPharmacyAndStoresNothingOfIt() throws Exception {
        SigningIdentity hart = TestPki.signer("hart-ecp256");
        for (WireFormat format : WireFormat.values()) {
            PrescriptionCertificate elsewhere = nominated("FCK42", 24_000_100 + format.ordinal(), hart);
            byte[] encoded = TestPki.sign(format, elsewhere, hart);

            ResponseFrame response = socket.submit(format, encoded);

            assertThat(response.status()).isEqualTo(ResponseStatus.REJECTED);
            assertThat(response.reason()).contains(Reason.WRONG_PHARMACY);
            assertThat(PharmacyDatabase.prescriptions(elsewhere.prescriptionId().value())).isZero();
            await().untilAsserted(() -> assertThat(PharmacyDatabase.count(
                    "SELECT count(*) FROM rejected_message WHERE reason = 'WRONG_PHARMACY' AND reason_code = 13"
                            + " AND size = ? AND peer = ?",
                    encoded.length + Frames.HEADER_LENGTH, "127.0.0.1:" + socket.localPort())).isOne());
        }
    }

    @Test
    void acceptsAPrescriptionNominatedToThisPharmacy() throws Exception {
        SigningIdentity hart = TestPki.signer("hart-rsa2048");
        for (WireFormat format : WireFormat.values()) {
            PrescriptionCertificate here = nominated("FA123", 24_000_110 + format.ordinal(), hart);

            ResponseFrame response = socket.submit(format, TestPki.sign(format, here, hart));

            assertThat(response.status()).isEqualTo(ResponseStatus.ACCEPTED);
            assertThat(PharmacyDatabase.prescriptions(here.prescriptionId().value())).isOne();
        }
    }

    @Test
    void acceptsAPrescriptionNominatedToNoPharmacyInEveryForm() throws Exception {
        SigningIdentity hart = TestPki.signer("hart-ecp256");
        for (WireFormat format : WireFormat.values()) {
            PrescriptionCertificate anywhere = nominated(SampleGenerator.NO_NOMINATION, 27_001_000 + format.ordinal(),
                    hart);

            ResponseFrame response = socket.submit(format, TestPki.sign(format, anywhere, hart));

            assertThat(response.status()).as(format.id()).isEqualTo(ResponseStatus.ACCEPTED);
            assertThat(PharmacyDatabase.prescriptions(anywhere.prescriptionId().value())).isOne();
        }
    }

    @Test
    void acceptsAnExemptionWhateverPharmacyItsPrescriptionNamed() throws Exception {
        SigningIdentity hart = TestPki.signer("hart-ed25519");
        PrescriptionCertificate exemption = new SampleGenerator(24_000_120, "FWD07").certificate(Profile.SIMPLE,
                TestPki.identity(hart), LocalDate.now(ZoneOffset.UTC));

        ResponseFrame response = socket.submit(WireFormat.DER, TestPki.sign(WireFormat.DER, exemption, hart));

        assertThat(response.status()).isEqualTo(ResponseStatus.ACCEPTED);
    }

    private static PrescriptionCertificate nominated(String odsCode, long seed, SigningIdentity signer) {
        return new SampleGenerator(seed, odsCode).certificate(Profile.PRESCRIPTION, TestPki.identity(signer),
                LocalDate.now(ZoneOffset.UTC));
    }
}
