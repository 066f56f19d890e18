package org.etp.prescriber.prescribing;

import java.security.SecureRandom;
import org.etp.ac.prescription.PrescriptionId;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Prescription IDs for new prescriptions: a random 24-bit prefix, the practice's ODS code and the low 20 bits of
 * a database sequence. The outbox's unique key catches the unlikely collision, and the issuer then draws again.
 * (Certificate serials come from {@link org.etp.prescriber.outbox.Dispatch}, for cancellations too.)
 */
@Component
class PrescriptionNumbers {

    private final JdbcTemplate jdbc;
    private final SecureRandom random = new SecureRandom();

    PrescriptionNumbers(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    PrescriptionId nextId(String odsCode) {
        long sequence = jdbc.queryForObject("SELECT nextval('prescription_serial')", Long.class);
        return PrescriptionId.of(random.nextInt(1 << 24), odsCode, (int) (sequence & 0xFFFFF));
    }
}
