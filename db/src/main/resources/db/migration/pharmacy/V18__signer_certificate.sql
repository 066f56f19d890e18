-- The signer's certificate as validated, kept with each signer validation: a prescriber whose certificate came
-- with the message is in no PKI directory, so a later check of a stored prescription's signature takes the key from
-- here. NULL for rows written before it was kept.
ALTER TABLE signer_validation ADD COLUMN certificate bytea;

-- The same view, with the signer's certificate last.
CREATE OR REPLACE VIEW verification_outcome AS
SELECT p.id AS prescription, p.checked_at, s.subject AS signer_subject, s.serial AS signer_serial,
       coalesce(s.chain, '{}') AS chain, p.canonical, s.validated_at AS revocation_checked_at, s.revocation_source,
       s.revocation_next_update, s.certificate AS signer_certificate
FROM prescription p
LEFT JOIN signer_validation s ON s.id = p.signer
WHERE p.checked_at IS NOT NULL;
