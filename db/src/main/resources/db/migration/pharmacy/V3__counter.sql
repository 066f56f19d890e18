-- The counter: what the pharmacist did with each prescription, item by item, and who did it.

-- Who last moved a prescription on, when, and for a return why. Nullable, with no default, so the
-- intake's insert is untouched and the column additions are catalogue-only changes.
ALTER TABLE prescription
    ADD COLUMN status_changed_at timestamptz,
    ADD COLUMN status_changed_by text,
    -- An EPS-style return reason (the counter's ReturnReason), present exactly when returned.
    ADD COLUMN return_reason     text,
    ADD CONSTRAINT prescription_return_reason_check CHECK ((status = 'RETURNED') = (return_reason IS NOT NULL));

-- What was supplied for each item. The key makes a second dispensing of an item impossible even for
-- code that forgot the status check: a prescription is dispensed at most once.
CREATE TABLE dispense_event (
    prescription         bigint      NOT NULL,
    item_number          smallint    NOT NULL,
    quantity_supplied    numeric     NOT NULL CHECK (quantity_supplied >= 0),
    -- An EPS-style reason (the counter's NotDispensedReason) when less than prescribed was supplied;
    -- required when nothing was.
    not_dispensed_reason text,
    dispensed_by         text        NOT NULL,
    dispensed_at         timestamptz NOT NULL,
    PRIMARY KEY (prescription, item_number),
    FOREIGN KEY (prescription, item_number) REFERENCES prescription_item (prescription, item_number) ON DELETE CASCADE,
    CHECK (quantity_supplied > 0 OR not_dispensed_reason IS NOT NULL)
);

-- Every counter action, done or refused: who, when, what, and what came of it.
CREATE TABLE counter_audit (
    id           bigserial   PRIMARY KEY,
    -- No cascade: a prescription with an audit trail cannot be deleted by accident.
    prescription bigint      NOT NULL REFERENCES prescription (id),
    actor        text        NOT NULL,
    action       text        NOT NULL CHECK (action IN ('DISPENSE', 'PARTIAL_DISPENSE', 'RETURN', 'EXPIRE')),
    outcome      text        NOT NULL CHECK (outcome IN ('DONE', 'REFUSED')),
    detail       text,
    at           timestamptz NOT NULL
);

CREATE INDEX counter_audit_prescription_idx ON counter_audit (prescription, id);
