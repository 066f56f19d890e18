-- Receipts: the pharmacy's signed word on how each prescription ended (dispensed in full or in part,
-- returned, cancelled, expired), fetched over STATUS. A receipt is stored only after it verified: signed by a
-- pharmacy key under the service CA, naming this prescription's own certificate by its digest. One per
-- prescription (the final state is final); the exact bytes are kept, so it can be verified again.
CREATE TABLE receipt (
    outbox_id       bigint      PRIMARY KEY REFERENCES outbox (id),   -- the prescription's own (SUBMIT) row
    prescription_id char(20)    NOT NULL,
    status          text        NOT NULL
                    CHECK (status IN ('DISPENSED', 'PARTIALLY_DISPENSED', 'RETURNED', 'CANCELLED', 'EXPIRED')),
    pharmacy_name   text        NOT NULL,          -- from the signer certificate: CN (OU), see docs/prescriber.md
    reason          text,                          -- why, in the pharmacy's words (RETURNED, CANCELLED)
    issued_at       timestamptz NOT NULL,          -- when the pharmacy recorded the outcome
    format          text        NOT NULL CHECK (format IN ('DER', 'XML', 'OER')),
    raw             bytea       NOT NULL,          -- the signed receipt exactly as received
    verified_at     timestamptz NOT NULL DEFAULT now()
);

-- What the receipt says was supplied, item by item (by position in the prescription, 1 to 4).
CREATE TABLE receipt_item (
    outbox_id   bigint   NOT NULL REFERENCES receipt (outbox_id),
    item_number smallint NOT NULL CHECK (item_number BETWEEN 1 AND 4),
    name        text     NOT NULL,
    unit        text     NOT NULL,
    prescribed  numeric  NOT NULL CHECK (prescribed > 0),
    supplied    numeric  NOT NULL CHECK (supplied >= 0),
    PRIMARY KEY (outbox_id, item_number)
);
