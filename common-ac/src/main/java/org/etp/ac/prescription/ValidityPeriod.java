package org.etp.ac.prescription;

import java.time.Instant;

/** The period in which a certificate (and so the prescription) is valid, both ends inclusive, to the second. */
public record ValidityPeriod(Instant notBefore, Instant notAfter) {

    public ValidityPeriod {
        notBefore = Check.seconds(notBefore, "validity start");
        notAfter = Check.seconds(notAfter, "validity end");
        if (!notAfter.isAfter(notBefore)) {
            throw new IllegalArgumentException("validity end must be after its start");
        }
    }

    public boolean contains(Instant instant) {
        return !instant.isBefore(notBefore) && !instant.isAfter(notAfter);
    }
}
