package org.etp.prescriber.outbox;

import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * What signing one certificate cost, as its outbox row records it: the encoding with signing, and the signing
 * thread's exact CPU time with its split into user and kernel time (in the ratio of 10 ms tick samples).
 */
public record SigningCost(long signMicros, long cpuMicros, long cpuUserMicros, long cpuSystemMicros) {

    /** The cost recorded in the current row of {@code row}. */
    static SigningCost read(ResultSet row) throws SQLException {
        return new SigningCost(row.getLong("sign_micros"), row.getLong("cpu_micros"), row.getLong("cpu_user_micros"),
                row.getLong("cpu_system_micros"));
    }
}
