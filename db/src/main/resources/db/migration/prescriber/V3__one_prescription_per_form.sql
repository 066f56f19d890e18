-- One prescription per form. Each rendering of the prescription form carries a one-time token; the row
-- keeps the token of the form that made it, so the same form posted again (a double click, Back and Sign
-- again, a resent request) finds its prescription instead of signing a second one. Rows written before
-- this migration, or without a form, have none.
ALTER TABLE outbox ADD COLUMN form_token text UNIQUE CHECK (form_token ~ '^[A-Za-z0-9_-]{16,64}$');

-- The patient's NHS number and a digest of the items (SHA-256 of each item's code, quantity and dosage,
-- in a fixed order), so that the page can warn when the same prescriber has already written an identical
-- prescription for the same patient today.
ALTER TABLE outbox ADD COLUMN nhs_number char(10) CHECK (nhs_number ~ '^[0-9]{10}$');
ALTER TABLE outbox ADD COLUMN items_digest char(64) CHECK (items_digest ~ '^[0-9a-f]{64}$');
CREATE INDEX outbox_same_patient ON outbox (username, nhs_number, created_at) WHERE nhs_number IS NOT NULL;
