package org.etp.ac.wire;

import java.util.Optional;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.rejection.Reason;

/**
 * One response: the outcome of the request with the same id, the prescription ID when the server got
 * that far, and the server's stage timings. A {@code REJECTED} response always has a reason and no
 * other status has one; {@code ACCEPTED} and {@code DUPLICATE} always name the prescription.
 */
public record ResponseFrame(MessageKind kind, long requestId, ResponseStatus status, Optional<Reason> reason,
        Optional<PrescriptionId> prescriptionId, StageTimings timings) {

    public ResponseFrame {
        if (kind == null || status == null || reason == null || prescriptionId == null || timings == null) {
            throw new IllegalArgumentException("a response frame needs a kind, a status, a reason, an id and timings"
                    + " (use Optional.empty() for none)");
        }
        RequestFrame.checkRequestId(requestId);
        if ((status == ResponseStatus.REJECTED) != reason.isPresent()) {
            throw new IllegalArgumentException("a reason goes with REJECTED and with no other status, not " + status);
        }
        if ((status == ResponseStatus.ACCEPTED || status == ResponseStatus.DUPLICATE) && prescriptionId.isEmpty()) {
            throw new IllegalArgumentException(status + " must name the prescription");
        }
    }

    public static ResponseFrame accepted(long requestId, PrescriptionId id, StageTimings timings) {
        return new ResponseFrame(MessageKind.SUBMIT, requestId, ResponseStatus.ACCEPTED, Optional.empty(),
                Optional.of(id), timings);
    }

    public static ResponseFrame duplicate(long requestId, PrescriptionId id, StageTimings timings) {
        return new ResponseFrame(MessageKind.SUBMIT, requestId, ResponseStatus.DUPLICATE, Optional.empty(),
                Optional.of(id), timings);
    }

    /** A refusal; {@code id} is empty when the server could not read the prescription ID. */
    public static ResponseFrame rejected(long requestId, Reason reason, Optional<PrescriptionId> id,
            StageTimings timings) {
        return new ResponseFrame(MessageKind.SUBMIT, requestId, ResponseStatus.REJECTED, Optional.of(reason), id,
                timings);
    }

    public static ResponseFrame error(long requestId, Optional<PrescriptionId> id, StageTimings timings) {
        return new ResponseFrame(MessageKind.SUBMIT, requestId, ResponseStatus.ERROR, Optional.empty(), id, timings);
    }
}
