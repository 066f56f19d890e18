-- Certificates that are not prescriptions (a charge exemption, an audit record) name the prescription they
-- are about, so a prescription ID is unique among prescriptions only: an exemption or audit record about a
-- stored prescription is a certificate of its own, not a duplicate of it. What identifies every certificate,
-- whatever its profile, stays (issuer, serial): that constraint of V1 is untouched.
ALTER TABLE prescription DROP CONSTRAINT prescription_prescription_id_key;
-- Same name as the constraint it replaces, so that what reports the violation reads the same.
CREATE UNIQUE INDEX prescription_prescription_id_key ON prescription (prescription_id)
    WHERE profile = 'prescription';
-- The counter finds a patient's exemptions (by patient_nhs_number, already indexed) and the audit page
-- lists audit records newest first; the lookup of the certificates about one prescription ID needs its own.
CREATE INDEX prescription_about_idx ON prescription (prescription_id) WHERE profile <> 'prescription';
CREATE INDEX prescription_profile_idx ON prescription (profile, id);
