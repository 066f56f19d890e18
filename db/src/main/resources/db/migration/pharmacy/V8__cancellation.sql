-- Cancellation by the prescriber: a prescription that was not dispensed can become CANCELLED, with the
-- EPS cancellation reason code of the signed cancellation and the time it was committed
-- (status_changed_at; status_changed_by names the prescriber).
ALTER TABLE prescription DROP CONSTRAINT prescription_status_check;
ALTER TABLE prescription ADD CONSTRAINT prescription_status_check
    CHECK (status IN ('RECEIVED', 'DISPENSED', 'PARTIALLY_DISPENSED', 'RETURNED', 'EXPIRED', 'CANCELLED'));

ALTER TABLE prescription
    -- "0001" to "0008", present exactly when cancelled
    ADD COLUMN cancellation_reason text,
    ADD CONSTRAINT prescription_cancellation_reason_check
        CHECK ((status = 'CANCELLED') = (cancellation_reason IS NOT NULL));

-- A returned prescription that is then cancelled keeps its return reason.
ALTER TABLE prescription DROP CONSTRAINT prescription_return_reason_check;
ALTER TABLE prescription ADD CONSTRAINT prescription_return_reason_check
    CHECK ((status = 'RETURNED' AND return_reason IS NOT NULL)
           OR (status = 'CANCELLED')
           OR (status NOT IN ('RETURNED', 'CANCELLED') AND return_reason IS NULL));
