package org.etp.prescriber.prescribing;

import java.math.BigInteger;
import java.security.SecureRandom;
import org.etp.ac.prescription.PrescriptionId;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Numbers for new prescriptions. A prescription ID is a random 24-bit prefix, the practice's ODS code and
 * the low 20 bits of a database sequence; a certificate serial is a random 126-bit number (16 octets,
 * within RFC 5280's 20). The outbox's unique keys catch the unlikely collision, and the issuer then draws again.
 */
@Component
class PrescriptionNumbers {

    private static final int SERIAL_BITS = 126;

    private final JdbcTemplate jdbc;
    private final SecureRandom random = new SecureRandom();

    PrescriptionNumbers(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    PrescriptionId nextId(String odsCode) {
        long sequence = jdbc.queryForObject("SELECT nextval('prescription_serial')", Long.class);
        return PrescriptionId.of(random.nextInt(1 << 24), odsCode, (int) (sequence & 0xFFFFF));
    }

    BigInteger nextSerial() {
        return new BigInteger(SERIAL_BITS, random).setBit(SERIAL_BITS - 1);
    }
}
