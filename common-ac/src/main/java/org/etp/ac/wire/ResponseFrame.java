package org.etp.ac.wire;

import java.util.Optional;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.rejection.Reason;

/**
 * One response: the outcome of the request with the same id, the prescription ID when the server got
 * that far, and the server's stage timings. A {@code REJECTED} response always has a reason and no
 * other status has one; a SUBMIT or CANCEL response that is {@code ACCEPTED} or {@code DUPLICATE} always
 * names the prescription. Only an {@code ACCEPTED} {@link MessageKind#STATUS} response has a payload (a
 * status answer, {@code org.etp.ac.receipt.StatusAnswer}); every other payload is empty. The payload is
 * copied in and out.
 */
public record ResponseFrame(MessageKind kind, long requestId, ResponseStatus status, Optional<Reason> reason,
        Optional<PrescriptionId> prescriptionId, StageTimings timings, byte[] payload) {

    public ResponseFrame {
        if (kind == null || status == null || reason == null || prescriptionId == null || timings == null
                || payload == null) {
            throw new IllegalArgumentException("a response frame needs a kind, a status, a reason, an id, timings"
                    + " and a payload (use Optional.empty() and an empty array for none)");
        }
        RequestFrame.checkRequestId(requestId);
        if ((status == ResponseStatus.REJECTED) != reason.isPresent()) {
            throw new IllegalArgumentException("a reason goes with REJECTED and with no other status, not " + status);
        }
        if (kind != MessageKind.STATUS && (status == ResponseStatus.ACCEPTED || status == ResponseStatus.DUPLICATE)
                && prescriptionId.isEmpty()) {
            throw new IllegalArgumentException(status + " must name the prescription");
        }
        boolean answers = kind == MessageKind.STATUS && status == ResponseStatus.ACCEPTED;
        if (answers != (payload.length > 0)) {
            throw new IllegalArgumentException("an ACCEPTED STATUS response and no other carries a payload");
        }
        payload = FramePayload.copy(payload);
    }

    /** A response without a payload: every kind but an ACCEPTED STATUS. */
    public ResponseFrame(MessageKind kind, long requestId, ResponseStatus status, Optional<Reason> reason,
            Optional<PrescriptionId> prescriptionId, StageTimings timings) {
        this(kind, requestId, status, reason, prescriptionId, timings, new byte[0]);
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

    /** The answer to a STATUS request: ACCEPTED with the encoded status answer as payload. */
    public static ResponseFrame statusAnswer(long requestId, byte[] answer, StageTimings timings) {
        return new ResponseFrame(MessageKind.STATUS, requestId, ResponseStatus.ACCEPTED, Optional.empty(),
                Optional.empty(), timings, answer);
    }

    /** This response as the answer of a request of {@code other} kind (same fields otherwise). */
    public ResponseFrame as(MessageKind other) {
        return new ResponseFrame(other, requestId, status, reason, prescriptionId, timings, payload);
    }

    @Override
    public byte[] payload() {
        return FramePayload.copy(payload);
    }

    public int payloadLength() {
        return payload.length;
    }

    /** The payload without a copy, for the codec in this package only. */
    byte[] payloadUnsafe() {
        return payload;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ResponseFrame that
                && FramePayload.equal(components(), payload, that.components(), that.payload);
    }

    @Override
    public int hashCode() {
        return FramePayload.hash(components(), payload);
    }

    @Override
    public String toString() {
        return "ResponseFrame[" + kind + ", id " + requestId + ", " + status + reason.map(r -> " " + r).orElse("")
                + prescriptionId.map(id -> ", " + id.value()).orElse("") + ", " + timings
                + (payload.length > 0 ? ", " + FramePayload.describe(payload) : "") + "]";
    }

    /** Every component but the payload, for {@link FramePayload}. */
    private Object[] components() {
        return new Object[] {kind, requestId, status, reason, prescriptionId, timings};
    }
}
