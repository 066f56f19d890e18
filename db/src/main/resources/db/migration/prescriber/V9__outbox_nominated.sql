-- Whether the prescription nominates the pharmacy it was sent to. A prescription with no nomination is sent to
-- the first configured pharmacy and can be dispensed there only, so the pages say so rather than "any
-- pharmacy". Rows written before this migration (and cancellations) have none: the pages then name the pharmacy.
ALTER TABLE outbox ADD COLUMN nominated boolean;

-- Before signing, the form looks for the patient's earlier prescriptions from anyone in the practice (not only
-- the prescriber's own, which outbox_same_patient serves), by NHS number and date.
CREATE INDEX outbox_patient ON outbox (nhs_number, created_at) WHERE nhs_number IS NOT NULL AND kind = 'SUBMIT';
