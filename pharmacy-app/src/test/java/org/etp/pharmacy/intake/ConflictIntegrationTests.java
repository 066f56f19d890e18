package org.etp.pharmacy.intake;

import static org.assertj.core.api.Assertions.assertThat;

import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.db.testing.TestDatabase;
import org.etp.pharmacy.support.ConflictRace;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.PharmacyAppTest;
import org.etp.pharmacy.support.PharmacyDatabase;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * One prescription ID, two different certificates (the same prescription in DER and in XML): the first
 * committed is kept, the other is REJECTED {@code CONFLICT} — never a second row, never an overwrite — and a
 * resend of the very bytes stored stays DUPLICATE.
 */
@PharmacyAppTest
class ConflictIntegrationTests {

    private static final int RACES = 40;

    @Autowired
    IntakeServer intake;

    @Test
    void refusesTheSameIdWithOtherBytesAndKeepsTheFirst() throws Exception {
        byte[] der = TestPki.signed(WireFormat.DER, Profile.PRESCRIPTION, SignatureAlgorithm.RSA2048, 7_000);
        byte[] xml = TestPki.signed(WireFormat.XML, Profile.PRESCRIPTION, SignatureAlgorithm.RSA2048, 7_000);
        try (IntakeSocket socket = new IntakeSocket(intake.port())) {
            ResponseFrame first = socket.submit(WireFormat.DER, der);
            ResponseFrame other = socket.submit(WireFormat.XML, xml);
            ResponseFrame resend = socket.submit(WireFormat.DER, der);

            assertThat(first.status()).isEqualTo(ResponseStatus.ACCEPTED);
            assertThat(other.status()).isEqualTo(ResponseStatus.REJECTED);
            assertThat(other.reason()).contains(Reason.CONFLICT);
            assertThat(other.prescriptionId()).isEqualTo(first.prescriptionId());
            assertThat(resend.status()).isEqualTo(ResponseStatus.DUPLICATE);
            String id = first.prescriptionId().orElseThrow().value();
            assertThat(PharmacyDatabase.prescriptions(id)).isOne();
            assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription WHERE prescription_id = ? AND raw = ?"
                    + " AND format = 'DER'", id, der)).isOne();
        }
    }

    @Test
    void storesOneAndRefusesTheOtherWhenBothArriveAtOnce() throws Exception {
        try (ConflictRace race = new ConflictRace(TestDatabase.get())) {
            for (int n = 0; n < RACES; n++) {
                race.run(7_100 + n, intake.port(), intake.port());
            }
        }
    }
}
