package org.etp.ac.prescription;

import java.time.Instant;

/** One transition in an audit certificate's status history. */
public record StatusChange(PrescriptionStatus status, Instant at, String by, String reason) {

    public StatusChange {
        Check.present(status, "status");
        at = Check.seconds(at, "status time");
        by = Check.text(by, "status changed by", 100);
        reason = Check.text(reason, "status reason", 200);
    }
}
