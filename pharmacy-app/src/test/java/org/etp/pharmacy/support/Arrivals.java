package org.etp.pharmacy.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.prescription.ValidityPeriod;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;

/** Prescriptions sent to the intake over its socket, as a prescriber would, for the counter's tests. */
public final class Arrivals {

    private Arrivals() {
    }

    /** Sends a signed prescription and returns its prescription ID once the intake has accepted it. */
    public static String send(int intakePort, WireFormat format, Profile profile, long seed) throws Exception {
        return submit(intakePort, format, TestPki.signed(format, profile, SignatureAlgorithm.RSA2048, seed));
    }

    /** Sends a signed prescription whose validity ends at {@code notAfter} and returns its ID once accepted. */
    public static String sendValidUntil(int intakePort, Instant notAfter, long seed) throws Exception {
        SigningIdentity signer = TestPki.signer(DemoPki.defaultSignerId(SignatureAlgorithm.RSA2048));
        PrescriptionCertificate sample = TestPki.sample(Profile.PRESCRIPTION, signer, seed);
        PrescriptionCertificate shortLived = new PrescriptionCertificate(sample.serialNumber(), sample.issuer(),
                sample.holder(), new ValidityPeriod(sample.validity().notBefore(), notAfter), sample.content());
        return submit(intakePort, WireFormat.DER, TestPki.sign(WireFormat.DER, shortLived, signer));
    }

    private static String submit(int intakePort, WireFormat format, byte[] certificate) throws Exception {
        try (IntakeSocket socket = new IntakeSocket(intakePort)) {
            ResponseFrame response = socket.submit(format, certificate);
            assertThat(response.status()).isEqualTo(ResponseStatus.ACCEPTED);
            return response.prescriptionId().orElseThrow().value();
        }
    }
}
