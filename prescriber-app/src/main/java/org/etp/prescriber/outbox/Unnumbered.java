package org.etp.prescriber.outbox;

import java.math.BigInteger;
import org.etp.ac.prescription.PrescriptionCertificate;

/** A certificate complete but for its serial, which {@link Dispatch} gives it. */
@FunctionalInterface
public interface Unnumbered {

    PrescriptionCertificate withSerial(BigInteger serial);
}
