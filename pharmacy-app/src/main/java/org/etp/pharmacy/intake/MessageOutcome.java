package org.etp.pharmacy.intake;

import java.util.Optional;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.metrics.ProcessMemory;
import org.etp.ac.metrics.ThreadUsage;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.StageTimings;

/**
 * Everything measured and decided about one message, once its response is written: what the log line,
 * the Micrometer meters and the metrics row are made of.
 *
 * @param detail why it was refused or failed (no patient data: verifier and frame messages name fields, not values)
 * @param rowId  the stored prescription's row, or 0
 */
record MessageOutcome(ResponseFrame response, Optional<WireFormat> format, Optional<Profile> profile,
        Optional<SignatureAlgorithm> algorithm, int bytes, ThreadUsage usage, ProcessMemory memory, long rowId,
        String peer, String detail, byte[] prefix) {

    StageTimings timings() {
        return response.timings();
    }

    Optional<Reason> reason() {
        return response.reason();
    }

    Optional<PrescriptionId> prescriptionId() {
        return response.prescriptionId();
    }
}
