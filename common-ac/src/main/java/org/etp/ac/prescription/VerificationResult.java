package org.etp.ac.prescription;

import java.time.Instant;

/** One check an earlier verifier made, as recorded in an audit certificate. */
public record VerificationResult(String check, boolean passed, Instant checkedAt, String detail) {

    public VerificationResult {
        check = Check.text(check, "verification check", 60);
        checkedAt = Check.seconds(checkedAt, "verification time");
        detail = Check.text(detail, "verification detail", 200);
    }
}
