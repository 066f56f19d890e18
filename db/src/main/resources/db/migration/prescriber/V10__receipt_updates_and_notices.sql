-- A receipt is replaced by a newer one while its outcome is not final: an expiry (the prescription may still be
-- returned), a partial dispense that still owes something (the owing is supplied later), or a return that its
-- prescriber has since cancelled. still_open marks the first two, as the receipt's own texts say
-- (org.etp.ac.receipt.ReceiptTexts); the poller keeps asking for those.
ALTER TABLE receipt ADD COLUMN still_open boolean NOT NULL DEFAULT false;
UPDATE receipt SET still_open = true WHERE status = 'EXPIRED';

-- Notices the prescriber must acknowledge: a pharmacy returned a prescription and referred it to its prescriber
-- (a clinical concern). One per prescription's receipt that says so; acknowledged by whom and when. The text is
-- the pharmacy's words from the verified receipt, patient data: shown to the prescriber, never logged.
CREATE TABLE pharmacy_notice (
    outbox_id        bigint      PRIMARY KEY REFERENCES outbox (id),   -- the prescription's own (SUBMIT) row
    prescription_id  char(20)    NOT NULL,
    username         text        NOT NULL,                             -- the prescriber whose prescription it is
    pharmacy_name    text        NOT NULL,
    text             text        NOT NULL,
    raised_at        timestamptz NOT NULL DEFAULT now(),
    acknowledged_at  timestamptz,
    acknowledged_by  text,
    CHECK ((acknowledged_at IS NULL) = (acknowledged_by IS NULL))
);

CREATE INDEX pharmacy_notice_open_idx ON pharmacy_notice (username) WHERE acknowledged_at IS NULL;
