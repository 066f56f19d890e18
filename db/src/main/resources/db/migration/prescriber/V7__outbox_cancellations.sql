-- The outbox also carries the prescriber's signed cancellations: a row of kind CANCEL is sent as a CANCEL
-- frame, with the same durability (committed before the first send, resent until answered). At most one
-- cancellation per prescription, and only where the prescription itself is in the outbox.
ALTER TABLE outbox ADD COLUMN kind text NOT NULL DEFAULT 'SUBMIT' CHECK (kind IN ('SUBMIT', 'CANCEL'));
-- the EPS cancellation reason code ("0001" to "0008"), present exactly on a cancellation
ALTER TABLE outbox ADD COLUMN cancellation_reason text CHECK ((kind = 'CANCEL') = (cancellation_reason IS NOT NULL));
ALTER TABLE outbox DROP CONSTRAINT outbox_prescription_id_key;
ALTER TABLE outbox ADD CONSTRAINT outbox_prescription_id_kind_key UNIQUE (prescription_id, kind);
