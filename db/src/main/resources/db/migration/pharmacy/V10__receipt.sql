-- Receipts: every outcome of a prescription (dispensed, partly dispensed, returned, cancelled, expired)
-- gets a pharmacy-signed audit certificate, written in the outcome's own transaction. The latest one
-- (highest sequence) answers a prescriber's STATUS request.
CREATE TABLE receipt (
    -- Also the receipt certificate's serial number, unique for this pharmacy.
    id           bigserial   PRIMARY KEY,
    -- No cascade: a prescription with receipts cannot be deleted by accident.
    prescription bigint      NOT NULL REFERENCES prescription (id),
    -- 1 for the first outcome, then 2, ... (a returned prescription may later be cancelled).
    sequence     smallint    NOT NULL CHECK (sequence >= 1),
    status       text        NOT NULL
        CHECK (status IN ('DISPENSED', 'PARTIALLY_DISPENSED', 'RETURNED', 'EXPIRED', 'CANCELLED')),
    -- The status change the receipt attests, kept so that later receipts repeat the history exactly.
    changed_at   timestamptz NOT NULL,
    changed_by   text        NOT NULL,
    reason       text        NOT NULL,
    format       text        NOT NULL CHECK (format IN ('DER', 'XML', 'OER')),
    -- The signed receipt exactly as issued.
    raw          bytea       NOT NULL CHECK (octet_length(raw) > 0),
    issued_at    timestamptz NOT NULL,
    UNIQUE (prescription, sequence)
);
