-- Whether the prescription nominates the pharmacy it was sent to. A prescription with no nomination is sent to
-- the first configured pharmacy and can be dispensed there only, so the pages say so rather than "any
-- pharmacy". Rows written before this migration (and cancellations) have none: the pages then name the pharmacy.
ALTER TABLE outbox ADD COLUMN nominated boolean;
