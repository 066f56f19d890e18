-- Owings: an item supplied in part with an owing note stays open, and what is owed is supplied later at this
-- counter. An item may therefore have several supplies, numbered 1, 2, ... in order; the prescription stays
-- PARTIALLY_DISPENSED until nothing is owed, and becomes DISPENSED once everything was supplied in full.
ALTER TABLE dispense_event DROP CONSTRAINT dispense_event_pkey;
ALTER TABLE dispense_event ADD COLUMN supply smallint NOT NULL DEFAULT 1 CHECK (supply >= 1);
ALTER TABLE dispense_event ADD PRIMARY KEY (prescription, item_number, supply);

-- The counter's audit trail names the supply of an owing, and a prescriber's cancellation that arrived after
-- the prescription had been dispensed (so that the pharmacist sees it on the prescription).
ALTER TABLE counter_audit DROP CONSTRAINT counter_audit_action_check;
ALTER TABLE counter_audit ADD CONSTRAINT counter_audit_action_check
    CHECK (action IN ('DISPENSE', 'PARTIAL_DISPENSE', 'SUPPLY_OWING', 'RETURN', 'EXPIRE', 'LATE_CANCELLATION'));

-- The pharmacist's note with a return, sent to the prescriber in the receipt beside the reason (patient data:
-- shown and signed, never logged). Present only on a returned prescription, and only when one was written.
ALTER TABLE prescription ADD COLUMN return_note text
    CHECK (return_note IS NULL OR (status = 'RETURNED' OR status = 'CANCELLED') AND length(return_note) <= 130);
